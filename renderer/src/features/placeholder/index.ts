/** The stand-in page of sections a later issue implements (small, so the router keeps it eager). */
export { ComingSoonPage } from './ComingSoonPage';
