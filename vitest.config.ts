import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildConstants } from './renderer/buildConstants';

const contractEntry = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));
const contractDir = fileURLToPath(new URL('./contract/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@boda\/contract$/, replacement: contractEntry },
      { find: /^@boda\/contract\/(.*)$/, replacement: `${contractDir}$1` },
    ],
  },
  plugins: [buildConstants({ e2e: false })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'agent/**/*.test.ts',
            'main/**/*.test.ts',
            'preload/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: { name: 'desktop', environment: 'node', include: ['tests/desktop/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
