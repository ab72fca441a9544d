import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataDirLock } from './lock';
import { PgliteThreadClient } from './pglite-client';
import { forkModule } from './worker-thread';

/*
 * Starting the embedded database (PGlite in its worker thread) with node built-ins only, no driver or
 * ORM: the entry (main.ts) starts it before loading the rest of the server, so PGlite's ~0.7 s of
 * opening runs beside the ~0.7 s of module loading instead of after it. client.ts migrates it.
 */

/** PGlite open in its worker thread, not yet migrated; `release` gives up the data folder's lock. */
export interface StartedEmbedded {
  client: PgliteThreadClient;
  release(): void;
}

/** True when the folder holds no PostgreSQL cluster yet (PGlite would run initdb). */
function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates and migrates a new embedded database folder in a child process that then exits
 * (pglite-first-start.ts), so the ~800 MiB initdb takes is returned to the system, not kept by the
 * server. From source the child gets the TypeScript loader.
 */
async function createInChildProcess(dataDir: string): Promise<void> {
  const child = forkModule(new URL(import.meta.url), 'pglite-first-start', [dataDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

/** Locks the data folder (omitted: in memory, for tests), creates it on first start, and opens PGlite in its worker. */
export async function startEmbedded(dataDir: string | undefined, snapshotFile?: string): Promise<StartedEmbedded> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(`${dataDir}.lock`);
  }
  try {
    // PGlite's WASM memory grows to ~800 MiB while initdb builds a new folder: a child process that
    // exits creates and migrates it, and it is opened as on a restart.
    if (dataDir && needsInitdb(dataDir)) await createInChildProcess(dataDir);
    return { client: await PgliteThreadClient.start(dataDir ? { dataDir } : { snapshotFile }), release };
  } catch (err) {
    release();
    throw err;
  }
}
