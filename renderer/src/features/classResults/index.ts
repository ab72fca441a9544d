/** Class results (service /logMeet list with the class detail dialog). Pages load on first visit (own chunk). */
export const loadClassResultPages = () => import('./pages');
