import { type Access, commands, downloads, SERVICE_TYPE_HEADER, type ServiceTypeValue } from '@boda/contract';
import type { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { checkAccess } from '../http/access';
import { DEMO } from '../seed/demo';
import type { Harness } from './harness';

/*
 * The contract's registry as data for tests that must cover every command and download (the fuzz
 * and isolation tests): each entry's request shape, its input fields read from the zod schema, a
 * plausible value per field, and a demo caller who passes its declared access.
 */

export interface RegistryEntry {
  name: string;
  kind: 'command' | 'download';
  method: 'GET' | 'POST';
  path: string;
  command?: string;
  encoding: 'query' | 'json' | 'form' | 'multipart';
  access: Access;
  input: z.ZodType;
  fileField?: string;
}

export function registryEntries(): RegistryEntry[] {
  const fromCommands = Object.entries(commands).map(([name, spec]) => ({
    name,
    kind: 'command' as const,
    method: spec.method,
    path: spec.path,
    command: spec.command,
    encoding: spec.encoding,
    access: spec.access,
    input: spec.input as z.ZodType,
    fileField: 'files' in spec && spec.files ? spec.files.field : undefined,
  }));
  const fromDownloads = Object.entries(downloads).map(([name, spec]) => ({
    name,
    kind: 'download' as const,
    method: spec.method,
    path: spec.path,
    command: spec.command,
    encoding: spec.method === 'GET' ? ('query' as const) : ('form' as const),
    access: spec.access as Access,
    input: spec.input as z.ZodType,
  }));
  return [...fromCommands, ...fromDownloads];
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
}
interface Bag {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; bag: Bag } })._zod;

/** The object shape of an input schema (through optional, default, pipe and preprocess wrappers). */
export function inputShape(schema: z.ZodType): Record<string, z.ZodType> {
  const { def } = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return inputShape(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return defOf(def.in).def.type === 'transform' ? inputShape(def.out) : inputShape(def.in);
  if (def.type === 'intersection' && def.left) return inputShape(def.left);
  return {};
}

/** A value the schema most likely accepts: the smallest number allowed, a short string, the first option. */
export function sampleValue(schema: z.ZodType, depth = 0): unknown {
  const { def, bag } = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleValue(field, depth + 1)]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? sampleValue(def.innerType, depth + 1) : undefined;
    case 'pipe':
      if (!def.in || !def.out) return undefined;
      return defOf(def.in).def.type === 'transform' ? sampleValue(def.out, depth + 1) : sampleValue(def.in, depth + 1);
    case 'union':
      return def.options?.[0] ? sampleValue(def.options[0], depth + 1) : undefined;
    case 'array':
      return [];
    case 'string':
      return 'x'.repeat(Math.max(1, Math.min(bag.minLength ?? 1, bag.maxLength ?? 1)));
    case 'number':
      return typeof bag.minimum === 'number' && Number.isFinite(bag.minimum) ? Math.max(bag.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'lazy':
      return def.getter ? sampleValue(def.getter(), depth + 1) : undefined;
    case 'intersection':
      return def.left ? sampleValue(def.left, depth + 1) : undefined;
    default:
      return undefined;
  }
}

export const ROLES = [DEMO.users.operator, DEMO.users.teacher, DEMO.users.openTeacher, DEMO.users.student, DEMO.users.monitor] as const;
export type Role = (typeof ROLES)[number];

export interface Caller {
  userId: string;
  serviceType: ServiceTypeValue;
}

/** Demo callers whose declared access passes, best first; [] for public and optional entries. */
export async function callersFor(h: Harness, tokens: Map<string, string>, access: Access): Promise<Caller[]> {
  if (access === 'public' || access === 'optional') return [];
  const found: Caller[] = [];
  for (const userId of ROLES) {
    const token = tokens.get(userId);
    if (!token) continue;
    const principal = await authenticate(h.app.boda, token);
    for (const serviceType of ['MANAGE', 'SERVICE'] as const) {
      try {
        checkAccess(access, { ...principal, serviceType });
        found.push({ userId, serviceType });
      } catch {
        // This caller may not use the command; another may.
      }
    }
  }
  return found;
}

export interface RawReply {
  status: number;
  body: string;
  contentType: string;
}

/** One request as a client would build it for the entry's encoding; `raw` sends a JSON text as is. */
export async function sendEntry(
  h: Harness,
  entry: RegistryEntry,
  input: Record<string, unknown> | { raw: string },
  caller: { token?: string; serviceType?: string } = {},
): Promise<RawReply> {
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.serviceType) headers[SERVICE_TYPE_HEADER] = caller.serviceType;
  const reply = await (async () => {
    if ('raw' in input && typeof input.raw === 'string') {
      const payload = entry.method === 'GET' ? undefined : input.raw;
      const url = entry.method === 'GET' ? `${entry.path}?command=${entry.command ?? ''}` : entry.path;
      return h.app.inject({ method: entry.method, url, payload, headers: { ...headers, 'content-type': 'application/json' } });
    }
    const params: Record<string, unknown> = { ...(entry.command ? { command: entry.command } : {}), ...input };
    if (entry.method === 'GET') return h.app.inject({ method: 'GET', url: entry.path, query: toQuery(params), headers });
    if (entry.encoding === 'json') return h.app.inject({ method: 'POST', url: entry.path, payload: params, headers });
    if (entry.encoding === 'multipart') {
      const form = new FormData();
      for (const [key, value] of Object.entries(toQuery(params))) for (const item of [value].flat()) form.append(key, item);
      if (entry.fileField) form.append(entry.fileField, new Blob([Buffer.from('%PDF-1.4 fuzz')]), 'fuzz.pdf');
      return h.app.inject({ method: 'POST', url: entry.path, payload: form, headers });
    }
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(toQuery(params))) for (const item of [value].flat()) body.append(key, item);
    return h.app.inject({
      method: 'POST',
      url: entry.path,
      payload: body.toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  })();
  return { status: reply.statusCode, body: reply.body, contentType: String(reply.headers['content-type'] ?? '') };
}

/** Query and form values: lists repeat their name, objects travel as JSON (as the renderer sends them). */
function toQuery(params: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = (item: unknown) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    out[key] = Array.isArray(value) ? value.map(text) : text(value);
  }
  return out;
}
