/* The schedule resource's public surface (reserved classes as a calendar, the private iCalendar feed). */
export { scheduleRoutes } from './routes';
