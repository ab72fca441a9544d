import { type CommandData, type CommandParsedInput, ErrorCode, LoginProvider, type LoginResult, UserStatus } from '@boda/contract';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';
import { findUserWithCompanyAcrossCompanies } from '../../auth/principal';
import { revokeSession } from '../../auth/sessions';
import type { CompanyRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { OpenContext, OptionalContext } from '../../http/context';
import { bodaSettingOf, bodaSettingWith, isLicenseExpired, toCompanyDto } from '../company';
import * as users from '../user';
import { knownDeviceOf, rememberDevice } from './device';
import { findSignInSubjects } from './repository';
import * as tokens from './tokens';

/**
 * Wrong passwords in a row from unknown clients lock an account for a while, not for good: the 5th
 * for a minute, each further one twice as long, at most an hour (the one that locks already answers
 * WB-400-004). An operator's unlock ends it early. The lock holds for unknown clients only: a
 * browser or app that signed in to the account before (its device ticket, ./device.ts) still signs
 * in, so a stranger who knows a login id keeps only strangers out, and is told nothing about when.
 */
export const LOCKOUT: users.LockoutRule = { after: 5, baseSeconds: 60, maxSeconds: 3600 };

function isLockedOut(user: UserRow, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
}

/**
 * State checks shared by every way of signing in (password, remember token). A temporary lockout
 * stops password guessing only: a remember token is not a guess, so it still signs in.
 */
function assertCanSignIn(user: UserRow, company: CompanyRow, now: Date): void {
  if (user.locked) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  if (user.userStatusCd !== UserStatus.USE) throw new AppError(ErrorCode.ACCOUNT_UNAVAILABLE);
  if (isLicenseExpired(company, now)) throw new AppError(ErrorCode.LICENSE_EXPIRED);
}

/**
 * Opens a session (the account's sign-in recorded, tokens issued and the license's usage read in one
 * statement, tokens.openSignIn); an auto login's remember token belongs to it (a password change there keeps it).
 */
async function loginResult(ctx: OpenContext, user: UserRow, company: CompanyRow, remember: boolean): Promise<LoginResult> {
  const { raw } = ctx.runtime.configs.of(company);
  const signedIn = await tokens.openSignIn(ctx.runtime, user, company, remember);
  return {
    token: signedIn.token,
    rememberToken: signedIn.rememberToken,
    user: users.toUserDto(user, company),
    company: toCompanyDto(company),
    cfg: raw,
    bodaSetting: bodaSettingWith(company, ctx.runtime.clock(), signedIn.licenseUsage),
  };
}

/**
 * Signing in by a proof other than the password (a partner provider, a handed-over token): the
 * account checks every sign-in makes, then a new session (server/src/resources/sso).
 */
export async function signInVerified(ctx: OpenContext, user: UserRow, company: CompanyRow): Promise<LoginResult> {
  assertCanSignIn(user, company, ctx.runtime.clock());
  return loginResult(ctx, user, company, false);
}

export async function loginWithPassword(
  input: CommandParsedInput<'login.loginBoda'>,
  ctx: OpenContext,
): Promise<CommandData<'login.loginBoda'>> {
  // Failures are counted per address and account: someone guessing behind a school's NAT slows
  // down their own guesses, not everyone else at that address.
  const limiterKey = `${ctx.ip}|${input.companyId.toLowerCase()}|${input.username.toLowerCase()}`;
  const { loginLimiter, loginAddressLimiter } = ctx.runtime;
  // The limits, the company and the account in one statement, before any hashing.
  const { limits, company, user } = await findSignInSubjects(ctx.db, input.companyId, input.username, {
    address: loginAddressLimiter.exhausted(ctx.ip),
    account: loginLimiter.exhausted(limiterKey),
  });
  // An address also has a budget across accounts: guessing with a fresh id each time (every one a
  // password check) ends there, before any hashing.
  if (limits.address) throw new AppError(ErrorCode.TOO_MANY_LOGIN_ATTEMPTS);
  const failed = () => Promise.all([loginLimiter.hit(limiterKey), loginAddressLimiter.hit(ctx.ip)]);
  const limited = limits.account;
  if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
  if (!user) {
    // Nobody can sign in as an unknown id, so a limited guesser is answered without the hashing work.
    if (limited) throw new AppError(ErrorCode.TOO_MANY_LOGIN_ATTEMPTS);
    await failed();
    await burnPasswordCheck(input.password, company.companyIdx);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  }
  // Accounts of other providers, or ones that never set a password, cannot use the password form.
  if (user.accountOwnerTypeCd !== LoginProvider.OWN || !user.passwordHash || user.userStatusCd === UserStatus.INCOMPLETED) {
    throw new AppError(ErrorCode.WRONG_CREDENTIALS_REENTER);
  }
  const now = ctx.runtime.clock();
  if (user.locked) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  const knownDevice = knownDeviceOf(ctx, user.userIdx) !== null;
  if (!knownDevice && isLockedOut(user, now)) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  // The right password signs in even when this address used up its failures.
  if (!(await verifyPassword(user.passwordHash, input.password, { lane: company.companyIdx }))) {
    await failed();
    // The owner's own device mistyping is held back by the address limit only, and locks no one out.
    const { lockedUntil } = knownDevice ? { lockedUntil: null } : await users.recordFailedLogin(ctx.db, user.userIdx, LOCKOUT, now);
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      ctx.log.warn({ userIdx: user.userIdx, companyId: company.companyId, lockedUntil }, 'account locked after failed logins');
      throw new AppError(ErrorCode.ACCOUNT_LOCKED);
    }
    throw new AppError(limited ? ErrorCode.TOO_MANY_LOGIN_ATTEMPTS : ErrorCode.INVALID_CREDENTIALS);
  }
  assertCanSignIn(user, company, now);
  rememberDevice(ctx, user.userIdx);
  return { result: await loginResult(ctx, user, company, input.autoLogin) };
}

export async function loginWithRememberToken(
  input: CommandParsedInput<'login.loginRemember'>,
  ctx: OpenContext,
): Promise<CommandData<'login.loginRemember'>> {
  const userIdx = await tokens.consumeRememberToken(ctx.runtime, input.rememberToken);
  const found = await findUserWithCompanyAcrossCompanies(ctx.db, userIdx);
  if (!found) throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  assertCanSignIn(found.user, found.company, ctx.runtime.clock());
  return { result: await loginResult(ctx, found.user, found.company, true) };
}

/** Shared by token and resetToken: rotate, then re-check the account before handing out a new pair. */
async function rotate(input: CommandParsedInput<'login.token'>, ctx: OpenContext, reloadedConfig: boolean) {
  const rotated = await tokens.consumeRefreshToken(ctx.runtime, input.refresh_token);
  const found = await findUserWithCompanyAcrossCompanies(ctx.db, rotated.userIdx);
  if (!found) throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  try {
    assertCanSignIn(found.user, found.company, ctx.runtime.clock());
  } catch {
    // A paused or locked account keeps no session; the client signs in again and sees why.
    throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  }
  return { ...found, token: await rotated.finish(found.user, found.company, reloadedConfig) };
}

export async function refreshToken(input: CommandParsedInput<'login.token'>, ctx: OpenContext): Promise<CommandData<'login.token'>> {
  const { token } = await rotate(input, ctx, false);
  return { result: token };
}

export async function resetToken(
  input: CommandParsedInput<'login.resetToken'>,
  ctx: OpenContext,
): Promise<CommandData<'login.resetToken'>> {
  const { token, company } = await rotate(input, ctx, true);
  const { raw } = ctx.runtime.configs.of(company);
  return { result: { token, cfg: raw, bodaSetting: await bodaSettingOf(ctx.db, company, ctx.runtime.clock()) } };
}

export async function loginInfo(
  _input: CommandParsedInput<'login.LOGIN_INFO'>,
  ctx: OptionalContext,
): Promise<CommandData<'login.LOGIN_INFO'>> {
  if (!ctx.auth) return { result: { loggedIn: false, user: null, company: null, cfg: null, bodaSetting: null } };
  const { user, company } = ctx;
  const { raw } = ctx.runtime.configs.of(company);
  return {
    result: {
      loggedIn: true,
      user: users.toUserDto(user, company),
      company: toCompanyDto(company),
      cfg: raw,
      bodaSetting: await bodaSettingOf(ctx.db, company, ctx.runtime.clock()),
    },
  };
}

/**
 * Ends this device's session: the one of the bearer token and of the refresh token presented
 * (knowing a token is the proof needed to end it). Other devices stay signed in.
 */
export async function logout(input: CommandParsedInput<'login.logout'>, ctx: OptionalContext): Promise<CommandData<'login.logout'>> {
  const now = ctx.runtime.clock();
  if (ctx.auth) await revokeSession(ctx.db, ctx.auth.sessionId, now);
  if (input.refreshToken) await tokens.revokeSessionOf(ctx.db, input.refreshToken, now);
  if (input.rememberToken) await tokens.revokeRememberToken(ctx.db, input.rememberToken, now);
  return { result: { loggedOut: true } };
}
