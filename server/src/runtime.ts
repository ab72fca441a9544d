import type { SiteOperator } from '@boda/contract';
import type { AccessTokenIssuer } from './auth/access-token';
import type { RateLimiter } from './auth/rate-limit';
import type { ConfigCache } from './config/company-config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { JobRegistry } from './jobs/registry';
import type { JoinTicketIssuer } from './launch/join-tickets';
import type { TicketSigner } from './auth/signed-ticket';
import type { FileStorage } from './storage/file-storage';
import type { MailSettings } from './mail';
import type { IceSettings } from './config/ice';
import type { SignalBus } from './realtime/bus';

/** Tunables of one app instance (env in production, small values in tests). */
export interface Settings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rememberTokenTtlSeconds: number;
  loginRateLimit: number;
  /** CLASS_CLIENT_DOWNLOAD_URL; `{os}` is replaced, otherwise the file name is appended. */
  clientDownloadUrl: string | null;
  /** WEB_CLASS_CLIENT_URL: join answers carry `webJoinUrl` when set and the company allows web. */
  webClassClientUrl: string | null;
  /**
   * PUBLIC_ORIGIN: this server's address as users and agents know it. Links the server hands out
   * are built from it, never from the request's Host header (which any caller may set).
   */
  publicOrigin: string;
  /** USER_RETENTION_DAYS: unsubscribed accounts are purged this long after leaving. */
  userRetentionDays: number;
  /** Contract drift guard: envelopes that do not match the command's output schema become 500s. */
  validateOutput: boolean;
  /** SITE_OPERATOR_*: the operating company the public pages name. */
  siteOperator: SiteOperator;
  /** SMTP_URL, MAIL_FROM, ENQUIRY_MAIL_TO; null: nothing is mailed (enquiries are still stored). */
  mail: MailSettings | null;
  /** ENQUIRY_RATE_LIMIT: enquiries per hour per address. */
  enquiryRateLimit: number;
  /** ICE_SERVERS and TURN for the web classroom (config/ice.ts). */
  ice: IceSettings;
  /** CORS_ORIGINS with app://boda: the origins whose pages may also open the classroom socket. */
  corsOrigins: readonly string[];
  /** How often each classroom socket is pinged; one that did not answer the last ping is ended. */
  classroomPingMs: number;
}

/** Everything a request handler may need besides the request: built once per app. */
export interface Runtime {
  database: Database;
  settings: Settings;
  tokens: AccessTokenIssuer;
  /** Signed short-lived tickets for URLs that cannot carry the bearer token (the recording player). */
  tickets: TicketSigner;
  /** Rate limits live in the database, so they hold across instances (auth/rate-limit.ts). */
  loginLimiter: RateLimiter;
  /** Failed logins per address whatever the account: fresh ids each time must not mean endless password checks. */
  loginAddressLimiter: RateLimiter;
  loggerLimiter: RateLimiter;
  /** Guests (joins and rooms without a session) per address. */
  guestJoinLimiter: RateLimiter;
  /** Wrong room passwords per address and room. */
  roomPasswordLimiter: RateLimiter;
  configs: ConfigCache;
  /** Null when the app runs without file storage (some tests). */
  storage: FileStorage | null;
  clock: () => Date;
  /** Signs the class-client join tickets the local agent verifies (contract/src/launch.ts). */
  joinTickets: JoinTicketIssuer;
  /** The durable job queue (server/src/jobs); resources register their job kinds on the registry. */
  jobs: { queue: JobQueue; registry: JobRegistry };
  /** Live classroom messages across instances (server/src/realtime): memory on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  bus: SignalBus;
  /** This instance's id (classroom presence rows name the instance holding the socket). */
  instanceId: string;
}
