/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ClassroomPage } from './ClassroomPage';
