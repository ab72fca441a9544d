/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { GroupTreePage } from './GroupTreePage';
export { UserListPage } from './UserListPage';
export { UserViewPage } from './UserViewPage';
