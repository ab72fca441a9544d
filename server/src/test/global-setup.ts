import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seededTemplatePrefix, TEST_RUN_DIR_ENV } from './run-dir';
import { useCompiledServer } from './compiled-server';

/**
 * Vitest's global setup for the node project: a scratch folder for this run (the seeded snapshot of
 * database.ts) and the compiled server (compiled-server.ts), which the test workers, started
 * afterwards, find in their environment. The folder is removed after the run, with this run's seeded
 * PostgreSQL templates.
 */
export default function setup(): () => Promise<void> {
  // Both node projects (node, node-shared) name this setup; the first one's folder serves the run.
  if (process.env[TEST_RUN_DIR_ENV]) return async () => {};
  const runDir = mkdtempSync(join(tmpdir(), 'boda-test-run-'));
  process.env[TEST_RUN_DIR_ENV] = runDir;
  useCompiledServer();
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        seededTemplatePrefix(runDir),
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
