import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageInk } from '@boda/contract';

/** Steps kept per page: enough for a page of homework, bounded for a long session. */
const STEPS_MAX = 200;

interface Step {
  before: PageInk;
  after: PageInk;
}

interface PageSteps {
  undo: Step[];
  redo: Step[];
}

export interface InkHistory {
  /** Records a change on a page (a stroke drawn, strokes erased, the page cleared) and applies it. */
  commit(page: string, before: PageInk, after: PageInk): void;
  /** Undoes the page's last change (the last page changed when none is named); false when there was none. */
  undo(page?: string): boolean;
  redo(page?: string): boolean;
  canUndo(page?: string): boolean;
  canRedo(page?: string): boolean;
  /** The page changed last, which undo and redo act on when not told otherwise. */
  lastPage: string | null;
  /** Counts changes: a new history object (and version) after each, so memoised toolbars update. */
  version: number;
}

/**
 * Undo and redo per page. Every change goes through `apply(page, ink)` (the solver saves there), whether it
 * is new, undone or redone, so the saved ink is always what is shown. Pages are keyed by any string.
 */
export function useInkHistory(apply: (page: string, ink: PageInk) => void): InkHistory {
  const pages = useRef(new Map<string, PageSteps>());
  const [lastPage, setLastPage] = useState<string | null>(null);
  // Stacks live in a ref (no copy per stroke); this counter re-renders the buttons that read them.
  const [version, setVersion] = useState(0);
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  const stepsOf = useCallback((page: string): PageSteps => {
    let steps = pages.current.get(page);
    if (!steps) {
      steps = { undo: [], redo: [] };
      pages.current.set(page, steps);
    }
    return steps;
  }, []);

  const commit = useCallback(
    (page: string, before: PageInk, after: PageInk) => {
      const steps = stepsOf(page);
      steps.undo.push({ before, after });
      if (steps.undo.length > STEPS_MAX) steps.undo.shift();
      steps.redo = [];
      setLastPage(page);
      setVersion((v) => v + 1);
      applyRef.current(page, after);
    },
    [stepsOf],
  );

  const move = useCallback(
    (page: string | null | undefined, direction: 'undo' | 'redo'): boolean => {
      if (page == null) return false;
      const steps = stepsOf(page);
      const step = (direction === 'undo' ? steps.undo : steps.redo).pop();
      if (!step) return false;
      (direction === 'undo' ? steps.redo : steps.undo).push(step);
      setLastPage(page);
      setVersion((v) => v + 1);
      applyRef.current(page, direction === 'undo' ? step.before : step.after);
      return true;
    },
    [stepsOf],
  );

  return useMemo(
    () => ({
      commit,
      undo: (page?: string) => move(page ?? lastPage, 'undo'),
      redo: (page?: string) => move(page ?? lastPage, 'redo'),
      canUndo: (page?: string) => (pages.current.get(page ?? lastPage ?? '')?.undo.length ?? 0) > 0,
      canRedo: (page?: string) => (pages.current.get(page ?? lastPage ?? '')?.redo.length ?? 0) > 0,
      lastPage,
      version,
    }),
    [commit, move, lastPage, version],
  );
}
