import type { z } from 'zod';
import type { HttpMethod } from './define';

/**
 * A command that answers bytes (a file or an image) instead of an envelope. It shares its
 * resource's path and picks the operation by `command` like every other command; errors still
 * come back as envelopes. The renderer fetches it with `api.download(name, input)`.
 */
export interface DownloadSpec<I extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  command: string;
  auth: 'none' | 'optional' | 'required';
  input: I;
}

export function defineDownload<I extends z.ZodType>(spec: DownloadSpec<I>): DownloadSpec<I> {
  return spec;
}
