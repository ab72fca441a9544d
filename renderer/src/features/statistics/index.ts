/**
 * Statistics (manage-area "Statistics"): join, account and concurrent access, open classes. Pages load on
 * first visit (own chunk, with recharts); the license hook serves the sidebar box too.
 */
export const loadStatisticsPages = () => import('./pages');
export { useLicense } from './useLicense';
