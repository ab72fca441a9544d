import type { z } from 'zod';
import { type Access, type AuthMode, authModeOf } from './access';
import type { HttpMethod } from './define';
import type { ResourceRead } from './resources';

/**
 * A command that answers bytes (a file or an image) instead of an envelope. It shares its
 * resource's path and picks the operation by `command` like every other command; errors still
 * come back as envelopes. The renderer fetches it with `api.download(name, input)`.
 */
export interface DownloadSpec<I extends z.ZodType = z.ZodType, A extends Access = Access> {
  method: HttpMethod;
  path: string;
  command: string;
  /** Who may call it (contract/src/api/access.ts), checked by the server before the handler. */
  access: A;
  /** The resource whose bytes it reads (contract/src/api/resources.ts); a download changes nothing. */
  resource: ResourceRead;
  /** Derived from `access`. */
  auth: AuthMode;
  input: I;
}

export function defineDownload<I extends z.ZodType, const A extends Access>(spec: Omit<DownloadSpec<I, A>, 'auth'>): DownloadSpec<I, A> {
  return { ...spec, auth: authModeOf(spec.access) };
}
