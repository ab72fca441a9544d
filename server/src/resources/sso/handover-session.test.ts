import { ErrorCode, type LoginResult, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';

/*
 * A session's one-time handover tokens (token.ISSUE) end with the session that issued them (issue 32,
 * G6): a token issued before a logout or a password change signs nobody in afterwards.
 */

let h: Harness;
let ipSeq = 0;
const nextIp = () => `10.18.0.${++ipSeq}`;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

async function issue(login: LoginResult, audience: 'app' | 'auto' | 'exchange'): Promise<string> {
  const reply = await h.send('token.ISSUE', { audience }, { token: login.token.access_token });
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data?.result.token ?? '';
}

const exchange = (brk: string) => h.send('token.EXCHANGE', { brk }, { ip: nextIp() });

describe('a handover token', () => {
  it('signs nobody in after its session logged out', async () => {
    const login = await h.login(DEMO.users.student);
    const [brk, app] = [await issue(login, 'exchange'), await issue(login, 'app')];
    const out = await h.send('login.logout', {}, { token: login.token.access_token });
    expect(out.status, out.raw).toBe(200);
    const refused = await exchange(brk);
    expect([refused.status, refused.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
    const appRefused = await h.send('login.SIGN_IN_APP', { token: app }, { ip: nextIp() });
    expect([appRefused.status, appRefused.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
  });

  it('issued before a password change signs nobody in after it, unless the session that changed it issued it', async () => {
    const user = await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'handover-pw', userTypeCd: UserType.STUDENT });
    const elsewhere = await h.login('handover-pw');
    const here = await h.login('handover-pw');
    const [stale, kept] = [await issue(elsewhere, 'exchange'), await issue(here, 'exchange')];
    const changed = await h.send(
      'user.MODIFY_PWD',
      { userIdx: user.userIdx, oldPassword: DEMO.password, newPassword: 'Changed!2468' },
      { token: here.token.access_token },
    );
    expect(changed.status, changed.raw).toBe(200);
    const refused = await exchange(stale);
    expect([refused.status, refused.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
    // The device that changed the password stays signed in, and so does what it handed over.
    const signedIn = await exchange(kept);
    expect([signedIn.status, signedIn.body.data?.result.user.userId]).toEqual([200, 'handover-pw']);
  });
});
