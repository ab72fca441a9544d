/** Textbooks and workbooks (manage /book, /task/book, the service's textbook views). Pages load on first visit (own chunk). */
export const loadBookPages = () => import('./pages');
/** The PDF field and its checks, for the homework deploy form (new homework PDFs). */
export { PdfFilesField } from './BookFilesField';
export { checkPdfs, choosePdfs, type ChosenPdf, type FileCheck } from './bookFiles';
