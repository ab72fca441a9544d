import { ErrorCode, LoginProvider } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEvents } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { upsertProvider } from './repository';

const ORIGIN = 'http://127.0.0.1:8080';
let h: Harness;
let idp: TestProvider;
let ipSeq = 0;
const nextIp = () => `10.18.0.${++ipSeq}`;
/** The test's browser: its partner sign-ins start and finish with this binding cookie (binding.ts). */
const BROWSER = { cookie: `boda_sso=${'b'.repeat(32)}` };

beforeAll(async () => {
  h = await startHarness({ publicOrigin: ORIGIN });
  idp = await startTestProvider({
    clients: [{ clientId: 'boda-google', clientSecret: 'google-secret-0123456789', redirectUris: [`${ORIGIN}/oauth`] }],
    accounts: { 'google-student': { school_user_id: DEMO.users.student } },
  });
  // The test provider stands for Google; the demo company has no Apple configured.
  await upsertProvider(h.db, {
    companyIdx: h.demoCompanyIdx,
    providerCd: LoginProvider.GOOGLE,
    issuer: idp.issuer,
    clientId: 'boda-google',
    clientSecret: 'google-secret-0123456789',
    linkClaim: 'school_user_id',
  });
});

afterAll(async () => {
  await idp.close();
  await h.close();
});

async function start(accountOwnerTypeCd: number = LoginProvider.GOOGLE) {
  const reply = await h.send('login.SIGN_IN_OAUTH', { companyId: DEMO.companyId, accountOwnerTypeCd }, { ip: nextIp(), headers: BROWSER });
  expect(reply.status, reply.raw).toBe(200);
  const url = reply.body.data?.result.authorizeUrl;
  if (!url) throw new Error('no authorize URL');
  return url;
}

async function callbackFor(subject: string) {
  const url = await signInAtProvider(await start(), subject, `${ORIGIN}/oauth`);
  return {
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    iss: url.searchParams.get('iss') ?? undefined,
  };
}

describe('OAuth login page (/{companyId}/oauth, Google 2 and Apple 3)', () => {
  it('sends the browser to the company provider with code, client, /oauth, state and PKCE', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('boda-google');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/oauth`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs the user in with the code and audits it as Google', async () => {
    const reply = await h.send('login.SIGN_IN_OAUTH', await callbackFor('google-student'), { ip: nextIp(), headers: BROWSER });
    expect(reply.status, reply.raw).toBe(200);
    const login = reply.body.data?.result.login;
    expect(login?.user.userId).toBe(DEMO.users.student);
    expect(login?.company.companyId).toBe(DEMO.companyId);
    const events = await h.db.select().from(signInEvents).where(eq(signInEvents.method, 'SIGN_IN_OAUTH'));
    expect(events.some((e) => e.providerCd === LoginProvider.GOOGLE && e.errorCode === null)).toBe(true);
  });

  it('refuses a provider the company has not configured, and kinds that are not Google or Apple', async () => {
    const apple = await h.send(
      'login.SIGN_IN_OAUTH',
      { companyId: DEMO.companyId, accountOwnerTypeCd: LoginProvider.APPLE },
      { ip: nextIp(), headers: BROWSER },
    );
    expect([apple.status, apple.body.errorCode]).toEqual([400, ErrorCode.SSO_NOT_CONFIGURED]);
    const noKind = await h.send('login.SIGN_IN_OAUTH', { companyId: DEMO.companyId }, { ip: nextIp(), headers: BROWSER });
    expect([noKind.status, noKind.body.errorCode]).toEqual([400, ErrorCode.SSO_NOT_CONFIGURED]);
    const gne = await h.send(
      'login.SIGN_IN_OAUTH',
      { companyId: DEMO.companyId, accountOwnerTypeCd: LoginProvider.SSO_GNE },
      { ip: nextIp(), headers: BROWSER },
    );
    expect(gne.status).toBe(400);
  });

  it('refuses a wrong state, and a state of the OAuth page at a partner entry page', async () => {
    const callback = await callbackFor('google-student');
    const wrong = await h.send('login.SIGN_IN_OAUTH', { ...callback, state: 'x'.repeat(43) }, { ip: nextIp(), headers: BROWSER });
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
    const foreign = await h.send('login.SIGN_IN_GNE', callback, { ip: nextIp(), headers: BROWSER });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, ErrorCode.SSO_FAILED]);
  });

  it("answers 'user information not found' for an unknown subject", async () => {
    const reply = await h.send('login.SIGN_IN_OAUTH', await callbackFor('stranger'), { ip: nextIp(), headers: BROWSER });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.SSO_USER_NOT_FOUND]);
  });

  it('lists the configured OAuth providers on the login page configuration', async () => {
    const reply = await h.send('company.loginInfo', { companyId: DEMO.companyId }, { ip: nextIp(), headers: BROWSER });
    expect(reply.body.data?.result.oauthProviders).toEqual([LoginProvider.GOOGLE]);
  });
});
