/**
 * Class results: the service /logMeet list with the class dialog, and the manage class log, its class
 * view and the join history. Pages load on first visit (own chunk).
 */
export const loadClassResultPages = () => import('./pages');
/** Each join and leave of one attendee (the settlement opens it from an attendee row). */
export { AttendanceTimeDialog } from './AttendanceTable';
/** The one spreadsheet export dialog (the settlement export uses it too). */
export { ExportDialog } from './ExportDialog';
