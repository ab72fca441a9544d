import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@boda/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokenIssuer } from './auth/access-token';
import { SlidingWindowLimiter } from './auth/rate-limit';
import { ConfigCache } from './config/company-config';
import type { Database } from './db/client';
import { DESKTOP_ORIGIN, registerCors } from './http/cors';
import { errorBody, registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { AppError } from './errors';
import { createJoinTicketIssuer } from './launch/join-tickets';
import { generateTicketKey, type TicketSigningKey } from './launch/ticket-key';
import { appRoutes } from './resources/app';
import { companyRoutes } from './resources/company';
import { loggerRoutes } from './resources/logger';
import { sessionRoutes } from './resources/session';
import { userRoutes } from './resources/user';
import { roomRoutes } from './resources/room';
import { meetRoutes } from './resources/meet';
import { monitorRoutes } from './resources/monitor';
import { classClientRoutes } from './resources/classClient';
import { groupRoutes } from './resources/group';
import { memoRoutes } from './resources/memo';
import { messageRoutes } from './resources/message';
import { priceRoutes } from './resources/price';
import type { Runtime, Settings } from './runtime';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local';

export interface AppOptions {
  database: Database;
  /** HS256 key for access tokens (at least 32 bytes). */
  secret: Uint8Array;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  rememberTokenTtlSeconds?: number;
  /** Login attempts per minute per IP and company. */
  loginRateLimit?: number;
  /** Guest joins and guest-created rooms per minute per IP. */
  guestJoinRateLimit?: number;
  /** Browser log-shipping calls per minute per IP. */
  logShippingRateLimit?: number;
  /** Static web build served with an SPA fallback; skipped when the folder is missing. */
  webDir?: string | null;
  /** Where uploaded files live (main.ts: createStorage(env.storage)); none: uploads answer WB-503-001. */
  storage?: FileStorage | null;
  /** Tests' shorthand for `storage: new LocalFileStorage(filesDir)`; ignored when `storage` is given. */
  filesDir?: string | null;
  clientDownloadUrl?: string | null;
  /** WEB_CLASS_CLIENT_URL (validated by readEnv): the vendor's web classroom. */
  webClassClientUrl?: string | null;
  trustProxy?: boolean;
  /** Origins allowed to call the API cross-origin; default the desktop app's app://boda. */
  corsOrigins?: readonly string[];
  /** Check every envelope against the contract's output schema (default: under NODE_ENV=test). */
  validateOutput?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Injected by tests to expire tokens and windows without sleeping. */
  clock?: () => Date;
  /** Close the database together with the app (default true). */
  closeDatabase?: boolean;
  /** ES256 key for join tickets (server/src/launch); a fresh in-memory one when left out. */
  ticketKey?: TicketSigningKey;
  /** PUBLIC_ORIGIN: the `iss` of join tickets; default http://127.0.0.1:8080. */
  publicOrigin?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    boda: Runtime;
  }
}

const DAY = 24 * 60 * 60;

function isApiPath(path: string): boolean {
  return /^\/(open|boda)(\/|$)/.test(path);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (options.secret.byteLength < 32) throw new Error('the token secret must be at least 32 bytes');
  const clock = options.clock ?? (() => new Date());
  const settings: Settings = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 14 * DAY,
    rememberTokenTtlSeconds: options.rememberTokenTtlSeconds ?? 30 * DAY,
    loginRateLimit: options.loginRateLimit ?? 10,
    clientDownloadUrl: options.clientDownloadUrl ?? null,
    webClassClientUrl: options.webClassClientUrl ?? null,
    publicOrigin: options.publicOrigin ?? 'http://127.0.0.1:8080',
    validateOutput: options.validateOutput ?? process.env.NODE_ENV === 'test',
  };
  const runtime: Runtime = {
    database: options.database,
    settings,
    tokens: createAccessTokenIssuer(options.secret, settings.accessTokenTtlSeconds, clock),
    loginLimiter: new SlidingWindowLimiter(settings.loginRateLimit, 60_000, () => clock().getTime()),
    loggerLimiter: new SlidingWindowLimiter(options.logShippingRateLimit ?? 120, 60_000, () => clock().getTime()),
    // A classroom behind one address joins at once: generous for guests, tight for password guesses.
    guestJoinLimiter: new SlidingWindowLimiter(options.guestJoinRateLimit ?? 60, 60_000, () => clock().getTime()),
    roomPasswordLimiter: new SlidingWindowLimiter(10, 60_000, () => clock().getTime()),
    configs: new ConfigCache(),
    storage: options.storage ?? (options.filesDir ? new LocalFileStorage(options.filesDir) : null),
    clock,
    joinTickets: createJoinTicketIssuer({
      key: options.ticketKey ?? (await generateTicketKey()),
      publicOrigin: settings.publicOrigin,
      clock,
    }),
  };

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  app.decorate('boda', runtime);
  registerErrorHandler(app);
  registerCors(app, options.corsOrigins ?? [DESKTOP_ORIGIN]);
  registerSecurityHeaders(app);
  await app.register(formbody);
  // Multipart commands are parsed and checked by the dispatcher (http/multipart.ts), with per-command limits.
  await app.register(multipart);

  // Responses of the API carry tokens and personal data: never let a shared cache keep them.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  sessionRoutes(app, runtime);
  companyRoutes(app, runtime);
  userRoutes(app, runtime);
  groupRoutes(app, runtime);
  memoRoutes(app, runtime);
  messageRoutes(app, runtime);
  priceRoutes(app, runtime);
  loggerRoutes(app, runtime);
  appRoutes(app, runtime);
  roomRoutes(app, runtime);
  meetRoutes(app, runtime);
  monitorRoutes(app, runtime);
  classClientRoutes(app, runtime);

  const webDir = options.webDir ? resolve(options.webDir) : null;
  const serveWeb = webDir !== null && existsSync(resolve(webDir, 'index.html'));
  // Source maps never reach browsers: the web build emits none, and a stale or analysis build's maps
  // stay private too; nor do dot folders (.vite/manifest.json, the bundle budget's input).
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      dotfiles: 'ignore',
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  } else if (webDir) app.log.warn({ webDir }, 'web build not found; serving the API only');

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (serveWeb && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path)) {
      // Client-side routes (/demo/main, /demo/manage/...) all load the single page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(new AppError(ErrorCode.NOT_FOUND)));
  });

  if (options.closeDatabase ?? true) app.addHook('onClose', async () => options.database.close());
  return app;
}
