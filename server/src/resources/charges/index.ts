/* The settlement resource's public surface (class fees per meeting and attendee): other resources import only from here. */
export { chargesRoutes } from './routes';
