/* The memo resource's public surface: other resources import only from here. */
export { memoRoutes } from './routes';
