import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataDirLock } from './lock';
import { type PgliteStartOptions, PgliteThreadClient } from './pglite-client';
import { runModuleProcess } from './worker-thread';

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

export interface StartEmbeddedOptions {
  /** In memory only (tests): start as a copy of this dump. */
  snapshotFile?: string;
  /** Runs once a new folder was created and migrated, before it is opened here (main.ts: the demo data, in a child process). */
  onCreated?: (dataDir: string) => Promise<void>;
  /** A new folder is migrated to this folder's newest migration (default the code's: MIGRATIONS_FOLDER). */
  migrationsFolder?: string;
  /** Tests: PGlite in a child process (PgliteStartOptions). */
  inChildProcess?: PgliteStartOptions['inChildProcess'];
}

/**
 * Locks the data folder (omitted: in memory, for tests), creates it on first start, and opens PGlite
 * in its worker.
 */
export async function startEmbedded(dataDir: string | undefined, options: StartEmbeddedOptions = {}): Promise<StartedEmbedded> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(`${dataDir}.lock`);
  }
  try {
    // PGlite's WASM memory grows to ~800 MiB while initdb builds a new folder: a child process that
    // exits creates and migrates it (pglite-first-start.ts), and it is opened as on a restart.
    if (dataDir && needsInitdb(dataDir)) {
      await runModuleProcess(
        new URL(import.meta.url),
        'pglite-first-start',
        [dataDir, ...(options.migrationsFolder ? [options.migrationsFolder] : [])],
        `creating the embedded database in ${dataDir}`,
      );
      await options.onCreated?.(dataDir);
    }
    return {
      client: await PgliteThreadClient.start(dataDir ? { dataDir } : { snapshotFile: options.snapshotFile }, {
        inChildProcess: options.inChildProcess,
      }),
      release,
    };
  } catch (err) {
    release();
    throw err;
  }
}
