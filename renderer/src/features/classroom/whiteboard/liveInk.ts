import type { StoreApi } from 'zustand/vanilla';
import type { ClassroomInk } from '@boda/contract';

/**
 * The strokes in progress, read outside React: the board's live canvas repaints the moment a part is
 * folded in (in the same task as the data-channel message), and no part of the page re-renders for it.
 * At 90 parts a second per drawer, a render per part would hold the main thread the next part waits on.
 */
export interface LiveInkSource {
  get(): ReadonlyMap<string, ClassroomInk>;
  /** Calls `onChange` after each change of the map; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The live strokes a store holds, as `select` finds them (a change is a new map: applyInk never edits one). */
export function liveInkOf<S>(store: StoreApi<S>, select: (state: S) => ReadonlyMap<string, ClassroomInk>): LiveInkSource {
  return {
    get: () => select(store.getState()),
    subscribe: (onChange) =>
      store.subscribe((state, before) => {
        if (select(state) !== select(before)) onChange();
      }),
  };
}
