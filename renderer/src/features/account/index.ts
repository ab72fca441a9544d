/** The signed-in user's own account data (GET_ME), read by the area layouts. */
export { useMe } from './queries';
