import { drizzle } from 'drizzle-orm/pglite';
import { buildApp } from './app';
import { appOptionsFromEnv } from './app-options';
import { readEnv } from './config/env';
import { PgliteThreadClient } from './db/pglite-client';
import * as schema from './db/schema';
import { seedDemoData } from './seed/demo-data';

/*
 * A child process of the server's first start on the embedded database (main.ts): adds the demo data
 * to the new folder, then exits. Converting the demo books grows the heap and the database's memory
 * by ~45 MiB that a process keeps once grown; this one gives it back by ending. The server holds the
 * folder's lock and waits, then opens the folder as on a restart: the data's version is recorded
 * (seed/demo-data.ts), so it seeds nothing again.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: demo-seed <pgDataDir>');
const client = await PgliteThreadClient.start({ dataDir });
const database = { db: drizzle({ client: client.asPglite(), schema }), kind: 'pglite' as const, close: () => client.close() };
// No recurring jobs here: the server offers them once it runs.
const app = await buildApp(await appOptionsFromEnv(readEnv(), database, { recurring: false }));
try {
  await seedDemoData(app.boda, app.log);
} finally {
  await app.close();
}
