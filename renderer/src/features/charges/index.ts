/**
 * Settlement: the manage /charges/list (fees per class and attendee) and the service /charges/list
 * (class settlement for teachers, class record for students). Pages load on first visit (own chunk).
 */
export const loadChargesPages = () => import('./pages');
export { canSeeSettlement } from './access';
