/*
 * The group resource's public surface (user folders): other resources import only from here.
 */
export { groupRoutes } from './routes';
export { insertGroup } from './repository';
