/** Partner sign-in pages (/sso/gne, /sso/dachaeum, /sso/return); they load on first visit (own chunk). */
export const loadSsoPages = () => import('./pages');
export { exchangeLinkToken, linkTokenOf } from './handover';
