import type { ReactNode } from 'react';
import { withShownLanguage } from '../../i18n';

/**
 * The `lazy` of a route whose element lives in a chunk loaded on first visit (a feature's pages, an
 * area layout). The router fetches it while navigating and keeps the current page on screen, with
 * the root's progress bar, until it arrives; on the app's first load index.html's spinner shows until
 * it is in (App.tsx firstScreenReady). The shown language's feature-page translations come with it
 * (i18n withShownLanguage). The login page is no chunk: it comes with the entry and uses only the first
 * screen's namespaces, so it loads none of them.
 */
export function lazyElement<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const module = await withShownLanguage(load);
    return { element: render(module) };
  };
}
