import {
  type Access,
  type CommandData,
  type CommandName,
  type CommandParsedInput,
  type Commands,
  type CommandSpec,
  commands,
  ErrorCode,
  type ErrorCodeValue,
  isAccess,
  ok,
  SERVICE_TYPE_HEADER,
  ServiceType,
  type ServiceTypeValue,
} from '@boda/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate, bearerToken } from '../auth/authenticate';
import type { PrincipalExtras } from '../auth/principal';
import { AppError, fieldError, type IssueDetail } from '../errors';
import type { Runtime } from '../runtime';
import { checkAccess, checkEmergency } from './access';
import type { ContextFor, OpenContext, OptionalContext, SignedInContext } from './context';
import { zodDetails } from './error-handler';
import { nulDetail, pathOfNul } from './input-guard';
import { deleteUploads, type MultipartFields, readMultipart, type UploadedFile } from './multipart';

/** A command's handler: input and output from the contract, the context from its access declaration. */
export type CommandHandler<N extends CommandName> = (
  input: CommandParsedInput<N>,
  ctx: ContextFor<Commands[N]['access']>,
) => Promise<CommandData<N>>;

export type CommandHandlers<N extends CommandName> = { [K in N]: CommandHandler<K> };

type AnyContext = OpenContext | OptionalContext | SignedInContext;

/**
 * A command that shares a contract path but answers something other than an envelope (image bytes,
 * downloads). It goes through the same access check and input parsing; the handler writes the reply.
 */
export interface RawCommand<I extends z.ZodType = z.ZodType, A extends Access = Access> {
  method: 'GET' | 'POST';
  path: string;
  command: string;
  access: A;
  input: I;
  /** Sends the reply itself (and must not return it: a reply is thenable). */
  handle(input: z.output<I>, ctx: ContextFor<A>, reply: FastifyReply): Promise<void>;
}

/** Infers the handler's input and context from the schema and access, then erases them for the route table. */
export function rawCommand<I extends z.ZodType, const A extends Access>(command: RawCommand<I, A>): RawCommand {
  return command as unknown as RawCommand;
}

export interface DispatchOptions<N extends CommandName> {
  raw?: RawCommand[];
  /** The catalogue code for invalid input of a command, when it is not WB-400-212 (login: WB-400-003). */
  inputError?: Partial<Record<N, (issuePaths: string[]) => ErrorCodeValue>>;
  /**
   * What a signed-in command reads with its caller in the same statement (auth/principal.ts), or how
   * to tell from its parsed input (room LIST reads its company's room-list version there).
   */
  principalExtras?: { [K in N]?: PrincipalExtras | ((input: CommandParsedInput<K>) => PrincipalExtras) };
}

interface Entry {
  spec: Pick<CommandSpec, 'access' | 'input' | 'method'> & Partial<Pick<CommandSpec, 'encoding' | 'files' | 'bodyLimit'>>;
  run(input: unknown, ctx: AnyContext, reply: FastifyReply): Promise<unknown>;
  inputError?: (issuePaths: string[]) => ErrorCodeValue;
  principalExtras?: PrincipalExtras | ((input: unknown) => PrincipalExtras);
}

interface RouteTable {
  method: 'GET' | 'POST';
  path: string;
  /** Keyed by command; '' for a path that has a single command-less spec. */
  entries: Map<string, Entry>;
}

/**
 * The route tables of an app: resources that share a path (task.ADD_DEPLOY on /boda/textbook, note.SAVE
 * beside the note resource's commands on /boda/note) add their commands to the one route of that path.
 */
const routeTables = new WeakMap<FastifyInstance, Map<string, RouteTable>>();

/**
 * The largest body any contract command on this method and path accepts (`bodyLimit`), or undefined for
 * Fastify's default. The route reads up to it; each command is then held to its own limit (`checkBodyLimit`).
 */
function routeBodyLimit(method: 'GET' | 'POST', path: string): number | undefined {
  const limits = Object.values(commands as Record<string, CommandSpec>)
    .filter((spec) => spec.method === method && spec.path === path && spec.bodyLimit !== undefined)
    .map((spec) => spec.bodyLimit!);
  return limits.length > 0 ? Math.max(...limits) : undefined;
}

/** A body over the command's own limit (a route shared with a larger-bodied command read it): refused as Fastify would. */
function checkBodyLimit(req: FastifyRequest, entry: Entry, defaultLimit: number): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > (entry.spec.bodyLimit ?? defaultLimit)) throw new AppError(ErrorCode.FILE_TOO_LARGE, 'The request body is too large.');
}

/** A command without an access declaration never reaches HTTP (the types refuse it too). */
function assertAccessDeclared(name: string, access: unknown): void {
  if (!isAccess(access)) throw new Error(`${name} declares no access: add \`access\` to its contract spec`);
}

/**
 * Registers one Fastify route per distinct (method, path) of the given contract commands and picks
 * the handler by the `command` parameter. This is the only way resources reach HTTP, so auth, the
 * declared access, the service-type header and input validation cannot be forgotten by a route.
 */
export function registerCommands<N extends CommandName>(
  app: FastifyInstance,
  runtime: Runtime,
  handlers: CommandHandlers<N>,
  options: DispatchOptions<N> = {},
): void {
  const tables = routeTables.get(app) ?? new Map<string, RouteTable>();
  routeTables.set(app, tables);
  const added: RouteTable[] = [];
  const tableFor = (method: 'GET' | 'POST', path: string): RouteTable => {
    const key = `${method} ${path}`;
    let table = tables.get(key);
    if (!table) {
      table = { method, path, entries: new Map() };
      tables.set(key, table);
      added.push(table);
    }
    return table;
  };

  for (const name of Object.keys(handlers) as N[]) {
    const spec: CommandSpec = commands[name];
    assertAccessDeclared(name, spec.access);
    const handler = handlers[name] as unknown as (input: unknown, ctx: AnyContext) => Promise<unknown>;
    const table = tableFor(spec.method, spec.path);
    if (table.entries.has(spec.command ?? '')) throw new Error(`${name} is registered twice`);
    table.entries.set(spec.command ?? '', {
      spec,
      inputError: options.inputError?.[name],
      principalExtras: options.principalExtras?.[name] as Entry['principalExtras'],
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
    assertAccessDeclared(`${raw.path} ${raw.command}`, raw.access);
    tableFor(raw.method, raw.path).entries.set(raw.command, {
      spec: raw,
      run: (input, ctx, reply) => raw.handle(input, ctx as never, reply),
    });
  }

  const defaultBodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  for (const table of added) {
    // Read per request: a later registerCommands may add commands to this path.
    const multipartRulesOf = () =>
      [...table.entries.values()].flatMap((e) => (e.spec.encoding === 'multipart' && e.spec.files ? [e.spec.files.rules] : []));
    app.route({
      method: table.method,
      url: table.path,
      bodyLimit: routeBodyLimit(table.method, table.path),
      handler: async (req, reply) => {
        const multipartRules = multipartRulesOf();
        if (multipartRules.length > 0 && req.isMultipart()) return handleMultipart(req, reply, table, runtime, multipartRules);
        const params = paramsOf(req, table.method);
        const entry = pickEntry(table, params);
        checkBodyLimit(req, entry, defaultBodyLimit);
        const early = extrasOf(entry, params);
        const ctx = await contextFor(req, reply, runtime, table.path, entry, early.extras);
        const result = await entry.run(early.parsed ? early.input : parseInput(entry, params), ctx, reply);
        // Raw handlers have answered already; envelopes are sent here.
        return reply.sent ? reply : reply.send(result);
      },
    });
  }
}

/**
 * What the caller is read with. A command whose extras follow from its input has the input parsed
 * first; input that does not parse asks for nothing and is refused after the caller is checked, so
 * an anonymous caller still gets 401 before any complaint about the input.
 */
function extrasOf(
  entry: Entry,
  params: Record<string, unknown>,
): { extras?: PrincipalExtras; parsed: false } | { extras: PrincipalExtras; parsed: true; input: unknown } {
  const extras = entry.principalExtras;
  if (typeof extras !== 'function') return { extras, parsed: false };
  let input: unknown;
  try {
    input = parseInput(entry, params);
  } catch (err) {
    if (err instanceof AppError) return { parsed: false };
    throw err;
  }
  return { extras: extras(input), parsed: true, input };
}

function parseInput(entry: Entry, params: Record<string, unknown>): unknown {
  const refuse = (details: IssueDetail[]): never => {
    const code = entry.inputError?.(details.map((d) => d.path)) ?? ErrorCode.BAD_PARAMETER;
    throw new AppError(code, undefined, code === ErrorCode.BAD_PARAMETER ? details : undefined);
  };
  // Checked before and after parsing: JSON fields only show their NUL once decoded.
  const rawNul = pathOfNul(params);
  if (rawNul !== null) refuse([nulDetail(rawNul)]);
  const parsed = entry.spec.input.safeParse(params);
  if (!parsed.success) return refuse(zodDetails(parsed.error));
  const parsedNul = pathOfNul(parsed.data);
  if (parsedNul !== null) refuse([nulDetail(parsedNul)]);
  return parsed.data;
}

/**
 * A multipart request (server/src/http/multipart.ts): the command and the caller (with its access)
 * are settled from the fields before the first file is stored; the handler gets the files in `ctx.uploads`.
 */
async function handleMultipart(
  req: FastifyRequest,
  reply: FastifyReply,
  table: RouteTable,
  runtime: Runtime,
  rules: { maxBytes: number; maxFiles: number }[],
): Promise<FastifyReply> {
  // Filled by `resolve`, which the reader calls once before storing the first file.
  const picked: { entry?: Entry; ctx?: AnyContext } = {};
  const { fields, uploads } = await readMultipart(req, {
    storage: runtime.storage,
    maxFileBytes: Math.max(...rules.map((r) => r.maxBytes)),
    maxFiles: Math.max(...rules.map((r) => r.maxFiles)),
    now: runtime.clock,
    resolve: async (parsedFields: MultipartFields) => {
      const entry = pickEntry(table, parsedFields);
      if (entry.spec.encoding !== 'multipart') throw new AppError(ErrorCode.BAD_PARAMETER, 'This command does not take multipart bodies.');
      picked.entry = entry;
      picked.ctx = await contextFor(
        req,
        reply,
        runtime,
        table.path,
        entry,
        typeof entry.principalExtras === 'function' ? undefined : entry.principalExtras,
      );
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
export function uploadsOf(ctx: OpenContext): UploadedFile[] {
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
  if (!entry) throw fieldError('command', 'Unknown command.');
  return entry;
}

function readServiceType(req: FastifyRequest): ServiceTypeValue | null {
  const value = req.headers[SERVICE_TYPE_HEADER];
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === ServiceType.MANAGE || upper === ServiceType.SERVICE ? upper : null;
}

/** The handler's context for the command's access: nothing more for public commands, the caller otherwise. */
async function contextFor(
  req: FastifyRequest,
  reply: FastifyReply,
  runtime: Runtime,
  path: string,
  entry: Entry,
  extras: PrincipalExtras | undefined,
): Promise<AnyContext> {
  const { access } = entry.spec;
  const open: OpenContext = {
    db: runtime.database.db,
    ip: req.ip,
    headers: req.headers,
    log: req.log,
    runtime,
    setCookie: (cookie) => void reply.header('set-cookie', cookie),
    setHeader: (name, value) => void reply.header(name, value),
  };
  if (access === 'public') return open;
  const token = bearerToken(req);
  if (access === 'optional') {
    if (!token) return { ...open, auth: null };
    // An optional bearer that no longer works just means "anonymous": logout and LOGIN_INFO must
    // still answer for a client holding an expired token.
    const principal = await authenticate(runtime, token).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    return principal ? { ...open, ...principal, serviceType: readServiceType(req) } : { ...open, auth: null };
  }
  if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
  const principal = await authenticate(runtime, token, extras);
  const serviceType = readServiceType(req);
  if (!serviceType) throw fieldError(SERVICE_TYPE_HEADER, 'MANAGE or SERVICE is required.');
  const ctx: SignedInContext = { ...open, ...principal, serviceType };
  checkAccess(access, ctx);
  checkEmergency(path, access, ctx);
  return ctx;
}
