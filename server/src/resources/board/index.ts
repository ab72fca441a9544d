/* The board resource's public surface (notices and the board): other resources import only from here. */
export { boardRoutes } from './routes';
