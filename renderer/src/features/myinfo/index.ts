/** The signed-in user's own information page. Pages load on first visit (own chunk). */
export const loadMyInfoPages = () => import('./pages');
