/**
 * The built-in web classroom (/classroom#ticket=...): signed-out, outside any company. Pages load on
 * first visit (own chunk, with WebRTC and the board).
 */
export const loadClassroomPages = () => import('./pages');
