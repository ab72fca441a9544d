/*
 * Notes (issue 13): reading, inspecting and downloading homework and class notes, and class notes the class
 * client uploads. The task resource owns tasks and the student's writing (note.SAVE, note.SUBMIT).
 */
export { noteRoutes } from './routes';
export { saveClassNote } from './classNote';
export { recountNote } from './counts';
