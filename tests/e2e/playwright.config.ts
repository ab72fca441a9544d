import { defineConfig } from '@playwright/test';
import { headlessShellPath } from './fixtures/chromium';

/** E2E: Debian's Chromium (its headless shell) against a real server (temp data folder, demo seed) serving the e2e web build. */
export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  // Two spec files at a time (each file's tests in order, in one worker). The shared server of
  // global-setup.ts serves specs that change nothing another spec reads; a spec that changes the demo
  // company (settings, rooms, users, notices...) starts its own server (fixtures/ownServer.ts).
  fullyParallel: false,
  workers: 2,
  // The suite's run (scripts/test.sh) gives a failed test one more try, with a trace; a test that passes
  // only then is listed as flaky at the end of the run, to be fixed. Locally a failure is final.
  retries: 0,
  // Two specs run at once on CI's two cores, so a step takes up to twice as long as alone; the budgets
  // stay about ten times a step's usual time (a sign-in: ~1 s alone, over 10 s on a loaded machine).
  timeout: 120_000,
  expect: {
    timeout: 20_000,
    // Pictures of the main screens (specs/screens.spec.ts), reviewed and kept in git; made in CI's
    // Chromium headless shell on this machine kind. The 1% tolerance absorbs anti-aliasing, and also a
    // changed label or a moved badge (24 of the 30 pictures had drifted inside it): redraw them with
    // `--update-snapshots` when a screen changes, and look at them.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: process.env.BODA_E2E_BASE_URL,
    // A click or fill waits for its element this long, a navigation for its page: a step that cannot
    // happen fails with its own line and locator, instead of waiting out the test's whole time and
    // naming nothing (as a confirm click on a dialog that had closed once did).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    locale: 'en-US',
    // A trace records every action's page snapshots and screencast frames: a fifth of the browser's CPU on
    // a spec that passes (board.spec: 60 -> 48 CPU s). Recorded only when a failed test runs again
    // (retries on CI); locally, `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: headlessShellPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The web classroom: fake camera, microphone and screen, granted without a prompt; ICE host
        // candidates as addresses (an mDNS .local name does not resolve on a machine without avahi).
        // The fake camera at its lowest rate (5 fps instead of 20): a three-person class encodes and
        // decodes every camera once per peer, and a test only needs frames to arrive, not many.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream=fps=5',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  },
});
