import type { SiteOperator } from '@boda/contract';
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokenIssuer } from './auth/access-token';
import { createTicketSigner } from './auth/signed-ticket';
import { createRateLimiter } from './auth/rate-limit';
import { ConfigCache } from './config/company-config';
import { readSiteOperator } from './config/env';
import type { Database } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { DESKTOP_ORIGIN, registerCors } from './http/cors';
import { clientErrorHandler } from './http/client-error';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerAdmission, type AdmissionLimits } from './http/admission';
import { registerCompression } from './http/compression';
import { registerHealth, type Lifecycle } from './http/health';
import { registerRequestLog, requestIdGenerator } from './http/request-log';
import { isApiPath, registerWeb } from './http/web';
import { type JobsOptions, registerHousekeeping, startJobs } from './jobs/housekeeping';
import { registerScheduledBackups } from './backup/scheduled';
import type { BackupSchedule } from './config/backup-env';
import { JobQueue } from './jobs/queue';
import { JobRegistry } from './jobs/registry';
import { createJoinTicketIssuer } from './launch/join-tickets';
import { generateTicketKey, type TicketSigningKey } from './launch/ticket-key';
import { appRoutes } from './resources/app';
import { companyRoutes, companySettingsRoutes } from './resources/company';
import { loggerRoutes } from './resources/logger';
import { sessionRoutes } from './resources/session';
import { ssoRoutes } from './resources/sso';
import { userRoutes } from './resources/user';
import { roomRoutes } from './resources/room';
import { logMeetRoutes } from './resources/logMeet';
import { statsRoutes } from './resources/stats';
import { recordRoutes } from './resources/record';
import { meetRoutes } from './resources/meet';
import { monitorRoutes } from './resources/monitor';
import { classClientRoutes } from './resources/classClient';
import { groupRoutes } from './resources/group';
import { memoRoutes } from './resources/memo';
import { messageRoutes } from './resources/message';
import { boardRoutes } from './resources/board';
import { scheduleRoutes } from './resources/schedule';
import { priceRoutes } from './resources/price';
import { chargesRoutes } from './resources/charges';
import { bookRoutes } from './resources/book';
import { noteRoutes } from './resources/note';
import { taskRoutes } from './resources/task';
import { enquiryRoutes } from './resources/enquiry';
import { serviceIntroRoutes } from './resources/serviceIntro';
import type { MailSettings } from './mail';
import type { IceSettings } from './config/ice';
import { createSignalBus } from './realtime/bus';
import { classroomRoutes } from './resources/classroom';
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
  /** Failed logins per minute per address and account. */
  loginRateLimit?: number;
  /** Failed logins per minute per address across accounts (default twice loginRateLimit). */
  loginAddressRateLimit?: number;
  /** Guest joins and guest-created rooms per minute per IP. */
  guestJoinRateLimit?: number;
  /** Browser log-shipping calls per minute per IP. */
  logShippingRateLimit?: number;
  /** Static web build served with an SPA fallback; skipped when the folder is missing. */
  webDir?: string | null;
  /** Where uploaded files live (serve.ts: createStorage(env.storage)); none: uploads answer WB-503-001. */
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
  /** Admission control (http/admission.ts); off when left out (serve.ts always sets it). */
  admission?: AdmissionLimits;
  /** USER_RETENTION_DAYS (default 90). */
  userRetentionDays?: number;
  /** SITE_OPERATOR_* (default: nothing set). */
  siteOperator?: SiteOperator;
  /** SMTP_URL, MAIL_FROM, ENQUIRY_MAIL_TO (default: no mail). */
  mail?: MailSettings | null;
  /** Enquiries per hour per address (default 10). */
  enquiryRateLimit?: number;
  /** ICE_SERVERS / TURN for the web classroom (default: none). */
  ice?: IceSettings;
  /** The classroom sockets' ping interval (default 10 s): a socket silent for two is ended. */
  classroomPingMs?: number;
  /** This instance's job runner (default on) and recurring schedule (default off; serve.ts turns it on). */
  jobs?: JobsOptions;
  /** BACKUP_INTERVAL / BACKUP_KEEP: scheduled backups into the file storage (default none). */
  backup?: BackupSchedule | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    boda: Runtime;
    /** Draining or not (readiness, graceful shutdown in http/shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

const DAY = 24 * 60 * 60;

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
    userRetentionDays: options.userRetentionDays ?? 90,
    validateOutput: options.validateOutput ?? process.env.NODE_ENV === 'test',
    siteOperator: options.siteOperator ?? readSiteOperator({}),
    mail: options.mail ?? null,
    enquiryRateLimit: options.enquiryRateLimit ?? 10,
    ice: options.ice ?? { iceServers: [], turn: null },
    corsOrigins: options.corsOrigins ?? [DESKTOP_ORIGIN],
    classroomPingMs: options.classroomPingMs ?? 10_000,
  };
  const db = options.database.db;
  const ms = () => clock().getTime();
  const runtime: Runtime = {
    database: options.database,
    settings,
    tokens: createAccessTokenIssuer(options.secret, settings.accessTokenTtlSeconds, clock),
    tickets: createTicketSigner(options.secret, clock),
    loginLimiter: createRateLimiter(db, { name: 'login', limit: settings.loginRateLimit, windowMs: 60_000 }, ms),
    loginAddressLimiter: createRateLimiter(
      db,
      { name: 'loginAddress', limit: options.loginAddressRateLimit ?? 2 * settings.loginRateLimit, windowMs: 60_000 },
      ms,
    ),
    loggerLimiter: createRateLimiter(db, { name: 'logShipping', limit: options.logShippingRateLimit ?? 120, windowMs: 60_000 }, ms),
    // A classroom behind one address joins at once: generous for guests, tight for password guesses.
    guestJoinLimiter: createRateLimiter(db, { name: 'guestJoin', limit: options.guestJoinRateLimit ?? 60, windowMs: 60_000 }, ms),
    roomPasswordLimiter: createRateLimiter(db, { name: 'roomPassword', limit: 10, windowMs: 60_000 }, ms),
    configs: new ConfigCache(),
    storage: options.storage ?? (options.filesDir ? new LocalFileStorage(options.filesDir) : null),
    clock,
    joinTickets: createJoinTicketIssuer({
      key: options.ticketKey ?? (await generateTicketKey()),
      publicOrigin: settings.publicOrigin,
      clock,
    }),
    jobs: { queue: new JobQueue(db, clock), registry: new JobRegistry() },
    bus: await createSignalBus(options.database, (message, err) => console.warn(`[bus] ${message}`, err ?? '')),
    instanceId: randomBytes(9).toString('base64url'),
  };

  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    genReqId: requestIdGenerator(trustProxy),
    // One line per request at debug level instead (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // An over-long address or a malformed request: our error envelope, not Fastify's.
    clientErrorHandler,
  });
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('boda', runtime);
  // onClose hooks run in reverse order of registration: registered first, the database closes last,
  // after the job runner has finished or released its jobs.
  if (options.closeDatabase ?? true) app.addHook('onClose', async () => options.database.close());
  app.addHook('onClose', async () => runtime.bus.close());
  app.decorate('lifecycle', lifecycle);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerCors(app, settings.corsOrigins);
  registerSecurityHeaders(app);
  if (options.admission) await registerAdmission(app, options.admission);
  // Before any route: the plugin attaches itself to routes as they are added.
  await registerCompression(app);
  await app.register(formbody);
  // Multipart commands are parsed and checked by the dispatcher (http/multipart.ts), with per-command limits.
  await app.register(multipart);

  // Responses of the API carry tokens and personal data: never let a shared cache keep them.
  // Set as the request arrives; a route that allows caching sets its own.
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
    done();
  });

  registerHealth(app, runtime, lifecycle);
  sessionRoutes(app, runtime);
  ssoRoutes(app, runtime);
  companyRoutes(app, runtime);
  companySettingsRoutes(app, runtime);
  userRoutes(app, runtime);
  groupRoutes(app, runtime);
  memoRoutes(app, runtime);
  messageRoutes(app, runtime);
  boardRoutes(app, runtime);
  scheduleRoutes(app, runtime);
  priceRoutes(app, runtime);
  loggerRoutes(app, runtime);
  appRoutes(app, runtime);
  roomRoutes(app, runtime);
  meetRoutes(app, runtime);
  logMeetRoutes(app, runtime);
  chargesRoutes(app, runtime);
  statsRoutes(app, runtime);
  recordRoutes(app, runtime);
  monitorRoutes(app, runtime);
  classClientRoutes(app, runtime);
  bookRoutes(app, runtime);
  noteRoutes(app, runtime);
  taskRoutes(app, runtime);
  enquiryRoutes(app, runtime);
  serviceIntroRoutes(app, runtime);
  classroomRoutes(app, runtime);
  registerApiDocs(app, runtime);
  registerHousekeeping(runtime);
  if (options.backup) {
    if (!runtime.storage) throw new Error('BACKUP_INTERVAL needs file storage: the backups are written there');
    registerScheduledBackups(runtime.jobs.registry, {
      schedule: options.backup,
      database: runtime.database,
      storage: runtime.storage,
      clock,
    });
  }
  // Closed before the database (see above): running jobs finish or are released.
  startJobs(app, runtime, options.jobs ?? {});

  await registerWeb(app, options.webDir);

  return app;
}
