import { statusOfCode } from '@boda/contract';

/** Codes the client produces itself when the server did not answer with an envelope. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK_ERROR',
  BAD_RESPONSE: 'BAD_RESPONSE',
  NO_SESSION: 'NO_SESSION',
} as const;

/** Every failed call ends here: `code` is the catalogue code (WB-{status}-{n}) or a ClientErrorCode. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message?: string) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }

  static fromCode(code: string, message?: string | null): ApiError {
    return new ApiError(code, statusOfCode(code), message ?? undefined);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
