import { join, resolve } from 'node:path';

/** Server settings from the environment (README "Configuration"). */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite data folder (DATA_DIR/pgdata); unused when databaseUrl is set. */
  pgDataDir: string;
  filesDir: string;
  databaseUrl: string | null;
  webDir: string;
  seedDemo: boolean;
  accessTokenTtlSeconds: number;
  loginRateLimit: number;
  secret: string | undefined;
  secretFile: string;
  clientDownloadUrl: string | null;
  trustProxy: boolean;
  corsOrigins: string[];
  logLevel: string;
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

function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    port: positiveInt(env, 'PORT', 8080, 0),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    pgDataDir: join(dataDir, 'pgdata'),
    filesDir: join(dataDir, 'files'),
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    webDir: resolve(nonEmpty(env.WEB_DIR) ?? 'dist/web'),
    seedDemo: flag(env.SEED_DEMO),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    loginRateLimit: positiveInt(env, 'LOGIN_RATE_LIMIT', 10),
    secret: nonEmpty(env.SECRET),
    secretFile: join(dataDir, 'secret.key'),
    clientDownloadUrl: nonEmpty(env.CLASS_CLIENT_DOWNLOAD_URL) ?? null,
    trustProxy: flag(env.TRUST_PROXY),
    // app://boda is the desktop renderer; CORS_ORIGINS adds others (e.g. a Vite dev server).
    corsOrigins: ['app://boda', ...(nonEmpty(env.CORS_ORIGINS) ?? '').split(',').map((o) => o.trim()).filter(Boolean)],
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
