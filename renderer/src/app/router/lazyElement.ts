import type { ReactNode } from 'react';
import { withShownLanguage } from '../../i18n';

/**
 * The `lazy` of a route whose element lives in a chunk loaded on first visit (a feature's pages, an
 * area layout). The router fetches it while navigating and keeps the current page on screen, with
 * the root's progress bar, until it arrives; the first load shows the root's hydrate fallback. The
 * shown language's feature-page translations come with it (i18n withShownLanguage), unless the
 * route says its pages use only the first screen's namespaces (`firstScreenOnly`: the login page,
 * whose JS has a budget, then loads none of them).
 */
export function lazyElement<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
  options: { firstScreenOnly?: boolean } = {},
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const module = await (options.firstScreenOnly ? load() : withShownLanguage(load));
    return { element: render(module) };
  };
}
