import { defineConfig } from '@playwright/test';
import { chromiumPath } from './fixtures/chromium';

/** E2E: Debian's Chromium against a real server (temp data folder, demo seed) serving the e2e web build. */
export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: process.env.BODA_E2E_BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
