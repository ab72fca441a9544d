/* The classClient resource's public surface: other resources import only from here. */
export { classClientRoutes } from './routes';
