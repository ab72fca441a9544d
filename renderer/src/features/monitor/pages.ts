/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { MonitorListPage } from './MonitorListPage';
export { MonitorViewPage } from './MonitorViewPage';
