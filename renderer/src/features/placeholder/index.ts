/** The stand-in page of sections a later issue implements: the router loads it from pages.ts on first visit. */
export const loadPlaceholderPages = () => import('./pages');
