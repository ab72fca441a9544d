import { buildApp } from './app';
import { loadOrCreateSecret } from './auth/secret';
import { readEnv } from './config/env';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/demo';
import { loadOrCreateTicketKey } from './launch/ticket-key';
import { scheduleUserPurge } from './resources/user';
import { schedulePartSweep } from './jobs/part-sweep';
import { scheduleIdleInstantRoomSweep } from './resources/meet';
import { createStorage } from './storage/create';

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.pgDataDir });
  const app = await buildApp({
    database,
    secret: loadOrCreateSecret(env.secret, env.secretFile),
    accessTokenTtlSeconds: env.accessTokenTtlSeconds,
    loginRateLimit: env.loginRateLimit,
    webDir: env.webDir,
    storage: createStorage(env.storage),
    clientDownloadUrl: env.clientDownloadUrl,
    webClassClientUrl: env.webClassClientUrl,
    trustProxy: env.trustProxy,
    corsOrigins: env.corsOrigins,
    logger: { level: env.logLevel },
    ticketKey: await loadOrCreateTicketKey(env.agentTicketKey, env.ticketKeyFile),
    publicOrigin: env.publicOrigin,
  });
  app.log.info({ publicOrigin: env.publicOrigin, kid: app.boda.joinTickets.jwks().keys[0]?.kid }, 'join tickets ready');
  app.log.info({ database: database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : env.pgDataDir }, 'database ready');
  const where = env.storage.kind === 's3' ? `s3://${env.storage.bucket}` : env.storage.root;
  await app.boda.storage?.check().then(
    () => app.log.info({ storage: where }, 'file storage ready'),
    // Not fatal: a store that is briefly away must not stop the start; /health/ready reports it.
    (err: unknown) => app.log.warn({ err, storage: where }, 'file storage not reachable yet'),
  );

  if (env.seedDemo) {
    const seeded = await seedDemo(database.db);
    app.log.info(seeded.created ? 'demo company created' : 'demo company already present');
  }

  const purge = scheduleUserPurge({
    db: database.db,
    storage: app.boda.storage,
    clock: app.boda.clock,
    retentionDays: env.userRetentionDays,
    log: app.log,
  });
  app.addHook('onClose', async () => purge.stop());
  const storage = app.boda.storage;
  if (storage) {
    const sweep = schedulePartSweep({ storage, clock: app.boda.clock, log: app.log });
    app.addHook('onClose', async () => sweep.stop());
  }
  const idleRooms = scheduleIdleInstantRoomSweep({ db: database.db, clock: app.boda.clock, log: app.log });
  app.addHook('onClose', async () => idleRooms.stop());

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops accepting requests, waits for in-flight ones, then closes the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: env.port, host: env.host });
  app.log.info(`Boda Classroom server listening on ${address}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
