import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { seedRuns } from '../db/schema';
import type { Runtime } from '../runtime';
import { seedDemo } from './demo';
import { seedDemoBooks } from './demo-books';
import { seedDemoClassHistory, seedDemoRecords } from './demo-class-history';
import { seedDemoPrices } from './demo-prices';
import { seedDemoTasks } from './demo-tasks';

/**
 * The demo data's version. Bump it when a step is added or changes what it makes: every database
 * started with SEED_DEMO=1 then runs the steps once more (each adds only what is missing). With the
 * same version a restart skips them all (one query instead of ~40 over the embedded database's
 * worker: ~170 ms of a restart).
 */
export const DEMO_SEED_VERSION = 1;
const DEMO_SET = 'demo';

async function appliedVersion(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, name));
  return row?.version ?? null;
}

/** The demo company, its users, rooms, messages, books, homework, class history, prices and recording. */
export async function seedDemoData(runtime: Runtime, log: FastifyBaseLogger): Promise<void> {
  const { db } = runtime.database;
  if ((await appliedVersion(db, DEMO_SET)) === DEMO_SEED_VERSION) {
    log.info('demo data present');
    return;
  }
  const seeded = await seedDemo(db);
  log.info(seeded.created ? 'demo company created' : 'demo company already present');
  const demoBooks = await seedDemoBooks(runtime);
  if (demoBooks > 0) log.info({ books: demoBooks }, 'demo books converted');
  if ((await seedDemoTasks(runtime)) > 0) log.info('demo homework deployed');
  const classes = await seedDemoClassHistory(db);
  if (classes > 0) log.info({ classes }, 'demo class history added');
  if ((await seedDemoPrices(db)) > 0) log.info('demo unit prices added');
  if ((await seedDemoRecords(db, runtime.storage)) > 0) log.info('demo class recording added');
  await db
    .insert(seedRuns)
    .values({ name: DEMO_SET, version: DEMO_SEED_VERSION })
    .onConflictDoUpdate({ target: seedRuns.name, set: { version: DEMO_SEED_VERSION, doneAt: sql`now()` } });
}
