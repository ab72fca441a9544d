/** Route pages of this feature; loaded only through index.ts's loader, as their own chunk. */
export { ManageNoteListPage } from './ManageNoteListPage';
export { ManageNoteViewPage } from './ManageNoteViewPage';
export { NoteListPage } from './NoteListPage';
export { ManageClassNotePage } from './ManageClassNotePage';
