import {
  type CommandData,
  type CommandName,
  type CommandParsedInput,
  type CommandSpec,
  commands,
  ErrorCode,
  type ErrorCodeValue,
  hasPermission,
  ok,
  Permission,
  SERVICE_TYPE_HEADER,
  ServiceType,
  type ServiceTypeValue,
} from '@boda/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate, bearerToken } from '../auth/authenticate';
import type { Runtime } from '../runtime';
import type { AuthInfo, RequestContext } from './context';
import { zodDetails } from './error-handler';
import { AppError } from './errors';
import { deleteUploads, type MultipartFields, readMultipart, type UploadedFile } from './multipart';

export type CommandHandler<N extends CommandName> = (
  input: CommandParsedInput<N>,
  ctx: RequestContext,
) => Promise<CommandData<N>>;

export type CommandHandlers<N extends CommandName> = { [K in N]: CommandHandler<K> };

/**
 * A command that shares a contract path but answers something other than an envelope (image bytes,
 * downloads). It goes through the same auth and input parsing; the handler writes the reply.
 */
export interface RawCommand<I extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  command: string;
  auth: CommandSpec['auth'];
  input: I;
  /** Sends the reply itself (and must not return it: a reply is thenable). */
  handle(input: z.output<I>, ctx: RequestContext, reply: FastifyReply): Promise<void>;
}

/** Infers the handler's input from the schema, then erases it for the route table. */
export function rawCommand<I extends z.ZodType>(command: RawCommand<I>): RawCommand {
  return command;
}

export interface DispatchOptions<N extends CommandName> {
  raw?: RawCommand[];
  /** The catalogue code for invalid input of a command, when it is not WB-400-212 (login: WB-400-003). */
  inputError?: Partial<Record<N, (issuePaths: string[]) => ErrorCodeValue>>;
}

interface Entry {
  spec: Pick<CommandSpec, 'auth' | 'input' | 'method'> & Partial<Pick<CommandSpec, 'encoding' | 'files'>>;
  run(input: unknown, ctx: RequestContext, reply: FastifyReply): Promise<unknown>;
  inputError?: (issuePaths: string[]) => ErrorCodeValue;
}

interface RouteTable {
  method: 'GET' | 'POST';
  path: string;
  /** Keyed by command; '' for a path that has a single command-less spec. */
  entries: Map<string, Entry>;
}

function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}

/**
 * Registers one Fastify route per distinct (method, path) of the given contract commands and picks
 * the handler by the `command` parameter. This is the only way resources reach HTTP, so auth, the
 * service-type header and input validation cannot be forgotten by a route.
 */
export function registerCommands<N extends CommandName>(
  app: FastifyInstance,
  runtime: Runtime,
  handlers: CommandHandlers<N>,
  options: DispatchOptions<N> = {},
): void {
  const tables = new Map<string, RouteTable>();
  const tableFor = (method: 'GET' | 'POST', path: string): RouteTable => {
    const key = routeKey(method, path);
    let table = tables.get(key);
    if (!table) {
      table = { method, path, entries: new Map() };
      tables.set(key, table);
    }
    return table;
  };

  for (const name of Object.keys(handlers) as N[]) {
    const spec: CommandSpec = commands[name];
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    tableFor(spec.method, spec.path).entries.set(spec.command ?? '', {
      spec,
      inputError: options.inputError?.[name],
      run: async (input, ctx) => {
        const data = await handler(input, ctx);
        if (runtime.settings.validateOutput) {
          const checked = spec.output.safeParse(data);
          if (!checked.success) throw new Error(`${name} answered outside its contract: ${checked.error.message}`);
        }
        return ok(data);
      },
    });
  }
  for (const raw of options.raw ?? []) {
    tableFor(raw.method, raw.path).entries.set(raw.command, { spec: raw, run: raw.handle });
  }

  for (const table of tables.values()) {
    const multipartRules = [...table.entries.values()].flatMap((e) => (e.spec.encoding === 'multipart' && e.spec.files ? [e.spec.files.rules] : []));
    app.route({
      method: table.method,
      url: table.path,
      handler: async (req, reply) => {
        if (multipartRules.length > 0 && req.isMultipart()) return handleMultipart(req, reply, table, runtime, multipartRules);
        const params = paramsOf(req, table.method);
        const entry = pickEntry(table, params);
        const ctx = await contextFor(req, runtime, entry.spec.auth);
        const result = await entry.run(parseInput(entry, params), ctx, reply);
        // Raw handlers have answered already; envelopes are sent here.
        return reply.sent ? reply : reply.send(result);
      },
    });
  }
}

function parseInput(entry: Entry, params: Record<string, unknown>): unknown {
  const parsed = entry.spec.input.safeParse(params);
  if (!parsed.success) {
    const details = zodDetails(parsed.error);
    const code = entry.inputError?.(details.map((d) => d.path)) ?? ErrorCode.BAD_PARAMETER;
    throw new AppError(code, undefined, code === ErrorCode.BAD_PARAMETER ? details : undefined);
  }
  return parsed.data;
}

/**
 * A multipart request (server/src/http/multipart.ts): the command and the caller are settled from
 * the fields before the first file is stored; the handler gets the files in `ctx.uploads`.
 */
async function handleMultipart(
  req: FastifyRequest,
  reply: FastifyReply,
  table: RouteTable,
  runtime: Runtime,
  rules: { maxBytes: number; maxFiles: number }[],
): Promise<FastifyReply> {
  // Filled by `resolve`, which the reader calls once before storing the first file.
  const picked: { entry?: Entry; ctx?: RequestContext } = {};
  const { fields, uploads } = await readMultipart(req, {
    storage: runtime.storage,
    maxFileBytes: Math.max(...rules.map((r) => r.maxBytes)),
    maxFiles: Math.max(...rules.map((r) => r.maxFiles)),
    now: runtime.clock,
    resolve: async (parsedFields: MultipartFields) => {
      const entry = pickEntry(table, parsedFields);
      if (entry.spec.encoding !== 'multipart') throw new AppError(ErrorCode.BAD_PARAMETER, 'This command does not take multipart bodies.');
      picked.entry = entry;
      picked.ctx = await contextFor(req, runtime, entry.spec.auth);
      return entry.spec.files;
    },
  });
  try {
    const { entry, ctx } = picked;
    if (!entry || !ctx) throw new AppError(ErrorCode.BAD_PARAMETER);
    const result = await entry.run(parseInput(entry, fields), { ...ctx, uploads }, reply);
    return reply.sent ? reply : reply.send(result);
  } catch (err) {
    await deleteUploads(runtime.storage, uploads);
    throw err;
  }
}

/** For services: the files a multipart command received (empty for other encodings). */
export function uploadsOf(ctx: RequestContext): UploadedFile[] {
  return ctx.uploads ?? [];
}

function paramsOf(req: FastifyRequest, method: 'GET' | 'POST'): Record<string, unknown> {
  const source = method === 'GET' ? req.query : req.body;
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object' || Array.isArray(source)) {
    throw new AppError(ErrorCode.BAD_PARAMETER, 'The request body must be an object.');
  }
  return source as Record<string, unknown>;
}

function pickEntry(table: RouteTable, params: Record<string, unknown>): Entry {
  const single = table.entries.get('');
  if (single) return single;
  const command = params.command;
  const entry = typeof command === 'string' ? table.entries.get(command) : undefined;
  if (!entry) {
    throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'command', message: 'Unknown command.' }]);
  }
  return entry;
}

function readServiceType(req: FastifyRequest): ServiceTypeValue | null {
  const value = req.headers[SERVICE_TYPE_HEADER];
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === ServiceType.MANAGE || upper === ServiceType.SERVICE ? upper : null;
}

async function contextFor(req: FastifyRequest, runtime: Runtime, mode: CommandSpec['auth']): Promise<RequestContext> {
  let auth: AuthInfo | null = null;
  let serviceType = readServiceType(req);
  const token = bearerToken(req);
  if (mode === 'required') {
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
    auth = await authenticate(runtime, token);
    if (!serviceType) {
      throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [
        { path: SERVICE_TYPE_HEADER, message: 'MANAGE or SERVICE is required.' },
      ]);
    }
    if (serviceType === ServiceType.MANAGE && !hasPermission(auth.permissionMask, Permission.MANAGE_ACCESS)) {
      throw new AppError(ErrorCode.WRONG_SERVICE_TYPE);
    }
  } else if (mode === 'optional' && token) {
    // An optional bearer that no longer works just means "anonymous": logout and LOGIN_INFO must
    // still answer for a client holding an expired token.
    auth = await authenticate(runtime, token).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
  }
  if (!auth) serviceType = null;
  return {
    db: runtime.database.db,
    auth,
    serviceType,
    ip: req.ip,
    origin: `${req.protocol}://${req.host}`,
    headers: req.headers,
    log: req.log,
    runtime,
  };
}

/** For services: the caller of a command the dispatcher already authenticated. */
export function requireAuth(ctx: RequestContext): AuthInfo {
  if (!ctx.auth) throw new AppError(ErrorCode.UNAUTHORIZED);
  return ctx.auth;
}
