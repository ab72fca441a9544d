import { ErrorCode, ERROR_MESSAGES, type ErrorCodeValue, statusOfCode } from '@boda/contract';

/*
 * The server's one error type. It sits at the root of server/src (below every layer) because auth,
 * http and resources all refuse calls with it.
 */

/** Field-level problems sent back with WB-400-212 so forms can point at the field. */
export interface IssueDetail {
  path: string;
  message: string;
  /** i18n key of the message in the `validation` namespace, when the contract validator gave one. */
  key?: string;
}

/**
 * The one error type services throw. The status is derived from the code (WB-{status}-{number}) so
 * the two can never disagree.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly status: number;
  readonly details?: IssueDetail[];
  /** Sent as Retry-After: when a refused client (a 429 or 503) may try again. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCodeValue, message?: string, details?: IssueDetail[], options: { retryAfterSeconds?: number } = {}) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOfCode(code);
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * The one way to refuse a field: WB-400-212 with a detail the form shows under `path`. Pass a
 * contract validator's issue (`{ key, message }`) or a plain message; `key` is its i18n key.
 */
export function fieldError(path: string, issue: FieldIssue): AppError {
  return fieldErrors([[path, issue]]);
}

type FieldIssue = string | { message: string; key?: string };

/** Several refused fields at once (an editor flags each of them): WB-400-212 with one detail per field. */
export function fieldErrors(issues: ReadonlyArray<readonly [path: string, issue: FieldIssue]>): AppError {
  return new AppError(
    ErrorCode.BAD_PARAMETER,
    undefined,
    issues.map(([path, issue]) => {
      const { message, key } = typeof issue === 'string' ? { message: issue, key: undefined } : issue;
      return key === undefined ? { path, message } : { path, message, key };
    }),
  );
}
