/** Live class monitoring (manage area). Pages load on first visit (own chunk). */
export const loadMonitorPages = () => import('./pages');
