/* The app resource's public surface: other resources import only from here. */
export { appRoutes } from './routes';
