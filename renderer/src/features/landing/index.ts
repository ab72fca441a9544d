/** The product landing page (company search). Pages load on first visit (own chunk). */
export const loadLandingPages = () => import('./pages');
