/** Homework (service /task, manage /task/list, /wb/textbook): deploy, lists, to-do, view. Pages load on first visit (own chunk). */
export const loadHomeworkPages = () => import('./pages');
