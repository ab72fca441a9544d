/** BACKUP_INTERVAL and BACKUP_KEEP: scheduled backups into the file storage (README "Operations"). */
export interface BackupSchedule {
  intervalMs: number;
  /** How many scheduled backups stay; older ones are removed after each new one. */
  keep: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const MIN_INTERVAL_MS = 60_000;
export const DEFAULT_BACKUP_KEEP = 7;

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** `90s`, `30m`, `6h`, `1d` in milliseconds; null when it is not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd])$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[(match[2] ?? 's').toLowerCase() as keyof typeof UNIT_MS];
}

/** Null when BACKUP_INTERVAL is unset (no scheduled backups); a wrong value stops the start. */
export function readBackupEnv(env: NodeJS.ProcessEnv): BackupSchedule | null {
  const interval = value(env, 'BACKUP_INTERVAL');
  const keep = value(env, 'BACKUP_KEEP');
  if (interval === undefined) {
    if (keep !== undefined)
      throw new Error('BACKUP_KEEP is set but BACKUP_INTERVAL is not: set BACKUP_INTERVAL (e.g. 24h) or remove BACKUP_KEEP');
    return null;
  }
  const intervalMs = parseDuration(interval);
  if (intervalMs === null || intervalMs < MIN_INTERVAL_MS) {
    throw new Error(`BACKUP_INTERVAL must be a duration of at least 1m, such as 30m, 6h or 1d (got "${interval}")`);
  }
  const count = keep === undefined ? DEFAULT_BACKUP_KEEP : Number(keep);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BACKUP_KEEP must be a whole number of at least 1 (got "${keep}")`);
  return { intervalMs, keep: count };
}
