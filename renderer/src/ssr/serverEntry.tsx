/**
 * The server's render of the login page (server/src/http/serverRender.ts loads this module from the web
 * build's `.ssr` folder, scripts/serverRenderBuild.ts builds it). The login page is the first screen of
 * most visits: sent as HTML with its styles, the form is on screen before any script has run, and the
 * browser then hydrates it (index.tsx). Only the plain login page is rendered here; every other page,
 * and the login page wherever the browser's first render could differ (link tokens, in-app browsers),
 * is the browser's to render.
 */
import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import type { CommandData, Language } from '@boda/contract';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { AppFrame } from '../app/AppFrame';
import { LOGIN_ROUTE_ID } from '../app/router/firstRoutes';
import { routes } from '../app/router/routes';
import { isInAppBrowser, isUnsupportedBrowser, loadModePanels, primeLoginInfo } from '../features/login';
import { prepareServerLanguage } from '../i18n';
import { detectRequestLanguage } from '../i18n/language';
import type { ServerPage } from './serverPage';
import { sessionHintCompany } from './sessionHint';

export { detectRequestLanguage };
export { SERVER_PAGE_ID } from './serverPage';

/** Query parameters that leave the login page's first render as it is (the rest: link tokens, join links). */
const NEUTRAL_PARAMETERS = new Set(['lang']);

/**
 * The company id of a request the server renders (`/{companyId}`, no link parameters, an ordinary
 * browser, no session for that company in this browser), or null: then the browser renders the page.
 */
export function loginPageCompany(request: { path: string; search: string; userAgent: string; cookie: string | undefined }): string | null {
  const match = /^\/([^/]+)\/?$/.exec(request.path);
  if (!match) return null;
  if ([...new URLSearchParams(request.search).keys()].some((key) => !NEUTRAL_PARAMETERS.has(key))) return null;
  if (isInAppBrowser(request.userAgent) || isUnsupportedBrowser(request.userAgent)) return null;
  let companyId: string;
  try {
    companyId = decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed address: the browser's router answers it
  }
  return sessionHintCompany(request.cookie) === companyId ? null : companyId;
}

export interface LoginPageRequest {
  path: string;
  search: string;
  language: Language;
  companyId: string;
  loginInfo: CommandData<'company.loginInfo'>;
}

export interface RenderedPage {
  /** Style elements for the document's head: the theme's variables and every rule the page uses. */
  head: string;
  /** The markup for #root. */
  body: string;
  /** What the browser needs to render the same page (ssr/serverPage.ts). */
  page: ServerPage;
}

const handler = createStaticHandler(routes);

/** React's mark of a Suspense boundary the server did not finish (the browser renders it, error #419). */
const UNFINISHED_BOUNDARY = '<!--$!-->';
const LAZY_RENDER_ATTEMPTS = 3;

/** The login page's lazily loaded modules are in, and React.lazy has seen them (a macrotask later). */
async function lazyPartsSettled(): Promise<void> {
  await loadModePanels();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One style renderer for every render: Griffel remembers per renderer which rules each makeStyles has
 * inserted, so a renderer per request grew the process by every request. Its rules are the login
 * page's (in its modes and languages), so the head carries that bounded set each time.
 */
const renderer = createDOMRenderer();

/** Fluent's theme variables: a <style> FluentProvider renders only where there is no document. */
const PROVIDER_STYLE = /<style id="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/;

/**
 * The login page's markup and styles, or null when the path is not the login page (or a part of it
 * could not be finished on the server). The page's routes
 * run no loaders here: the one answer it needs (the company's login configuration) comes with the request.
 */
export async function renderLoginPage(request: LoginPageRequest): Promise<RenderedPage | null> {
  const switchLanguage = await prepareServerLanguage(request.language);
  const context = await handler.query(new Request(`http://server${request.path}${request.search}`), { filterMatchesToLoad: () => false });
  if (context instanceof Response || context.matches.at(-1)?.route.id !== LOGIN_ROUTE_ID) return null;
  // What the route's loader answers in the browser (the answer itself is in the query cache).
  context.loaderData[LOGIN_ROUTE_ID] = null;

  const client = createQueryClient();
  primeLoginInfo(client, request.companyId, request.language, request.loginInfo);
  const render = () => {
    switchLanguage();
    return renderToString(
      <RendererProvider renderer={renderer}>
        <AppFrame client={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppFrame>
      </RendererProvider>,
    );
  };
  let markup = render();
  // A lazily loaded part (the easy-join or experience panel) suspends the first time this process
  // renders it: renderToString then sends its boundary unfinished, which the browser reports as React
  // error #419 and draws anew. Its module is in once its import settles: render again then.
  for (let attempt = 1; markup.includes(UNFINISHED_BOUNDARY); attempt += 1) {
    if (attempt > LAZY_RENDER_ATTEMPTS) {
      client.clear();
      return null; // the browser renders the page rather than hydrate a part the server left out
    }
    await lazyPartsSettled();
    markup = render();
  }
  client.clear();

  // The browser renders neither the theme's <style> (it inserts the same rules into the head) nor the
  // resource hints React writes before the page (image preloads): both go to the head, so #root holds
  // exactly what the browser's first render draws.
  const rootStart = markup.indexOf('<div');
  const hints = markup.slice(0, rootStart);
  let body = markup.slice(rootStart);
  const providerStyle = PROVIDER_STYLE.exec(body)?.[0] ?? '';
  body = body.replace(providerStyle, '');
  const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  return {
    head: hints + providerStyle + styles,
    body,
    page: { path: request.path, language: request.language, companyId: request.companyId, loginInfo: request.loginInfo },
  };
}
