/**
 * The company login page, and the browser checks the invite page shares. The page is the first screen
 * of most visits, so it comes with the app's entry rather than as a chunk of its own (routes.tsx).
 */
export { CompanyLoginPage } from './CompanyLoginPage';
export { prefetchLoginInfo, primeLoginInfo } from './queries';
export { InAppBrowserNotice } from './InAppBrowserNotice';
export { isInAppBrowser, isUnsupportedBrowser, systemBrowserUrl } from './loginMode';
export { loadModePanels } from './LoginModeContent';
