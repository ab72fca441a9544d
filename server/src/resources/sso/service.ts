import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type HandoverAudience,
  type LoginResult,
  SSO_ENTRIES,
  type SsoEntry,
  USER_ADMIN_TYPES,
} from '@boda/contract';
import {
  authorizationUrl,
  finishSignIn,
  newPendingSignIn,
  OidcRejected,
  OidcUnavailable,
  type OidcProviderSettings,
} from '../../auth/oidc-client';
import { findUserWithCompanyAcrossCompanies } from '../../auth/principal';
import type { IdentityProviderRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { OpenContext, SignedInContext } from '../../http/context';
import { findCompanyById, findCompanyByIdx } from '../company';
import { signInVerified } from '../session';
import * as users from '../user';
import { type Attempt, audited } from './audit';
import { bindToBrowser, isSameBrowser } from './binding';
import { consumeOneTime, issueOneTime } from './one-time';
import * as repo from './repository';

type SsoInput = CommandParsedInput<'login.SIGN_IN_GNE'>;
type SsoOutput = CommandData<'login.SIGN_IN_GNE'>;

/** Where a sign-in comes back to: a partner's entry page, or the OAuth login page. */
type Flow = SsoEntry | 'oauth';

/** The entry page is where the provider sends the browser back (it must be registered there). */
export function redirectUriOf(publicOrigin: string, entry: Flow): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return entry === 'oauth' ? `${origin}/oauth` : `${origin}/sso/${entry}`;
}

function settingsOf(provider: IdentityProviderRow): OidcProviderSettings {
  return {
    key: `${provider.id}@${provider.modDatetime.getTime()}`,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
  };
}

function fromOidc(err: unknown): never {
  if (err instanceof OidcUnavailable) throw new AppError(ErrorCode.SSO_PROVIDER_UNAVAILABLE);
  if (err instanceof OidcRejected) throw new AppError(ErrorCode.SSO_FAILED);
  throw err;
}

async function providerFor(ctx: OpenContext, providerCd: number, companyId: string | undefined): Promise<IdentityProviderRow> {
  if (companyId !== undefined) {
    const company = await findCompanyById(ctx.db, companyId);
    if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
    const provider = await repo.findProvider(ctx.db, company.companyIdx, providerCd);
    if (!provider) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
    return provider;
  }
  // Partners link to the entry page without a company: that works while one company uses them.
  const candidates = await repo.findProvidersAcrossCompanies(ctx.db, providerCd);
  if (candidates.length !== 1 || !candidates[0]) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
  return candidates[0];
}

async function begin(ctx: OpenContext, entry: Flow, providerCd: number, input: SsoInput, attempt: Attempt): Promise<SsoOutput> {
  const provider = await providerFor(ctx, providerCd, input.companyId);
  attempt.companyIdx = provider.companyIdx;
  const pending = newPendingSignIn();
  const url = await authorizationUrl(settingsOf(provider), redirectUriOf(ctx.runtime.settings.publicOrigin, entry), pending).catch(
    fromOidc,
  );
  await issueOneTime(ctx.db, 'sso_state', ctx.runtime.clock(), {
    token: pending.state,
    companyIdx: provider.companyIdx,
    payload: { entry, providerId: provider.id, nonce: pending.nonce, codeVerifier: pending.codeVerifier, browser: bindToBrowser(ctx) },
  });
  return { result: { authorizeUrl: url, login: null } };
}

/** The user a provider's subject stands for: its link, or on first sign-in the configured claim. */
async function userOf(ctx: OpenContext, provider: IdentityProviderRow, claims: Record<string, unknown> & { sub: string }) {
  const now = ctx.runtime.clock();
  const linked = await repo.findLinkedAccount(ctx.db, provider.id, claims.sub);
  if (linked) {
    const found = await findUserWithCompanyAcrossCompanies(ctx.db, linked.userIdx);
    if (!found || found.user.companyIdx !== provider.companyIdx) throw new AppError(ErrorCode.SSO_USER_NOT_FOUND);
    await repo.touchLinkedAccount(ctx.db, linked.id, now);
    return found;
  }
  const value = provider.linkClaim ? claims[provider.linkClaim] : undefined;
  if (typeof value !== 'string' || value.length === 0) throw new AppError(ErrorCode.SSO_USER_NOT_FOUND);
  const user = await users.findUserByLoginId(ctx.db, provider.companyIdx, value);
  // Administrators are linked by the CLI only: a partner's claim never makes anyone an operator.
  if (!user || USER_ADMIN_TYPES.includes(user.userTypeCd as (typeof USER_ADMIN_TYPES)[number])) {
    throw new AppError(ErrorCode.SSO_USER_NOT_FOUND);
  }
  await repo.linkAccount(ctx.db, { providerId: provider.id, subject: claims.sub, userIdx: user.userIdx }, now);
  const company = await findCompanyByIdx(ctx.db, provider.companyIdx);
  if (!company) throw new AppError(ErrorCode.SSO_USER_NOT_FOUND);
  return { user, company };
}

async function finish(ctx: OpenContext, entry: Flow, input: SsoInput, attempt: Attempt): Promise<SsoOutput> {
  // The state is used up whatever happens next: a code comes back once, and so may its state.
  const pending = input.state ? await consumeOneTime(ctx.db, input.state, 'sso_state', ctx.runtime.clock()) : null;
  if (!pending || pending.payload.entry !== entry) throw new AppError(ErrorCode.SSO_FAILED);
  attempt.companyIdx = pending.companyIdx;
  if (!isSameBrowser(ctx, pending.payload.browser)) throw new AppError(ErrorCode.SSO_OTHER_BROWSER);
  if (input.error !== undefined || !input.code) throw new AppError(ErrorCode.SSO_FAILED);
  const provider = await repo.findProviderById(ctx.db, Number(pending.payload.providerId));
  if (!provider || !provider.enabled) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
  attempt.providerCd = provider.providerCd;
  const callback = new URL(redirectUriOf(ctx.runtime.settings.publicOrigin, entry));
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state ?? '');
  if (input.iss !== undefined) callback.searchParams.set('iss', input.iss);
  const claims = await finishSignIn(
    settingsOf(provider),
    callback,
    { state: input.state ?? '', nonce: String(pending.payload.nonce), codeVerifier: String(pending.payload.codeVerifier) },
    provider.linkClaim,
  ).catch(fromOidc);
  const { user, company } = await userOf(ctx, provider, claims);
  attempt.userIdx = user.userIdx;
  return { result: { authorizeUrl: null, login: await signInVerified(ctx, user, company) } };
}

/** SIGN_IN_GNE and SIGN_IN_DACHAEUM: start at the provider, or finish with what it sent back. */
export function signInSso(entry: SsoEntry) {
  return (input: SsoInput, ctx: OpenContext): Promise<SsoOutput> => {
    const method = entry === 'gne' ? 'SIGN_IN_GNE' : 'SIGN_IN_DACHAEUM';
    const finishing = input.code !== undefined || input.state !== undefined || input.error !== undefined;
    return audited(ctx, { method: finishing ? method : `${method}_START`, providerCd: SSO_ENTRIES[entry] }, (attempt) =>
      finishing ? finish(ctx, entry, input, attempt) : begin(ctx, entry, SSO_ENTRIES[entry], input, attempt),
    );
  };
}

/**
 * SIGN_IN_OAUTH (the OAuth login page, Google 2 and Apple 3): starts at the company's provider of
 * accountOwnerTypeCd, or finishes with what it sent back to /oauth (the state knows the provider).
 */
export function signInOauth(
  input: CommandParsedInput<'login.SIGN_IN_OAUTH'>,
  ctx: OpenContext,
): Promise<CommandData<'login.SIGN_IN_OAUTH'>> {
  const finishing = input.code !== undefined || input.state !== undefined || input.error !== undefined;
  const providerCd = input.accountOwnerTypeCd ?? 0;
  return audited(ctx, { method: finishing ? 'SIGN_IN_OAUTH' : 'SIGN_IN_OAUTH_START', providerCd }, async (attempt) => {
    if (finishing) return finish(ctx, 'oauth', input, attempt);
    // Google or Apple of a company: the page always names both.
    if (input.accountOwnerTypeCd === undefined || input.companyId === undefined) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED);
    return begin(ctx, 'oauth', providerCd, input, attempt);
  });
}

/**
 * A session handed over by a signed-in caller, for one audience, once, within a minute, and only while
 * the caller's session lasts: a token issued before a logout or password change signs nobody in after it.
 */
export async function issueHandover(input: CommandParsedInput<'token.ISSUE'>, ctx: SignedInContext): Promise<CommandData<'token.ISSUE'>> {
  const issued = await issueOneTime(ctx.db, input.audience, ctx.runtime.clock(), {
    userIdx: ctx.user.userIdx,
    companyIdx: ctx.company.companyIdx,
    payload: { sessionId: ctx.auth.sessionId },
  });
  return { result: issued };
}

async function takeHandover(ctx: OpenContext, token: string, audience: HandoverAudience, method: string): Promise<LoginResult> {
  return audited(ctx, { method, providerCd: 0 }, async (attempt) => {
    const row = await consumeOneTime(ctx.db, token, audience, ctx.runtime.clock(), { inOpenSession: true });
    if (!row?.userIdx) throw new AppError(ErrorCode.ONE_TIME_TOKEN_INVALID);
    attempt.userIdx = row.userIdx;
    attempt.companyIdx = row.companyIdx;
    const found = await findUserWithCompanyAcrossCompanies(ctx.db, row.userIdx);
    if (!found) throw new AppError(ErrorCode.ONE_TIME_TOKEN_INVALID);
    return signInVerified(ctx, found.user, found.company);
  });
}

export async function signInApp(
  input: CommandParsedInput<'login.SIGN_IN_APP'>,
  ctx: OpenContext,
): Promise<CommandData<'login.SIGN_IN_APP'>> {
  return { result: await takeHandover(ctx, input.token, 'app', 'SIGN_IN_APP') };
}

export async function signInAuto(
  input: CommandParsedInput<'login.SIGN_IN_AUTO'>,
  ctx: OpenContext,
): Promise<CommandData<'login.SIGN_IN_AUTO'>> {
  return { result: await takeHandover(ctx, input.token, 'auto', 'SIGN_IN_AUTO') };
}

export async function exchangeToken(input: CommandParsedInput<'token.EXCHANGE'>, ctx: OpenContext): Promise<CommandData<'token.EXCHANGE'>> {
  return { result: await takeHandover(ctx, input.brk ?? input.p ?? '', 'exchange', 'TOKEN_EXCHANGE') };
}
