import { join, resolve } from 'node:path';
import { toPublicOrigin } from '../launch/join-tickets';
import { TICKET_KEY_FILE_NAME } from '../launch/ticket-key';
import type { SiteOperator } from '@boda/contract';
import type { StorageConfig } from '../storage/create';
import { type BackupSchedule, readBackupEnv } from './backup-env';
import { type DatabaseEnv, flag, readDatabaseEnv } from './database-env';
import { type IceSettings, readIceEnv } from './ice';
import { readStorageEnv } from './storage-env';

/** Server settings from the environment (README "Configuration"). */
export interface ServerEnv extends DatabaseEnv {
  port: number;
  host: string;
  /** STORAGE (local: DATA_DIR/files; s3: S3_*), see storage-env.ts. */
  storage: StorageConfig;
  webDir: string;
  accessTokenTtlSeconds: number;
  loginRateLimit: number;
  secret: string | undefined;
  secretFile: string;
  clientDownloadUrl: string | null;
  trustProxy: boolean;
  corsOrigins: string[];
  logLevel: string;
  /** Days an unsubscribed account is kept before the purge job deletes it. */
  userRetentionDays: number;
  /** PUBLIC_ORIGIN: how browsers and agents reach this server; the `iss` of join tickets. */
  publicOrigin: string;
  /** AGENT_TICKET_KEY: ES256 private key (PEM or JWK) for join tickets; else generated into ticketKeyFile. */
  agentTicketKey: string | undefined;
  ticketKeyFile: string;
  /** WEB_CLASS_CLIENT_URL: the vendor's web classroom (https, or http on loopback); null: no web join. */
  webClassClientUrl: string | null;
  /** SHUTDOWN_TIMEOUT_MS: how long in-flight requests may take after SIGTERM before the process exits 1. */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_DELAY_MS: readiness answers 503 this long before the listener closes. */
  shutdownDrainDelayMs: number;
  /** OVERLOAD_EVENT_LOOP_DELAY_MS: admission control's event-loop delay limit; 0 off. */
  overloadEventLoopDelayMs: number;
  /** OVERLOAD_HEAP_USED_MB: admission control's heap limit; null: 90% of V8's heap limit; 0 off. */
  overloadHeapUsedMb: number | null;
  /** SITE_OPERATOR_*: the operating company the public pages name (null: not set, a placeholder shows). */
  siteOperator: SiteOperator;
  /** ENQUIRY_RATE_LIMIT: public-site enquiries per hour per address. */
  enquiryRateLimit: number;
  /** ICE_SERVERS, TURN_URLS, TURN_SECRET: the web classroom's ICE servers (config/ice.ts). */
  ice: IceSettings;
  /** BACKUP_INTERVAL, BACKUP_KEEP: scheduled backups into the file storage; null: none. */
  backup: BackupSchedule | null;
}

/**
 * What a demo start (SEED_DEMO, `npm start`) names where SITE_OPERATOR_* is unset: values that say they
 * are the demo's, so the legal pages read as pages and nobody takes them for a real company's.
 */
export const DEMO_SITE_OPERATOR: SiteOperator = {
  operatorName: '보다 클래스룸 데모 운영사 (데모 값)',
  representative: '홍길동 (데모 값)',
  businessNumber: '000-00-00000 (데모 값)',
  address: '서울특별시 중구 세종대로 110 (데모 값)',
  phone: '02-0000-0000 (데모 값)',
  email: 'privacy@demo.invalid (데모 값)',
  privacyOfficer: '김보호 (데모 값)',
};

/** The SITE_OPERATOR_* values a start without demo data lacks (the legal pages show placeholders for them). */
export function missingSiteOperator(operator: SiteOperator): string[] {
  return Object.entries(operator)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
}

/**
 * SITE_OPERATOR_NAME, _REPRESENTATIVE, _BUSINESS_NUMBER, _ADDRESS, _PHONE, _EMAIL, _PRIVACY_OFFICER;
 * a demo start (SEED_DEMO) with none of them set names the demo's values.
 */
export function readSiteOperator(env: NodeJS.ProcessEnv): SiteOperator {
  const read = (name: string) => nonEmpty(env[`SITE_OPERATOR_${name}`]) ?? null;
  const configured = Object.keys(env).some((key) => key.startsWith('SITE_OPERATOR_') && nonEmpty(env[key]) !== undefined);
  if (!configured && flag(env.SEED_DEMO)) return DEMO_SITE_OPERATOR;
  return {
    operatorName: read('NAME'),
    representative: read('REPRESENTATIVE'),
    businessNumber: read('BUSINESS_NUMBER'),
    address: read('ADDRESS'),
    phone: read('PHONE'),
    email: read('EMAIL'),
    privacyOfficer: read('PRIVACY_OFFICER'),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return n;
}

/** http://HOST:PORT, with a wildcard bind address replaced by loopback (a browser cannot open 0.0.0.0). */
function defaultPublicOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function publicOrigin(raw: string | undefined, host: string, port: number): string {
  if (raw === undefined) return defaultPublicOrigin(host, port);
  try {
    return toPublicOrigin(raw);
  } catch (err) {
    throw new Error(`PUBLIC_ORIGIN must be scheme://host[:port] (got "${raw}")`, { cause: err });
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The web classroom gets the join ticket in the fragment, so the address itself carries none. */
export function webClassClientUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch (err) {
    throw new Error(`WEB_CLASS_CLIENT_URL must be an absolute URL (got "${raw}")`, { cause: err });
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.username || url.password || url.hash) {
    throw new Error(`WEB_CLASS_CLIENT_URL must be https (or http on loopback) without credentials or fragment (got "${raw}")`);
  }
  return url.href;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const database = readDatabaseEnv(env);
  const { dataDir } = database;
  const port = positiveInt(env, 'PORT', 8080, 0);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  return {
    port,
    host,
    ...database,
    storage: readStorageEnv(env, join(dataDir, 'files')),
    webDir: resolve(nonEmpty(env.WEB_DIR) ?? 'dist/web'),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    loginRateLimit: positiveInt(env, 'LOGIN_RATE_LIMIT', 10),
    secret: nonEmpty(env.SECRET),
    secretFile: join(dataDir, 'secret.key'),
    clientDownloadUrl: nonEmpty(env.CLASS_CLIENT_DOWNLOAD_URL) ?? null,
    trustProxy: flag(env.TRUST_PROXY),
    // app://boda is the desktop renderer; CORS_ORIGINS adds others (e.g. a Vite dev server).
    corsOrigins: [
      'app://boda',
      ...(nonEmpty(env.CORS_ORIGINS) ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    userRetentionDays: positiveInt(env, 'USER_RETENTION_DAYS', 90),
    publicOrigin: publicOrigin(nonEmpty(env.PUBLIC_ORIGIN), host, port),
    agentTicketKey: nonEmpty(env.AGENT_TICKET_KEY),
    ticketKeyFile: join(dataDir, TICKET_KEY_FILE_NAME),
    webClassClientUrl: webClassClientUrl(nonEmpty(env.WEB_CLASS_CLIENT_URL)),
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    shutdownDrainDelayMs: positiveInt(env, 'SHUTDOWN_DRAIN_DELAY_MS', 0, 0),
    overloadEventLoopDelayMs: positiveInt(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 1000, 0),
    overloadHeapUsedMb: nonEmpty(env.OVERLOAD_HEAP_USED_MB) === undefined ? null : positiveInt(env, 'OVERLOAD_HEAP_USED_MB', 0, 0),
    siteOperator: readSiteOperator(env),
    enquiryRateLimit: positiveInt(env, 'ENQUIRY_RATE_LIMIT', 10),
    ice: readIceEnv(env),
    backup: readBackupEnv(env),
  };
}
