import { ErrorCode, LoginProvider, UserStatus, UserType } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearOidcCache } from '../../auth/oidc-client';
import { identityProviders, linkedAccounts, oneTimeTokens, signInEvents, users } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { consumeOneTime, issueOneTime } from './one-time';
import { sweepOneTimeTokens, upsertProvider } from './repository';

const ORIGIN = 'http://127.0.0.1:8080';
let h: Harness;
let idp: TestProvider;
let ipSeq = 0;
const nextIp = () => `10.17.0.${++ipSeq}`;
/** The test's browser: its partner sign-ins start and finish with this binding cookie (binding.ts). */
const BROWSER = { cookie: `boda_sso=${'b'.repeat(32)}` };

beforeAll(async () => {
  h = await startHarness({ publicOrigin: ORIGIN });
  idp = await startTestProvider({
    clients: [{ clientId: 'boda', clientSecret: 'boda-secret-0123456789', redirectUris: [`${ORIGIN}/sso/gne`, `${ORIGIN}/sso/dachaeum`] }],
    accounts: {
      'gne-student': { school_user_id: DEMO.users.student },
      'gne-operator': { school_user_id: DEMO.users.operator },
    },
  });
  for (const providerCd of [LoginProvider.SSO_GNE, LoginProvider.SSO_DACHAEUM]) {
    await upsertProvider(h.db, {
      companyIdx: h.demoCompanyIdx,
      providerCd,
      issuer: idp.issuer,
      clientId: 'boda',
      clientSecret: 'boda-secret-0123456789',
      linkClaim: 'school_user_id',
    });
  }
});

afterAll(async () => {
  await idp.close();
  await h.close();
});

type Entry = 'login.SIGN_IN_GNE' | 'login.SIGN_IN_DACHAEUM';

async function start(entry: Entry = 'login.SIGN_IN_GNE', ip = nextIp()) {
  const reply = await h.send(entry, { companyId: DEMO.companyId }, { ip, headers: BROWSER });
  expect(reply.status, reply.raw).toBe(200);
  const url = reply.body.data?.result.authorizeUrl;
  if (!url) throw new Error('no authorize URL');
  return url;
}

/** The provider's answer as the entry page gets it in its address. */
async function callbackFor(subject: string, entry: Entry = 'login.SIGN_IN_GNE') {
  const url = await signInAtProvider(await start(entry), subject, `${ORIGIN}/sso/`);
  return {
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    iss: url.searchParams.get('iss') ?? undefined,
  };
}

describe('partner SSO (/sso/gne, /sso/dachaeum) against a real OpenID provider', () => {
  it('starts with PKCE, state and nonce, keeping the secrets on the server', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/sso/gne`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    const rows = await h.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.audience, 'sso_state'));
    // Only the state's hash is stored.
    expect(rows.some((r) => r.tokenHash === url.searchParams.get('state'))).toBe(false);
  });

  it('signs a student in by the configured claim, links the subject, and audits it by provider', async () => {
    const callback = await callbackFor('gne-student');
    const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect(reply.status, reply.raw).toBe(200);
    const login = reply.body.data?.result.login;
    expect(login?.user.userId).toBe(DEMO.users.student);
    expect(login?.company.companyId).toBe(DEMO.companyId);
    expect(login?.token.access_token.split('.')).toHaveLength(3);
    const links = await h.db.select().from(linkedAccounts).where(eq(linkedAccounts.subject, 'gne-student'));
    expect(links).toHaveLength(1);
    const events = await h.db.select().from(signInEvents).where(eq(signInEvents.method, 'SIGN_IN_GNE'));
    expect(events.some((e) => e.providerCd === LoginProvider.SSO_GNE && e.errorCode === null && e.userIdx === login?.user.userIdx)).toBe(
      true,
    );
    // The token works like any session's.
    const me = await h.send('login.LOGIN_INFO', {}, { token: login?.token.access_token });
    expect(me.body.data?.result.user?.userId).toBe(DEMO.users.student);
  });

  it('signs a linked subject in again by the link, without the claim', async () => {
    const callback = await callbackFor('gne-student');
    const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect(reply.body.data?.result.login?.user.userId).toBe(DEMO.users.student);
  });

  it('refuses a wrong or foreign state with WB-400-702', async () => {
    const callback = await callbackFor('gne-student');
    const wrong = await h.send('login.SIGN_IN_GNE', { ...callback, state: 'x'.repeat(43) }, { ip: nextIp(), headers: BROWSER });
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
    // A state started at /sso/gne does not finish at /sso/dachaeum.
    const foreign = await h.send('login.SIGN_IN_DACHAEUM', callback, { ip: nextIp(), headers: BROWSER });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
  });

  it('binds the flow to the starting browser: an HttpOnly, SameSite=Lax cookie, and another client is refused with WB-400-705', async () => {
    /** A flow a fresh browser starts: its binding cookie and what the provider sent back to it. */
    async function startedElsewhere() {
      const started = await h.send('login.SIGN_IN_GNE', { companyId: DEMO.companyId }, { ip: nextIp() });
      const setCookie = [started.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith('boda_sso='));
      expect(setCookie).toMatch(/^boda_sso=[\w-]{32,}; Path=\/open\/login; Max-Age=\d+; HttpOnly; SameSite=Lax/);
      const answered = await signInAtProvider(started.body.data?.result.authorizeUrl ?? '', 'gne-student', `${ORIGIN}/sso/`);
      const callback = {
        code: answered.searchParams.get('code') ?? '',
        state: answered.searchParams.get('state') ?? '',
        iss: answered.searchParams.get('iss') ?? undefined,
      };
      return { browser: { cookie: setCookie?.split(';')[0] ?? '' }, callback };
    }
    // The code and state carried to another client: one without the cookie, one with its own.
    for (const headers of [{}, BROWSER]) {
      const { callback } = await startedElsewhere();
      const elsewhere = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers });
      expect([elsewhere.status, elsewhere.body.errorCode, elsewhere.body.data?.result.login ?? null]).toEqual([
        400,
        ErrorCode.SSO_OTHER_BROWSER,
        null,
      ]);
    }
    // In the browser that started it, the same kind of flow signs in.
    const { browser, callback } = await startedElsewhere();
    const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: browser });
    expect(reply.body.data?.result.login?.user.userId, reply.raw).toBe(DEMO.users.student);
  });

  it('refuses a replayed code, with its state or with a fresh one', async () => {
    const callback = await callbackFor('gne-student');
    expect((await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER })).status).toBe(200);
    const replay = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect([replay.status, replay.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
    const fresh = new URL(await start()).searchParams.get('state') ?? '';
    const withFresh = await h.send('login.SIGN_IN_GNE', { ...callback, state: fresh }, { ip: nextIp(), headers: BROWSER });
    expect([withFresh.status, withFresh.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
  });

  it('refuses a state that expired while the user was away', async () => {
    const callback = await callbackFor('gne-student');
    h.clock.advance(11 * 60_000);
    try {
      const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
    } finally {
      h.clock.reset();
    }
  });

  it("answers 'user information not found' (WB-400-701) for an unknown subject, and links nothing", async () => {
    const callback = await callbackFor('stranger');
    const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.SSO_USER_NOT_FOUND]);
    expect(await h.db.select().from(linkedAccounts).where(eq(linkedAccounts.subject, 'stranger'))).toHaveLength(0);
  });

  it('never signs in or links an operator by a claim', async () => {
    const callback = await callbackFor('gne-operator');
    const reply = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.SSO_USER_NOT_FOUND]);
  });

  it('refuses a provider error and a missing code without a 500', async () => {
    const state = new URL(await start()).searchParams.get('state') ?? '';
    const denied = await h.send('login.SIGN_IN_GNE', { state, error: 'access_denied' }, { ip: nextIp(), headers: BROWSER });
    expect([denied.status, denied.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
    const garbage = await h.send('login.SIGN_IN_GNE', { code: 'nonsense', state: 'nonsense' }, { ip: nextIp(), headers: BROWSER });
    expect([garbage.status, garbage.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
  });

  it('answers WB-400-703 where no provider is set up and WB-400-205 for an unknown company', async () => {
    const other = await h.send('login.SIGN_IN_GNE', { companyId: 'no-such-company' }, { ip: nextIp(), headers: BROWSER });
    expect([other.status, other.body.errorCode]).toEqual([400, ErrorCode.COMPANY_NOT_FOUND]);
    await h.db.update(identityProviders).set({ enabled: false }).where(eq(identityProviders.providerCd, LoginProvider.SSO_DACHAEUM));
    try {
      const off = await h.send('login.SIGN_IN_DACHAEUM', { companyId: DEMO.companyId }, { ip: nextIp(), headers: BROWSER });
      expect([off.status, off.body.errorCode]).toEqual([400, ErrorCode.SSO_NOT_CONFIGURED]);
    } finally {
      await h.db.update(identityProviders).set({ enabled: true }).where(eq(identityProviders.providerCd, LoginProvider.SSO_DACHAEUM));
    }
  });

  it('answers WB-503-701 when the provider is down', async () => {
    const down = await startTestProvider({ clients: [] });
    await down.close();
    await h.db
      .update(identityProviders)
      .set({ issuer: down.issuer, modDatetime: new Date() })
      .where(eq(identityProviders.providerCd, LoginProvider.SSO_DACHAEUM));
    try {
      const reply = await h.send('login.SIGN_IN_DACHAEUM', { companyId: DEMO.companyId }, { ip: nextIp(), headers: BROWSER });
      expect([reply.status, reply.body.errorCode]).toEqual([503, ErrorCode.SSO_PROVIDER_UNAVAILABLE]);
    } finally {
      await h.db
        .update(identityProviders)
        .set({ issuer: idp.issuer, modDatetime: new Date() })
        .where(eq(identityProviders.providerCd, LoginProvider.SSO_DACHAEUM));
      clearOidcCache();
    }
  });

  it('rate limits an address after 20 refusals a minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await h.send('login.SIGN_IN_GNE', { code: 'c', state: `s${i}` }, { ip })).body.errorCode).toBe(ErrorCode.SSO_FAILED);
    }
    const limited = await h.send('login.SIGN_IN_GNE', { companyId: DEMO.companyId }, { ip });
    expect([limited.status, limited.body.errorCode]).toEqual([429, ErrorCode.TOO_MANY_LOGIN_ATTEMPTS]);
  });
});

describe('session handover: SIGN_IN_APP, SIGN_IN_AUTO and POST /open/token', () => {
  async function issue(audience: 'app' | 'auto' | 'exchange') {
    const student = await h.login(DEMO.users.student);
    const reply = await h.send('token.ISSUE', { audience }, { token: student.token.access_token });
    expect(reply.status, reply.raw).toBe(200);
    return reply.body.data?.result.token ?? '';
  }

  it('needs a signed-in caller to hand a session over', async () => {
    const reply = await h.send('token.ISSUE', { audience: 'app' });
    expect(reply.status).toBe(401);
  });

  it('signs the app in once with its token; a replay is refused', async () => {
    const token = await issue('app');
    const first = await h.send('login.SIGN_IN_APP', { token }, { ip: nextIp(), headers: BROWSER });
    expect(first.body.data?.result.user.userId).toBe(DEMO.users.student);
    const again = await h.send('login.SIGN_IN_APP', { token }, { ip: nextIp(), headers: BROWSER });
    expect([again.status, again.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
  });

  it('exchanges a link token from brk or p once', async () => {
    const brk = await issue('exchange');
    expect((await h.send('token.EXCHANGE', { brk }, { ip: nextIp(), headers: BROWSER })).status).toBe(200);
    const replay = await h.send('token.EXCHANGE', { p: brk }, { ip: nextIp(), headers: BROWSER });
    expect([replay.status, replay.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
    const p = await issue('exchange');
    expect((await h.send('token.EXCHANGE', { p }, { ip: nextIp(), headers: BROWSER })).body.data?.result.company.companyId).toBe(
      DEMO.companyId,
    );
  });

  it('refuses a token meant for another audience, and it stays usable where it belongs', async () => {
    const token = await issue('app');
    for (const reply of [
      await h.send('login.SIGN_IN_AUTO', { token }, { ip: nextIp(), headers: BROWSER }),
      await h.send('token.EXCHANGE', { brk: token }, { ip: nextIp(), headers: BROWSER }),
    ]) {
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
    }
    expect((await h.send('login.SIGN_IN_APP', { token }, { ip: nextIp(), headers: BROWSER })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await issue('auto');
    h.clock.advance(61_000);
    try {
      const reply = await h.send('login.SIGN_IN_AUTO', { token }, { ip: nextIp(), headers: BROWSER });
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.ONE_TIME_TOKEN_INVALID]);
    } finally {
      h.clock.reset();
    }
  });

  it('refuses a paused account even with a valid token', async () => {
    const paused = await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'handover-paused', userTypeCd: UserType.STUDENT });
    const login = await h.login('handover-paused');
    const token = (await h.send('token.ISSUE', { audience: 'auto' }, { token: login.token.access_token })).body.data?.result.token ?? '';
    await h.db.update(users).set({ userStatusCd: UserStatus.PAUSE }).where(eq(users.userIdx, paused.userIdx));
    const reply = await h.send('login.SIGN_IN_AUTO', { token }, { ip: nextIp(), headers: BROWSER });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.ACCOUNT_UNAVAILABLE]);
  });
});

describe('one-time external link (POST /open/deeplink)', () => {
  const linkUrl = `/${DEMO.companyId}?joinType=NOW&linkEasyInviteCode=123456789&linkEasyUserName=Phone`;

  it('makes a link that opens once, to the page it was made for', async () => {
    const made = await h.send(
      'deeplink.MAKE',
      { companyCode: DEMO.companyCode, linkUrl, deviceType: '' },
      { ip: nextIp(), headers: BROWSER },
    );
    expect(made.status, made.raw).toBe(200);
    const url = new URL(made.body.data?.result.url ?? '');
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe(`/${DEMO.companyId}`);
    expect(url.searchParams.get('joinType')).toBe('NOW');
    const token = url.searchParams.get('dl') ?? '';
    const opened = await h.send('deeplink.OPEN', { token }, { ip: nextIp(), headers: BROWSER });
    expect(opened.body.data?.result.linkUrl).toBe(linkUrl);
    const again = await h.send('deeplink.OPEN', { token }, { ip: nextIp(), headers: BROWSER });
    expect([again.status, again.body.errorCode]).toEqual([400, ErrorCode.INVALID_INVITE]);
  });

  it('expires unopened links', async () => {
    const made = await h.send(
      'deeplink.MAKE',
      { companyCode: DEMO.companyCode, linkUrl, deviceType: 'IOS' },
      { ip: nextIp(), headers: BROWSER },
    );
    const token = new URL(made.body.data?.result.url ?? '').searchParams.get('dl') ?? '';
    h.clock.advance(6 * 60_000);
    try {
      expect((await h.send('deeplink.OPEN', { token }, { ip: nextIp(), headers: BROWSER })).body.errorCode).toBe(ErrorCode.INVALID_INVITE);
    } finally {
      h.clock.reset();
    }
  });

  it('links only to the company’s own pages on this site', async () => {
    for (const bad of ['https://evil.example/demo', '//evil.example/demo', '/other-company?joinType=NOW', 'javascript:alert(1)']) {
      const reply = await h.send('deeplink.MAKE', { companyCode: DEMO.companyCode, linkUrl: bad }, { ip: nextIp(), headers: BROWSER });
      expect([reply.status, reply.body.errorCode], bad).toEqual([400, ErrorCode.BAD_PARAMETER]);
    }
    const unknown = await h.send('deeplink.MAKE', { companyCode: 'nope', linkUrl }, { ip: nextIp(), headers: BROWSER });
    expect(unknown.body.errorCode).toBe(ErrorCode.COMPANY_NOT_FOUND);
  });
});

describe('one-time secrets housekeeping', () => {
  it('sweeps used and expired secrets and keeps live ones', async () => {
    const now = h.clock.now();
    const live = await issueOneTime(h.db, 'exchange', now);
    const used = await issueOneTime(h.db, 'exchange', now);
    await consumeOneTime(h.db, used.token, 'exchange', now);
    await sweepOneTimeTokens(h.db, new Date(now.getTime() + 1000));
    expect(await consumeOneTime(h.db, live.token, 'exchange', now)).not.toBeNull();
    // A day later nothing is left: everything has expired or been used.
    await sweepOneTimeTokens(h.db, new Date(now.getTime() + 86_400_000));
    expect(await h.db.select().from(oneTimeTokens)).toHaveLength(0);
  });
});
