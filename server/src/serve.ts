import { join } from 'node:path';
import { buildApp } from './app';
import { backupToFile } from './backup/live-embedded';
import { BACKUP_REQUESTS_FOLDER, watchBackupRequests } from './backup/requests';
import { appOptionsFromEnv } from './app-options';
import { missingSiteOperator, readEnv } from './config/env';
import { openDatabase } from './db/client';
import type { StartedEmbedded } from './db/embedded';
import { seedDemoData } from './seed/demo-data';
import { installGracefulShutdown } from './http/shutdown';
import { collectThisThread, startIdleCollection } from './memory/idle-collection';
import { applyProvidersFile } from './resources/sso';

/**
 * The server from the environment: database, app, demo seed, listening. `embedded` is the embedded
 * database main.ts started before loading this module (none on PostgreSQL).
 */
export async function serve(embedded: Promise<StartedEmbedded> | undefined): Promise<void> {
  const env = readEnv();
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.pgDataDir, embedded });
  // The retention purge and the sweeps run on the job queue, once per period across instances.
  const app = await buildApp(await appOptionsFromEnv(env, database, { recurring: true }));
  app.log.debug({ publicOrigin: env.publicOrigin, kid: app.boda.joinTickets.jwks().keys[0]?.kid }, 'join tickets ready');
  app.log.info({ database: database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : env.pgDataDir }, 'database ready');
  const where = env.storage.kind === 's3' ? `s3://${env.storage.bucket}` : env.storage.root;
  await app.boda.storage?.check().then(
    () => app.log.info({ storage: where }, 'file storage ready'),
    // Not fatal: a store that is briefly away must not stop the start; /health/ready reports it.
    (err: unknown) => app.log.warn({ err, storage: where }, 'file storage not reachable yet'),
  );

  if (env.seedDemo) await seedDemoData(app.boda, app.log);
  const missing = missingSiteOperator(env.siteOperator);
  if (missing.length > 0) {
    app.log.warn(
      { missing },
      'SITE_OPERATOR_* not set: the legal pages show placeholders instead of the operating company (README "Configuration")',
    );
  }

  // Partner sign-in providers from configuration (README "Partner sign-in"); a bad file stops the start.
  if (process.env.SSO_PROVIDERS_FILE) {
    const providers = await applyProvidersFile(database.db, process.env.SSO_PROVIDERS_FILE, process.env);
    app.log.info({ providers: providers.length }, 'sign-in providers configured');
  }

  // The command line cannot open the embedded database while this process has it: it asks here instead.
  if (!env.databaseUrl) {
    const requests = watchBackupRequests(
      join(env.dataDir, BACKUP_REQUESTS_FOLDER),
      (file) => backupToFile({ database, storage: app.boda.storage }, file),
      app.log,
    );
    app.addHook('onClose', () => requests.stop());
  }

  // After a burst of requests, once idle: the heaps V8 grew for it given back (memory/idle-collection.ts).
  const idle = startIdleCollection({
    collect: async () => {
      collectThisThread();
      await database.collectGarbage?.();
    },
  });
  app.addHook('onResponse', (_req, _reply, done) => {
    idle.noteWork();
    done();
  });
  app.addHook('onClose', () => idle.stop());

  installGracefulShutdown(app, app.lifecycle, { timeoutMs: env.shutdownTimeoutMs, drainDelayMs: env.shutdownDrainDelayMs });

  const address = await app.listen({ port: env.port, host: env.host });
  app.log.info(`Boda Classroom server listening on ${address}`);
}
