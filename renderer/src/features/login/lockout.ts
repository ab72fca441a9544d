import { ErrorCode } from '@boda/contract';
import type { ApiError } from '../../api/errors';

/**
 * When a temporarily locked account may sign in again: the server names it in the `retryAt` detail
 * of WB-400-004 (an operator's lock has none). Null when the answer carries no valid time.
 */
export function lockedUntil(error: ApiError): Date | null {
  if (error.code !== ErrorCode.ACCOUNT_LOCKED) return null;
  const detail = error.details.find((d) => d.path === 'retryAt');
  const at = detail ? new Date(detail.message) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** The retry time as the user reads a clock, in the page's language. */
export function formatRetryTime(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);
}
