import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  AGENT_MAX_MESSAGE_BYTES,
  AGENT_PORTS,
  AGENT_PROTOCOL_VERSION,
  AgentProtocolError,
  LaunchError,
  agentClientMessageSchema,
  type AgentServerMessage,
  type ExecParams,
  type LaunchOutcome,
} from '@boda/contract/launch';
import { DEFAULT_RATE_LIMITS, TokenBucket, type RateLimits } from './rate-limit';
import { normalizeOrigin, type TicketResult } from './ticket';

export interface AgentServerOptions {
  /** One port, or ports tried in order (the web build probes the same list). 0 picks a free port. */
  port?: number | readonly number[];
  /** Exact origins of the configured servers; anything else (including no Origin) is refused. */
  allowedOrigins: readonly string[];
  verifyTicket: (ticket: unknown) => Promise<TicketResult>;
  launch: (params: ExecParams) => Promise<LaunchOutcome>;
  agentVersion: string;
  limits?: Partial<RateLimits>;
  log?: (message: string) => void;
}

export interface RunningAgent {
  port: number;
  url: string;
  close(): Promise<void>;
}

const SUPPORTED_VERSIONS = [AGENT_PROTOCOL_VERSION];

function reject(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startAgentServer(opts: AgentServerOptions): Promise<RunningAgent> {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...opts.limits };
  const origins = new Set(opts.allowedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
  const globalExec = new TokenBucket(limits.globalExec.capacity, limits.globalExec.refillPerSecond);
  const log = opts.log ?? (() => undefined);

  // Plain HTTP gets nothing: the agent is only a WebSocket endpoint.
  const server = http.createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' }).end();
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: AGENT_MAX_MESSAGE_BYTES, perMessageDeflate: false });
  let port = 0;

  server.on('upgrade', (req, socket, head) => {
    // DNS rebinding: a hostile name resolving to 127.0.0.1 still carries its own name in Host.
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      log(`agent: refused Host ${JSON.stringify(host)}`);
      return reject(socket, 403, 'Forbidden');
    }
    const origin = req.headers.origin;
    if (origin === undefined || !origins.has(origin)) {
      log(`agent: refused Origin ${JSON.stringify(origin)}`);
      return reject(socket, 403, 'Forbidden');
    }
    if (wss.clients.size >= limits.maxConnections) return reject(socket, 503, 'Busy');
    wss.handleUpgrade(req, socket, head, (ws) => serveConnection(ws));
  });

  function serveConnection(ws: WebSocket): void {
    const bucket = new TokenBucket(limits.perConnection.capacity, limits.perConnection.refillPerSecond);
    let greeted = false;
    const send = (msg: AgentServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
    };
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!bucket.take()) return send({ type: 'error', error: AgentProtocolError.RATE_LIMITED });
      const msg = isBinary ? null : parse(data);
      if (msg === null) return send({ type: 'error', error: AgentProtocolError.BAD_MESSAGE });
      if (msg.type === 'hello') {
        if (!SUPPORTED_VERSIONS.includes(msg.version)) {
          send({ type: 'error', error: AgentProtocolError.VERSION_UNSUPPORTED, supported: SUPPORTED_VERSIONS });
          return ws.close(1002, 'version');
        }
        greeted = true;
        return send({ type: 'hello', version: msg.version, agentVersion: opts.agentVersion });
      }
      if (!greeted) return send({ type: 'error', error: AgentProtocolError.HELLO_REQUIRED });
      if (!globalExec.take()) return send({ type: 'error', error: AgentProtocolError.RATE_LIMITED });
      const id = msg.id;
      void handleExec(msg.ticket).then((outcome) => send({ type: 'result', ...(id !== undefined ? { id } : {}), outcome }));
    });
    ws.on('error', (err) => log(`agent: socket error ${err.message}`));
  }

  async function handleExec(ticket: string): Promise<LaunchOutcome> {
    try {
      const verified = await opts.verifyTicket(ticket);
      if (!verified.ok) {
        log(`agent: ticket refused (${verified.reason})`);
        return { ok: false, error: LaunchError.TICKET_INVALID };
      }
      return await opts.launch(verified.params);
    } catch (err) {
      log(`agent: exec failed ${String(err)}`);
      return { ok: false, error: LaunchError.LAUNCH_FAILED };
    }
  }

  const candidates = typeof opts.port === 'number' ? [opts.port] : [...(opts.port ?? AGENT_PORTS)];
  port = await listenOnFirstFree(server, candidates);
  log(`agent: listening on 127.0.0.1:${port}`);
  return {
    port,
    url: `ws://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

function parse(data: RawData): ReturnType<typeof agentClientMessageSchema.parse> | null {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = agentClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function listenOnFirstFree(server: http.Server, ports: number[]): Promise<number> {
  let lastError: unknown = new Error('no port to listen on');
  for (const candidate of ports) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (err: Error) => reject(err);
        server.once('error', onError);
        // Loopback only: the agent must never be reachable from the network.
        server.listen(candidate, '127.0.0.1', () => {
          server.off('error', onError);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (err) {
      lastError = err;
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') break;
    }
  }
  throw lastError;
}
