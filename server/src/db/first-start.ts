import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/*
 * PGlite's WASM memory grows to ~800 MiB while initdb builds a new data folder, and WASM memory never
 * shrinks: a server that created its database kept that for its whole life. So a fresh folder is
 * created (initdb + migrations) in a short-lived worker thread, whose memory goes when it exits; the
 * server then opens the finished folder like on any restart (measured: 807 -> 392 MiB at ready).
 */

/** True when the folder holds no PostgreSQL cluster yet (PGlite would run initdb). */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Packages by absolute URL: an eval'd worker has no module of its own to resolve names from. */
function workerSource(): string {
  const url = (name: string) => JSON.stringify(import.meta.resolve(name));
  return `
    import { parentPort, workerData } from 'node:worker_threads';
    import { PGlite } from ${url('@electric-sql/pglite')};
    import { drizzle } from ${url('drizzle-orm/pglite')};
    import { migrate } from ${url('drizzle-orm/pglite/migrator')};
    const client = await PGlite.create(workerData.dataDir);
    await migrate(drizzle({ client }), { migrationsFolder: workerData.migrationsFolder });
    await client.close();
    parentPort.postMessage('created');
  `;
}

export function createDataDirInWorker(dataDir: string, migrationsFolder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource(), {
      eval: true,
      workerData: { dataDir, migrationsFolder },
      type: 'module',
    } as ConstructorParameters<typeof Worker>[1]);
    worker.once('message', () => void worker.terminate().then(() => resolve(), reject));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`creating the database folder stopped (exit ${code})`));
    });
  });
}
