import { ErrorCode, type ErrorCodeValue, ERROR_MESSAGES, fail, statusOfCode } from '@boda/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, type IssueDetail } from '../errors';

/** Fastify's own error codes (body parsing, multipart limits) translated into the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCodeValue> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.FILE_TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: ErrorCode.FILE_TOO_LARGE,
  FST_FILES_LIMIT: ErrorCode.TOO_MANY_FILES,
  FST_PARTS_LIMIT: ErrorCode.TOO_MANY_FILES,
  FST_FIELDS_LIMIT: ErrorCode.BAD_PARAMETER,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ErrorCode.BAD_PARAMETER,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.BAD_PARAMETER,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.BAD_PARAMETER,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.BAD_PARAMETER,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.BAD_PARAMETER,
  FST_ERR_VALIDATION: ErrorCode.BAD_PARAMETER,
};

export function zodDetails(error: z.ZodError): IssueDetail[] {
  return error.issues.map((issue) => {
    // Contract validators put their i18n key in params.key so the client can translate the message.
    const key = issue.code === 'custom' ? (issue.params as { key?: unknown } | undefined)?.key : undefined;
    const detail: IssueDetail = { path: issue.path.map(String).join('.'), message: issue.message };
    return typeof key === 'string' ? { ...detail, key } : detail;
  });
}

function isFastifyError(err: unknown): err is FastifyError {
  return err instanceof Error && typeof (err as Partial<FastifyError>).code === 'string';
}

/** A Fastify error (body parser, multipart limits) the catalogue translates. */
export function isKnownFastifyError(err: unknown): boolean {
  return isFastifyError(err) && FASTIFY_CODES[err.code] !== undefined;
}

/** Any thrown value -> the catalogue error the client sees. Unknown errors become WB-500-001. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return new AppError(ErrorCode.BAD_PARAMETER, undefined, zodDetails(err));
  if (isFastifyError(err) && FASTIFY_CODES[err.code]) return new AppError(FASTIFY_CODES[err.code]);
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  // Client errors Fastify raises without a code we know (bad JSON, bad header) are still the caller's fault.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_PARAMETER);
  }
  return new AppError(ErrorCode.INTERNAL);
}

export function errorBody(error: AppError) {
  const body = fail(error.code, error.message || ERROR_MESSAGES[error.code]);
  return error.details ? { ...body, details: error.details } : body;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const appError = toAppError(err);
    if (appError.status >= 500) {
      // The stack goes to the server log only; the body carries nothing but the code.
      req.log.error({ err }, 'unexpected error');
    } else if (!(err instanceof AppError)) {
      req.log.debug({ code: appError.code, reason: err instanceof Error ? err.message : String(err) }, 'request refused');
    }
    if (appError.retryAfterSeconds !== undefined) void reply.header('retry-after', String(appError.retryAfterSeconds));
    return reply.status(statusOfCode(appError.code)).type('application/json; charset=utf-8').send(errorBody(appError));
  });
}
