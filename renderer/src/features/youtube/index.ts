/** The native app's video web view (/wb/youtube/{id}); its page loads on first visit (own chunk). */
export const loadYoutubePages = () => import('./pages');
