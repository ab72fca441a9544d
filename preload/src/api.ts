/** The desktop bridge's types live in the contract (one source for main, preload and the renderer). */
import type { BodaBridge } from '@boda/contract/desktop';

export * from '@boda/contract/desktop';

declare global {
  interface Window {
    /** Present only in the desktop app. */
    boda?: BodaBridge;
  }
}
