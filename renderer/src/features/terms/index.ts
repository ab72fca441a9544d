/** The legal pages under /terms. Pages load on first visit (own chunk). */
export const loadTermsPages = () => import('./pages');
