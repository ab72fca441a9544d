import { z } from 'zod';
import type { FileRules } from '../uploads';
import { type Access, type AuthMode, authModeOf } from './access';
import type { ResourceUse } from './resources';

export type HttpMethod = 'GET' | 'POST';
/** How the input travels: query string, JSON body, form-encoded body or multipart body. */
export type Encoding = 'query' | 'json' | 'form' | 'multipart';

/**
 * One API command. Many resources share a path and choose the operation by `command`, which the
 * client sends as a query parameter (GET) or body field (POST) and the server dispatches on.
 * `output` describes the envelope's `data` object.
 */
export interface CommandSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Access = Access> {
  method: HttpMethod;
  path: string;
  command?: string;
  encoding: Encoding;
  /** Who may call it (contract/src/api/access.ts); required, the server checks it before the handler. */
  access: A;
  /** The resource it reads or changes (contract/src/api/resources.ts): the renderer's query keys and refreshes follow from it. */
  resource: ResourceUse;
  /** Derived from `access`: 'none' open call; 'optional' bearer used when present; 'required' 401 without one. */
  auth: AuthMode;
  input: I;
  output: O;
  /**
   * Multipart commands only: the one file field and its upload rules. The server checks count,
   * extension (jfif refused) and size while streaming the parts to storage (WB-400-401/402/403);
   * the handler receives the stored files in `ctx.uploads`, never in `input`.
   */
  files?: UploadSpec;
  /** JSON and form bodies larger than the server's default (1 MiB) that this command accepts, in bytes. */
  bodyLimit?: number;
}

export interface UploadSpec {
  field: string;
  rules: Readonly<FileRules>;
}

/** A command as written in the contract: `auth` is derived from `access`, never written by hand. */
export type CommandDeclaration<I extends z.ZodType, O extends z.ZodType, A extends Access> = Omit<CommandSpec<I, O, A>, 'auth'>;

export function defineCommand<I extends z.ZodType, O extends z.ZodType, const A extends Access>(
  spec: CommandDeclaration<I, O, A>,
): CommandSpec<I, O, A> {
  return { ...spec, auth: authModeOf(spec.access) };
}

/** Booleans that arrive as form or query strings. */
export const flexBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'Y', 'N'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'Y');

/** The range of a PostgreSQL int4 column: every integer input fits one, so none reaches the database as an error. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Integers that arrive as form or query strings, within int4 (a larger value is a bad parameter, never a 500). */
export const flexInt = z
  .union([z.number().int(), z.string().regex(/^-?\d{1,12}$/, 'must be a whole number')])
  .transform((v) => Number(v))
  .pipe(z.number().int().min(INT4_MIN).max(INT4_MAX));

export const isoDateTime = z.string();
export const empty = z.object({});

/**
 * An object that travels as a JSON string in form and multipart bodies (the client sends nested
 * objects that way) and as itself in JSON bodies.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}
