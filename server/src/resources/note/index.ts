/*
 * Notes (issue 13): reading, inspecting and downloading homework and class notes, the student's writing
 * (note.SAVE, note.SUBMIT, graded by ./review.ts), and class notes the class client uploads.
 */
export { noteRoutes } from './routes';
export { saveClassNote } from './classNote';
export { recountNote } from './counts';
export { saveNote, submitNote } from './solve';
export { type AnswerValidator, registerAnswerValidator } from './validator';
