/* The logger resource's public surface: other resources import only from here. */
export { loggerRoutes } from './routes';
