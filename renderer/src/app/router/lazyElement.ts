import type { ReactNode } from 'react';

/**
 * The `lazy` of a route whose element lives in a chunk loaded on first visit (a feature's pages, an
 * area layout). The router fetches it while navigating and keeps the current page on screen, with
 * the root's progress bar, until it arrives; the first load shows the root's hydrate fallback.
 */
export function lazyElement<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): () => Promise<{ element: ReactNode }> {
  return async () => ({ element: render(await load()) });
}
