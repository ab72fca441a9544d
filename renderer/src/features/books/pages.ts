/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { BookListPage } from './BookListPage';
export { BookViewPage } from './BookViewPage';
export { TaskBookPage } from './TaskBookPage';
export { TextbookViewPage } from './TextbookViewPage';
