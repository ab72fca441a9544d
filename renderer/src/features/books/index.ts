/** Textbooks and workbooks (manage /book, /task/book, the service's textbook views). Pages load on first visit (own chunk). */
export const loadBookPages = () => import('./pages');
