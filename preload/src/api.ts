/** window.boda's type is derived in the contract from its channel map (one source for main, preload and the renderer). */
import type { BodaBridge } from '@boda/contract/desktop';

declare global {
  interface Window {
    /** Present only in the desktop app. */
    boda?: BodaBridge;
  }
}
