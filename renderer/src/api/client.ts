import ky, { type KyInstance } from 'ky';
import {
  ErrorCode,
  DEVICE_TICKET_HEADER,
  SERVICE_TYPE_HEADER,
  type BodaSetting,
  type CommandData,
  type CommandInput,
  type CommandName,
  type DownloadInput,
  type DownloadName,
  type Envelope,
  type RawConfig,
  type Token,
} from '@boda/contract';
import type { CommandRoute } from '@boda/contract/api/routes';
import { commandRoutes } from './commandRoutes';
import { ApiError, ClientErrorCode } from './errors';
import { serviceTypeFor } from './serviceType';
import { xhrFetch } from './xhrFetch';

/** What the client needs from the session; the app wires it to the zustand store (api/index.ts). */
export interface SessionPort {
  token(): Token | null;
  onRefreshed(token: Token): void;
  onReset(result: { token: Token; cfg: RawConfig; bodaSetting: BodaSetting }): void;
  /** Refresh or reset failed, or a 401 came without any token: clear and leave. */
  onExpired(): void;
}

/** Where a client without cookies keeps the server's device tickets (platform `deviceTickets`). */
export interface DeviceTicketPort {
  load(): Promise<string | null>;
  save(tickets: string): Promise<void>;
}

export interface ApiClientOptions {
  session: SessionPort;
  /** Desktop: sent on password sign-in and renewed from its answer; web: absent (the device cookie). */
  deviceTickets?: DeviceTicketPort | null;
  baseUrl?: () => string;
  pathname?: () => string;
  /**
   * The language on screen, sent as Accept-Language on every call: what the server writes for the user
   * (the class a join ticket opens) follows the page, not the browser's list or the stored profile.
   */
  language?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Waits before a call the server refused for being busy is sent again (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/** Per-call options: long imports wait longer and report how much of the upload was sent (0 to 1). */
export interface SendOptions {
  timeoutMs?: number;
  onUploadProgress?: (fraction: number) => void;
}

/** A file answered by a download command (contract `downloads`). */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server gave none. */
  fileName: string | null;
}

export interface ApiClient {
  send<N extends CommandName>(name: N, input: CommandInput<N>, options?: SendOptions): Promise<CommandData<N>>;
  download<N extends DownloadName>(name: N, input: DownloadInput<N>): Promise<DownloadedFile>;
}

/** filename*=UTF-8''... wins over filename="...". */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

interface RawResponse {
  status: number;
  envelope: Envelope<unknown> | null;
}

/**
 * A call refused with WB-503-001 was refused before anything was done (an overloaded server's admission
 * control, or a company's password checks all taken during the 9 o'clock sign-ins): it goes again after
 * the Retry-After the server asked for (at most MAX_BUSY_WAIT_S, a little jitter so a class's retries do
 * not arrive together), up to BUSY_RETRIES times; then the error is shown.
 */
const BUSY_RETRIES = 3;
const MAX_BUSY_WAIT_S = 10;
const DEFAULT_BUSY_WAIT_S = 2;

/** How long to wait before sending a call again that the server refused as busy; null when it was not. */
async function busyWaitMs(response: Response): Promise<number | null> {
  if (response.status !== 503) return null;
  const parsed: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isEnvelope(parsed) || parsed.errorCode !== ErrorCode.UNAVAILABLE) return null;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const seconds = Math.min(MAX_BUSY_WAIT_S, Math.max(0, Number.isFinite(retryAfter) ? retryAfter : DEFAULT_BUSY_WAIT_S));
  return seconds * 1000 * (1 + Math.random() * 0.25);
}

type Scalar = string | number | boolean;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Flattens an input object into name/value pairs: arrays repeat the name, objects travel as JSON. */
function fields(input: object, command: string | undefined): Array<[string, Scalar | Blob]> {
  const out: Array<[string, Scalar | Blob]> = [];
  if (command) out.push(['command', command]);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (isBlob(item) || typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') out.push([key, item]);
      else out.push([key, JSON.stringify(item)]);
    }
  }
  return out;
}

function toSearchParams(pairs: Array<[string, Scalar | Blob]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) if (!isBlob(value)) params.append(key, String(value));
  return params;
}

function toFormData(pairs: Array<[string, Scalar | Blob]>): FormData {
  const form = new FormData();
  for (const [key, value] of pairs) form.append(key, isBlob(value) ? value : String(value));
  return form;
}

/** JSON bodies keep their structure (arrays of objects such as logger.ship's entries stay arrays). */
function jsonBody(input: object, command: string | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = command ? { command } : {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) body[key] = value;
  return body;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && typeof value.success === 'boolean';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const baseUrl = options.baseUrl ?? (() => '');
  const pathname = options.pathname ?? (() => window.location.pathname);
  const language = options.language ?? (() => undefined);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const http: KyInstance = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const deviceTickets = options.deviceTickets ?? null;
  const isSignIn = (spec: CommandRoute) => spec.path === commandRoutes.commands['login.loginBoda'].path;

  /** The device tickets ride on password sign-ins only; a keychain that fails just sends none. */
  async function deviceHeader(spec: CommandRoute): Promise<Record<string, string>> {
    if (!deviceTickets || !isSignIn(spec)) return {};
    const tickets = await deviceTickets.load().catch(() => null);
    return { [DEVICE_TICKET_HEADER]: tickets ?? '' };
  }

  function keepDeviceTickets(spec: CommandRoute, response: Response): void {
    const renewed = response.headers.get(DEVICE_TICKET_HEADER);
    if (!deviceTickets || !isSignIn(spec) || !renewed) return;
    deviceTickets.save(renewed).catch((error: unknown) => console.warn('[api] device ticket not kept', error));
  }

  /** One call as sent, and again while the server refuses it as busy (BUSY_RETRIES times at most). */
  async function fetchRaw(spec: CommandRoute, input: object, token: Token | null, options: SendOptions = {}): Promise<Response> {
    let response = await fetchOnce(spec, input, token, options);
    for (let tries = 0; tries < BUSY_RETRIES; tries += 1) {
      const wait = await busyWaitMs(response);
      if (wait === null) break;
      await sleep(wait);
      response = await fetchOnce(spec, input, token, options);
    }
    return response;
  }

  async function fetchOnce(spec: CommandRoute, input: object, token: Token | null, options: SendOptions): Promise<Response> {
    const pairs = fields(input, spec.command);
    const headers: Record<string, string> = { [SERVICE_TYPE_HEADER]: serviceTypeFor(pathname()), ...(await deviceHeader(spec)) };
    if (spec.auth !== 'none' && token) headers.authorization = `Bearer ${token.access_token}`;
    const shown = language();
    if (shown) headers['accept-language'] = shown;
    const url = `${baseUrl()}${spec.path}`;
    const body =
      spec.method === 'GET' || spec.encoding === 'query'
        ? { searchParams: toSearchParams(pairs) }
        : spec.encoding === 'json'
          ? { json: jsonBody(input, spec.command) }
          : spec.encoding === 'form'
            ? { body: toSearchParams(pairs) }
            : { body: toFormData(pairs) };
    const perCall = {
      ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
      ...(options.onUploadProgress ? { fetch: xhrFetch(options.onUploadProgress) } : {}),
    };
    try {
      return await http(url, { method: spec.method, headers, ...body, ...perCall });
    } catch (error) {
      throw new ApiError(ClientErrorCode.NETWORK, 0, error instanceof Error ? error.message : undefined);
    }
  }

  async function request(spec: CommandRoute, input: object, token: Token | null, options: SendOptions = {}): Promise<RawResponse> {
    const response = await fetchRaw(spec, input, token, options);
    keepDeviceTickets(spec, response);
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return { status: response.status, envelope: isEnvelope(parsed) ? parsed : null };
  }

  function unwrap<N extends CommandName>(name: N, raw: RawResponse): CommandData<N> {
    const { envelope, status } = raw;
    if (!envelope) throw new ApiError(ClientErrorCode.BAD_RESPONSE, status);
    if (!envelope.success) {
      if (envelope.errorCode) throw ApiError.fromCode(envelope.errorCode, envelope.message, envelope.details);
      throw new ApiError(ClientErrorCode.BAD_RESPONSE, status, envelope.message ?? undefined);
    }
    const data = envelope.data ?? {};
    // Answers are plain data (no transforms or defaults in output schemas: contract/src/api/answers.test.ts),
    // so the app uses them as sent; the server checks its answers against the contract in tests. The dev
    // server also reports drift here, with the schemas loaded on demand (never in a production bundle).
    if (import.meta.env.DEV) void import('./answerCheck').then(({ reportAnswerDrift }) => reportAnswerDrift(name, data));
    return data as CommandData<N>;
  }

  // Single-flight renewals: every call that fails meanwhile waits on the same promise.
  let refreshing: Promise<boolean> | null = null;
  let resetting: Promise<boolean> | null = null;

  async function renew(kind: 'refresh' | 'reset', used: Token | null): Promise<boolean> {
    const current = session.token();
    if (!current) {
      if (!used) {
        console.warn('[api] 401 without a token: redirecting to sign in');
        session.onExpired();
      }
      return false;
    }
    // Another call already renewed (or a login set) the token since this one was sent: just retry.
    if (!used || current.access_token !== used.access_token) return true;
    if (kind === 'refresh') {
      refreshing ??= runRenewal('login.token', current).finally(() => (refreshing = null));
      return refreshing;
    }
    resetting ??= runRenewal('login.resetToken', current).finally(() => (resetting = null));
    return resetting;
  }

  async function runRenewal(name: 'login.token' | 'login.resetToken', token: Token): Promise<boolean> {
    const input = { grant_type: 'refresh_token' as const, refresh_token: token.refresh_token };
    try {
      const raw = await request(commandRoutes.commands[name], input, null);
      if (name === 'login.token') session.onRefreshed(unwrap('login.token', raw).result);
      else session.onReset(unwrap('login.resetToken', raw).result);
      return true;
    } catch (error) {
      console.warn(`[api] ${name} failed`, error);
      session.onExpired();
      return false;
    }
  }

  async function send<N extends CommandName>(name: N, input: CommandInput<N>, options: SendOptions = {}): Promise<CommandData<N>> {
    const spec = commandRoutes.commands[name];
    const payload = (input ?? {}) as object;
    const used = session.token();
    let raw = await request(spec, payload, used, options);
    if (spec.auth !== 'none' && (raw.status === 401 || raw.status === 402)) {
      const renewed = await renew(raw.status === 401 ? 'refresh' : 'reset', used);
      if (renewed) raw = await request(spec, payload, session.token(), options);
    }
    return unwrap(name, raw);
  }

  /** Bytes on success; failures still come as envelopes and become ApiErrors like `send`'s. */
  async function download<N extends DownloadName>(name: N, input: DownloadInput<N>): Promise<DownloadedFile> {
    const spec = commandRoutes.downloads[name];
    const payload = (input ?? {}) as object;
    const used = session.token();
    let response = await fetchRaw(spec, payload, used);
    if (spec.auth !== 'none' && (response.status === 401 || response.status === 402)) {
      const renewed = await renew(response.status === 401 ? 'refresh' : 'reset', used);
      if (renewed) response = await fetchRaw(spec, payload, session.token());
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const parsed: unknown = await response.json().catch(() => null);
      if (isEnvelope(parsed) && parsed.errorCode) throw ApiError.fromCode(parsed.errorCode, parsed.message, parsed.details);
      throw new ApiError(ClientErrorCode.BAD_RESPONSE, response.status);
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  return { send, download };
}
