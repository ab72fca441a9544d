import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The embedded database is open in one process only: while the server runs, `npm run cli -- backup`
 * asks the server to take the backup. The request is a file in DATA_DIR/backup-requests (a folder only
 * the data's owner may write to: no port, no secret, nothing reachable from the network); the server
 * looks there every second, takes the backup beside the request (written under a temporary name,
 * renamed once whole) or writes why it failed, and the CLI moves the result where it was asked to.
 */

export const BACKUP_REQUESTS_FOLDER = 'backup-requests';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Results nobody collected (the CLI was stopped) are removed after a day. */
const UNCOLLECTED_MS = 24 * 60 * 60 * 1000;

const paths = (folder: string, id: string) => ({
  request: join(folder, `${id}.request`),
  taking: join(folder, `${id}.taking`),
  result: join(folder, `${id}.boda-backup`),
  failed: join(folder, `${id}.failed`),
});

export interface RequestLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupRequestWatcher {
  /** Looks for requests now (also what the timer does); one backup at a time. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** The server's side: takes each requested backup with `take(file)`, which writes the file at `file`. */
export function watchBackupRequests(
  folder: string,
  take: (file: string) => Promise<void>,
  log: RequestLog,
  pollMs = 1000,
): BackupRequestWatcher {
  let running: Promise<void> | null = null;
  const serve = async (id: string) => {
    const at = paths(folder, id);
    // Claimed by renaming: a second look (or a second instance on the same folder) finds nothing to take.
    const claimed = await rename(at.request, at.taking).then(
      () => true,
      () => false,
    );
    if (!claimed) return;
    log.info({ id }, 'backup requested from the command line');
    try {
      await take(at.result);
      log.info({ id }, 'backup taken for the command line');
    } catch (err) {
      log.error({ err, id }, 'backup for the command line failed');
      await writeFile(at.failed, (err as Error).message, { mode: 0o600 });
    } finally {
      await rm(at.taking, { force: true });
    }
  };
  const sweep = async (names: string[], now: number) => {
    for (const name of names.filter((n) => n.endsWith('.boda-backup') || n.endsWith('.failed'))) {
      const info = await stat(join(folder, name)).catch(() => null);
      if (info && now - info.mtimeMs > UNCOLLECTED_MS) await rm(join(folder, name), { force: true });
    }
  };
  const look = async () => {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const id = name.slice(0, -'.request'.length);
      if (name.endsWith('.request') && ID.test(id)) await serve(id);
    }
    await sweep(names, Date.now());
  };
  const check = () => {
    running ??= look()
      .catch((err: unknown) => log.error({ err }, 'looking for backup requests failed'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void check(), pollMs);
  timer.unref();
  return {
    check,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

export class BackupRequestError extends Error {
  override name = 'BackupRequestError';
}

/**
 * The command line's side: asks the server and answers the finished file's path (the caller moves it).
 * Refuses when nobody takes the request within `pickupMs` (a server of a version without this).
 */
export async function requestBackup(
  folder: string,
  options: { pickupMs?: number; pollMs?: number; serverAlive?: () => boolean } = {},
): Promise<string> {
  const { pickupMs = 30_000, pollMs = 200, serverAlive = () => true } = options;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const at = paths(folder, id);
  await writeFile(`${at.request}.new`, JSON.stringify({ requestedAt: new Date().toISOString(), pid: process.pid }), { mode: 0o600 });
  await rename(`${at.request}.new`, at.request);
  const started = Date.now();
  for (;;) {
    if (existsSync(at.result)) return at.result;
    if (existsSync(at.failed)) {
      const reason = await readFile(at.failed, 'utf8');
      await rm(at.failed, { force: true });
      throw new BackupRequestError(`The server could not take the backup: ${reason}`);
    }
    if (existsSync(at.request) && Date.now() - started > pickupMs) {
      await rm(at.request, { force: true });
      throw new BackupRequestError(
        `The running server did not take the backup request within ${Math.round(pickupMs / 1000)} s (is it an older version? restart it, or stop it and run the backup again).`,
      );
    }
    if (!serverAlive()) {
      await rm(at.request, { force: true });
      throw new BackupRequestError('The server stopped before the backup was taken: run the backup again.');
    }
    await sleep(pollMs);
  }
}
