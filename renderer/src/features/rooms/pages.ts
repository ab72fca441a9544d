/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ManageRoomListPage } from './ManageRoomListPage';
export { ManageRoomViewPage } from './ManageRoomViewPage';
export { RoomListPage } from './RoomListPage';
export { RoomViewPage } from './RoomViewPage';
export { WbFileDownloadPage } from './WbFileDownloadPage';
export { WbAttendeePage } from './WbAttendeePage';
