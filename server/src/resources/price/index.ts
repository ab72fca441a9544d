/* The price resource's public surface: other resources import only from here. */
export { priceRoutes } from './routes';
