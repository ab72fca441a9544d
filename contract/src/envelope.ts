import { z } from 'zod';

/** Every response: `{success, errorCode, data:{result, resultPage, resultList}}`. */
export interface Envelope<D = ApiData> {
  success: boolean;
  errorCode: string | null;
  message?: string | null;
  data: D | null;
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

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}

/** Pages are 1-based. */
export function toPage<T>(content: T[], page: number, size: number, total: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / size));
  return { content, page, size, total, first: page <= 1, last: page >= lastPage };
}

export function ok<D>(data: D): Envelope<D> {
  return { success: true, errorCode: null, data };
}

export function fail(errorCode: string, message?: string): Envelope<null> {
  return { success: false, errorCode, message: message ?? null, data: null };
}
