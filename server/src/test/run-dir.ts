import { createHash } from 'node:crypto';

/**
 * The test run's scratch folder (vitest's global setup, global-setup.ts, makes it and removes it
 * afterwards): where the run's seeded database snapshot lives (database.ts). Unset (a run without that
 * setup), each test file seeds its own database.
 */
export const TEST_RUN_DIR_ENV = 'BODA_TEST_RUN_DIR';

/** The seeded PostgreSQL templates of one test run share this name prefix (dropped after the run). */
export function seededTemplatePrefix(runDir: string): string {
  return `boda_seed_${createHash('sha256').update(runDir).digest('hex').slice(0, 10)}_`;
}
