/*
 * Recordings and chat files of meetings (contract/src/api/record.ts): the class client's resumable
 * uploads, the lists, the player and downloads, and the class history's retention.
 */
export { recordRoutes } from './routes';
export { purgeClassHistory } from './retention';
// The web classroom keeps its shared chat files and transcripts as chat records of the meeting.
export { insertRecord } from './repository';
