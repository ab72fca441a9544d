/* The session resource's public surface: other resources import only from here. */
export { sessionRoutes } from './routes';
export { signInVerified } from './service';
