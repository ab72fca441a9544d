import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The root vitest.config.ts does not list tests/desktop yet; until it does, run these with
 * `npx vitest run -c tests/desktop/vitest.config.ts`.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@boda\/contract$/, replacement: `${root}contract/src/index.ts` },
      { find: /^@boda\/contract\/(.*)$/, replacement: `${root}contract/src/$1` },
    ],
  },
  test: { name: 'desktop', environment: 'node', include: ['tests/desktop/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
