/// <reference types="vite/client" />

/** Set by renderer/buildConstants.ts (from BODA_E2E=1 in the web build; false in the desktop build and under vitest). */
declare const __BODA_E2E__: boolean;

/** Every command's route, computed from the contract at build time (renderer/buildConstants.ts). */
declare const __BODA_COMMAND_ROUTES__: import('@boda/contract/api/routes').CommandRoutes;

interface Window {
  /** Test hook for Playwright, present only in builds made with BODA_E2E=1 (see api/e2eHook.ts). */
  __bodaE2E?: import('./api/e2eHook').BodaE2EHook;
}
