/* The monitor resource's public surface: other resources import only from here. */
export { monitorRoutes } from './routes';
