/// <reference types="vite/client" />

/** Set by renderer/vite.config.ts from BODA_E2E=1; undefined under vitest. */
declare const __BODA_E2E__: boolean;

interface Window {
  /** Test hook for Playwright, present only in builds made with BODA_E2E=1 (see api/e2eHook.ts). */
  __bodaE2E?: import('./api/e2eHook').BodaE2EHook;
}
