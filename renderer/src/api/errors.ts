import { type IssueDetail, asIssueDetail, statusOfCode } from '@boda/contract';

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
  /** Field-level problems the server named (envelope `details`); empty when it named none. */
  readonly details: readonly IssueDetail[];

  constructor(code: string, status: number, message?: string, details: readonly IssueDetail[] = []) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  static fromCode(code: string, message?: string | null, details?: unknown): ApiError {
    return new ApiError(code, statusOfCode(code), message ?? undefined, validDetails(details));
  }
}

/** Keeps only well-formed details: a drifting server must not break the error path. */
function validDetails(details: unknown): IssueDetail[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) => asIssueDetail(detail) ?? []);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
