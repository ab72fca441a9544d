import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';

/*
 * A sign-in's round trips to the database (issue 35 item 5): in the 9 o'clock burst every statement
 * queues on the embedded database's one thread beside everyone's joins. A successful password
 * sign-in is one read before the password check (limits, company, account) and one statement after
 * it (account, session, tokens, license usage). Counted on the embedded database, whose client
 * counts them; PostgreSQL runs the same statements.
 */

let h: Harness;
let ipSeq = 0;
const nextIp = () => `10.35.5.${++ipSeq}`;

/** The round trips `work` makes, and its result. */
async function counted<T>(work: () => Promise<T>): Promise<{ trips: number; result: T }> {
  const before = h.roundTrips() ?? 0;
  const result = await work();
  return { trips: (h.roundTrips() ?? 0) - before, result };
}

beforeAll(async () => {
  // No job runner: its polling would be counted with the request's statements.
  h = await startHarness({ jobs: { runner: false } });
});
afterAll(async () => {
  await h.close();
});

describe.skipIf(process.env.TEST_DATABASE_URL)('sign-in statements (embedded database)', () => {
  it('signs in with two: the read before the password check and the one that opens the session', async () => {
    const { trips, result } = await counted(() =>
      h.send('login.loginBoda', { companyId: DEMO.companyId, username: DEMO.users.student, password: DEMO.password }, { ip: nextIp() }),
    );
    expect(result.body.data?.result.token.access_token).toBeTruthy();
    expect(trips).toBe(2);
  });

  it('keeps two with auto login: the remember token is written by the same statement', async () => {
    const { trips, result } = await counted(() =>
      h.send(
        'login.loginBoda',
        { companyId: DEMO.companyId, username: DEMO.users.teacher, password: DEMO.password, autoLogin: true },
        { ip: nextIp() },
      ),
    );
    const rememberToken = result.body.data?.result.rememberToken;
    expect(rememberToken).toBeTruthy();
    expect(trips).toBe(2);
    // The remember token works (its session row was written alongside).
    const again = await counted(() => h.send('login.loginRemember', { rememberToken: rememberToken ?? '' }, { ip: nextIp() }));
    expect(again.result.body.data?.result.user.userId).toBe(DEMO.users.teacher);
    // Its consumption (read, revoke), the account with its company, and the sign-in's one statement.
    expect(again.trips).toBe(4);
  });

  it('answers a wrong password with the read, the two limit hits and the failure count', async () => {
    const { trips, result } = await counted(() =>
      h.send('login.loginBoda', { companyId: DEMO.companyId, username: DEMO.users.teacher2, password: 'Wrong!2468' }, { ip: nextIp() }),
    );
    expect(result.body.errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(trips).toBe(4);
  });

  it('answers an unknown company with the read alone', async () => {
    const { trips, result } = await counted(() =>
      h.send('login.loginBoda', { companyId: 'no-such-company', username: 'x', password: DEMO.password }, { ip: nextIp() }),
    );
    expect(result.body.errorCode).toBe(ErrorCode.COMPANY_NOT_FOUND);
    expect(trips).toBe(1);
  });
});
