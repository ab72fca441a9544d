import { ErrorCode } from '@boda/contract';
import { createRateLimiter, type RateLimiter } from '../../auth/rate-limit';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import type { Runtime } from '../../runtime';
import { insertSignInEvent } from './repository';

/*
 * Every sign-in that is not the password form leaves a row in sign_in_events (provider, method,
 * the refusal's code), and refusals count against the caller's address: 20 a minute, then
 * WB-429-001. Tokens, codes and states never reach a row or a log line.
 */

const SSO_REFUSALS_PER_MINUTE = 20;
const limiters = new WeakMap<Runtime, RateLimiter>();

function refusals(runtime: Runtime): RateLimiter {
  let limiter = limiters.get(runtime);
  if (!limiter) {
    limiter = createRateLimiter(runtime.database.db, { name: 'ssoRefusals', limit: SSO_REFUSALS_PER_MINUTE, windowMs: 60_000 }, () =>
      runtime.clock().getTime(),
    );
    limiters.set(runtime, limiter);
  }
  return limiter;
}

export interface Attempt {
  method: string;
  providerCd: number;
  companyIdx?: number | null;
  userIdx?: number | null;
}

/**
 * Runs one sign-in attempt: refused outright when the address used up its refusals; a refusal is
 * recorded and counted, any other failure becomes WB-400-702 (never a 500 for a partner's answer).
 */
export async function audited<T>(ctx: OpenContext, attempt: Attempt, run: (attempt: Attempt) => Promise<T>): Promise<T> {
  const limiter = refusals(ctx.runtime);
  if (await limiter.isExhausted(ctx.ip)) throw new AppError(ErrorCode.TOO_MANY_LOGIN_ATTEMPTS);
  try {
    const result = await run(attempt);
    await insertSignInEvent(ctx.db, { ...attempt, errorCode: null, ip: ctx.ip });
    ctx.log.info({ method: attempt.method, providerCd: attempt.providerCd, userIdx: attempt.userIdx }, 'signed in');
    return result;
  } catch (err) {
    const refusal = err instanceof AppError ? err : new AppError(ErrorCode.SSO_FAILED);
    // The error's name only: a message might quote a request that carried a secret.
    if (!(err instanceof AppError)) ctx.log.warn({ method: attempt.method, error: (err as Error).name }, 'sign-in failed');
    await limiter.hit(ctx.ip);
    await insertSignInEvent(ctx.db, {
      ...attempt,
      errorCode: refusal.code,
      ip: ctx.ip,
      detail: refusal.message.slice(0, 500),
    });
    throw refusal;
  }
}
