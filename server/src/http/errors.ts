import { ERROR_MESSAGES, type ErrorCodeValue, statusOfCode } from '@boda/contract';

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

  constructor(code: ErrorCodeValue, message?: string, details?: IssueDetail[]) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOfCode(code);
    this.details = details;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
