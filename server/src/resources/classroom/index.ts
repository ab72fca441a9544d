/*
 * The built-in web classroom (issue 30, contract/src/classroom.ts): the signaling socket, the shared
 * state of a class across instances (presence, board, chat, pen) and its chat files.
 */
export { classroomRoutes } from './routes';
