import type { CommandData, Language } from '@boda/contract';

/** The id of the JSON block the server writes beside a page it rendered (server/src/http/serverRender.ts). */
export const SERVER_PAGE_ID = 'boda-server-page';

/** What the server rendered the page from: the browser's first render must be the same to hydrate it. */
export interface ServerPage {
  /** The rendered path, e.g. `/demo`. */
  path: string;
  language: Language;
  companyId: string;
  loginInfo: CommandData<'company.loginInfo'>;
}

/** The page the server rendered into #root, or null (a page the browser renders itself). */
export function readServerPage(): ServerPage | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(SERVER_PAGE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerPage;
  } catch {
    return null;
  }
}
