/*
 * Plain types and helpers only, no zod: the login page's API client uses them (tests/bench/README.md).
 */

/**
 * One field-level problem of a rejected input (WB-400-212): `path` names the input field in dot
 * notation (`room.roomTitle`, `userIdxList.0`), so a form can show `message` under that field.
 */
export interface IssueDetail {
  path: string;
  message: string;
  /** i18n key of the message in the `validation` namespace, when the contract validator gave one. */
  key?: string;
}

/** A well-formed detail as an IssueDetail (extra fields dropped), else null; plain code, so clients need no zod for it. */
export function asIssueDetail(value: unknown): IssueDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, message, key } = value as Record<string, unknown>;
  if (typeof path !== 'string' || typeof message !== 'string') return null;
  if (key === undefined) return { path, message };
  return typeof key === 'string' ? { path, message, key } : null;
}

/** Every response: `{success, errorCode, data:{result, resultPage, resultList}}`; failures may carry `details`. */
export interface Envelope<D = ApiData> {
  success: boolean;
  errorCode: string | null;
  message?: string | null;
  data: D | null;
  details?: IssueDetail[];
}

export interface ApiData<R = unknown, L = unknown> {
  result?: R;
  resultPage?: Page<L>;
  resultList?: L[];
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
  first: boolean;
  last: boolean;
}

/** Pages are 1-based. */
export function toPage<T>(content: T[], page: number, size: number, total: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / size));
  return { content, page, size, total, first: page <= 1, last: page >= lastPage };
}

export function ok<D>(data: D): Envelope<D> {
  return { success: true, errorCode: null, data };
}

export function fail(errorCode: string, message?: string, details?: IssueDetail[]): Envelope<null> {
  const body: Envelope<null> = { success: false, errorCode, message: message ?? null, data: null };
  return details && details.length > 0 ? { ...body, details } : body;
}
