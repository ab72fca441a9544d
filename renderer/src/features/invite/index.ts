/** The invite link page (/invite/...). Pages load on first visit (own chunk). */
export const loadInvitePages = () => import('./pages');
