// First: replaces this process with one that has the server's V8 settings (v8-flags.ts).
import './v8-flags';
import { readDatabaseEnv } from './config/database-env';
import { startEmbedded } from './db/embedded';
import { runModuleProcess } from './db/worker-thread';

/*
 * The server's entry. On the embedded database, PGlite starts opening in its worker thread (~0.7 s)
 * before the rest of the server is loaded (~0.7 s of modules), so a restart waits for the longer of
 * the two, not their sum. This file imports node built-ins only; serve.ts is loaded after.
 */
const { databaseUrl, pgDataDir, seedDemo } = readDatabaseEnv();
// A new embedded folder gets the demo data from a child process (demo-seed.ts) that gives its memory back by ending.
const seedInChild = (dataDir: string) => runModuleProcess(new URL(import.meta.url), 'demo-seed', [dataDir], 'adding the demo data');
const embedded = databaseUrl ? undefined : startEmbedded(pgDataDir, seedDemo ? { onCreated: seedInChild } : {});
// A failure is reported where serve() awaits it, not as an unhandled rejection while modules load.
embedded?.catch(() => {});

try {
  const { serve } = await import('./serve');
  await serve(embedded);
} catch (err: unknown) {
  console.error(err);
  process.exit(1);
}
