/** The error pages (not found, no access, the company's page errors); reactions and toasts live in ui/feedback. */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
