import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the lock file, if any (not this one). */
export function lockHolder(lockFile: string): number | null {
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * PGlite is single-process: a second process opening the same data folder (the CLI while the
 * server runs) would corrupt it. A pid file turns that into a clear error instead.
 */
export function acquireDataDirLock(lockFile: string): () => void {
  const pid = lockHolder(lockFile);
  if (pid !== null) {
    throw new Error(
      `The database folder is in use by process ${pid}. Stop the server first, or use DATABASE_URL (PostgreSQL) for concurrent access.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
