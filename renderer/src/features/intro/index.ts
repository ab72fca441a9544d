/** The public site (/, /intro/*): layout and pages load on first visit (own chunk). */
export const loadIntroPages = () => import('./pages');
