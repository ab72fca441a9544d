import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { DEVICE_COOKIE, DEVICE_HEADER } from './device';

let h: Harness;
let ipSeq = 0;
const nextIp = () => `10.32.2.${++ipSeq}`;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

function attempt(username: string, password: string, headers: Record<string, string> = {}) {
  return h.send('login.loginBoda', { companyId: DEMO.companyId, username, password }, { ip: nextIp(), headers });
}

/** The device cookie a successful sign-in set, as a browser would send it back. */
function deviceCookieOf(reply: { headers: Record<string, unknown> }): { setCookie: string; cookie: string } {
  const all = reply.headers['set-cookie'];
  const setCookie = [all].flat().find((c): c is string => typeof c === 'string' && c.startsWith(`${DEVICE_COOKIE}=`));
  if (!setCookie) throw new Error('no device cookie was set');
  return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

/** A stranger's five wrong passwords: the account is locked for unknown clients. */
async function lockOut(userId: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) await attempt(userId, `Wrong!${i}357`);
  const stranger = await attempt(userId, DEMO.password);
  expect([stranger.status, stranger.body.errorCode, stranger.body.details ?? []]).toEqual([400, ErrorCode.ACCOUNT_LOCKED, []]);
}

describe('device cookies: a stranger cannot keep an owner out (issue 32 G2)', () => {
  it('sets an HttpOnly, SameSite, signed device cookie on the login path after a successful sign-in', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'cookie-owner' });
    const { setCookie } = deviceCookieOf(await attempt('cookie-owner', DEMO.password));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\/open\/login;/);
    expect(setCookie).toMatch(/^boda_device=[\w-]+\.[\w-]+;/);
    // A wrong password sets none.
    expect(JSON.stringify((await attempt('cookie-owner', 'Wrong!1357')).headers['set-cookie'] ?? '')).not.toContain(DEVICE_COOKIE);
  });

  it("lets the owner's known browser sign in while strangers stay locked out, and the owner's typos lock no one", async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'owner-browser' });
    const { cookie } = deviceCookieOf(await attempt('owner-browser', DEMO.password));
    await lockOut('owner-browser');
    const owner = await attempt('owner-browser', DEMO.password, { cookie });
    expect(owner.status, owner.raw).toBe(200);
    // The stranger keeps relocking it; the owner still gets in, and mistyping from the owner's browser is an ordinary wrong password.
    await lockOut('owner-browser');
    expect((await attempt('owner-browser', 'Wrong!9357', { cookie })).body.errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect((await attempt('owner-browser', DEMO.password, { cookie })).status).toBe(200);
  });

  it('accepts the same ticket from the desktop app in a header, and no forged, foreign or tampered ticket', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'owner-app' });
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'someone-else' });
    const own = deviceCookieOf(await attempt('owner-app', DEMO.password)).cookie.slice(DEVICE_COOKIE.length + 1);
    const foreign = deviceCookieOf(await attempt('someone-else', DEMO.password)).cookie;
    await lockOut('owner-app');
    expect((await attempt('owner-app', DEMO.password, { [DEVICE_HEADER]: own })).status).toBe(200);
    await lockOut('owner-app');
    const tampered = `${own.slice(0, -2)}${own.endsWith('AA') ? 'BB' : 'AA'}`;
    const strangers: Record<string, string>[] = [
      { cookie: foreign },
      { cookie: `${DEVICE_COOKIE}=${tampered}` },
      { [DEVICE_HEADER]: 'forged.ticket' },
    ];
    for (const headers of strangers) {
      const reply = await attempt('owner-app', DEMO.password, headers);
      expect([reply.body.errorCode, reply.body.details ?? []]).toEqual([ErrorCode.ACCOUNT_LOCKED, []]);
    }
  });

  it('keeps the tickets of the last accounts of a shared browser in one cookie', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'lab-a' });
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'lab-b' });
    const first = deviceCookieOf(await attempt('lab-a', DEMO.password)).cookie;
    const both = deviceCookieOf(await attempt('lab-b', DEMO.password, { cookie: first })).cookie;
    await lockOut('lab-a');
    await lockOut('lab-b');
    expect((await attempt('lab-a', DEMO.password, { cookie: both })).status).toBe(200);
    expect((await attempt('lab-b', DEMO.password, { cookie: both })).status).toBe(200);
  });

  it('answers a client that sends the header (the desktop app) its renewed tickets there, and a browser never', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'app-a' });
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'app-b' });
    expect((await attempt('app-a', DEMO.password)).headers[DEVICE_HEADER]).toBeUndefined();
    const first = (await attempt('app-a', DEMO.password, { [DEVICE_HEADER]: '' })).headers[DEVICE_HEADER];
    expect(typeof first).toBe('string');
    const both = String((await attempt('app-b', DEMO.password, { [DEVICE_HEADER]: String(first) })).headers[DEVICE_HEADER]);
    // A wrong password renews nothing.
    expect((await attempt('app-a', 'Wrong!1357', { [DEVICE_HEADER]: both })).headers[DEVICE_HEADER]).toBeUndefined();
    // A stranger's failures lock both for unknown clients (told only the generic refusal); the app that kept the header still signs in to either.
    await lockOut('app-a');
    await lockOut('app-b');
    for (const userId of ['app-a', 'app-b']) {
      const reply = await attempt(userId, DEMO.password, { [DEVICE_HEADER]: both });
      expect(reply.status, reply.raw).toBe(200);
    }
  });
});
