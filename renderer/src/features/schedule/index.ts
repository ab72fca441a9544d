/** The schedule (service area): a calendar of reserved classes and the private calendar feed. Pages load on first visit. */
export const loadSchedulePages = () => import('./pages');
