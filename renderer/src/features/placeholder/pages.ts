/** The stand-in page, loaded on first visit (app/router/elements.tsx): its Card stays off the login page. */
export { ComingSoonPage } from './ComingSoonPage';
