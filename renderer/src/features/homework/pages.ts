/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ManageTaskListPage, TaskListPage } from './TaskListPage';
export { TaskViewPage } from './TaskViewPage';
export { WbTextbookPage } from './WbTextbookPage';
