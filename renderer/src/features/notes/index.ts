/** Notes (service /note tabs with the note dialog, manage /note list and view). Pages load on first visit (own chunk). */
export const loadNotePages = () => import('./pages');
export { NoteDownloadButton } from './NoteDownloadButton';
