/** The company login page, and the browser checks the invite page shares. Pages load on first visit (own chunk). */
export const loadLoginPages = () => import('./pages');
export { InAppBrowserNotice } from './InAppBrowserNotice';
export { isInAppBrowser, systemBrowserUrl } from './loginMode';
