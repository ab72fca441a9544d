/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ClassResultListPage } from './ClassResultListPage';
export { JoinHistoryPage } from './JoinHistoryPage';
export { ManageClassLogListPage } from './ManageClassLogListPage';
export { ManageClassLogViewPage } from './ManageClassLogViewPage';
export { RecordLogPage } from './RecordLogPage';
