import { homeworkAccess } from './access/homework';
import { meetAccess } from './access/meets';
import { messageAccess } from './access/messages';
import { roomAccess } from './access/rooms';

/*
 * The policies' access repository (immich's access.repository): each check takes a set of ids and
 * answers, in ONE query with the caller's company in it, which of them the caller reaches. A policy
 * asking about one id passes a set of one; a service checking a list asks once, not once per id.
 * Nothing here refuses: the policies decide and choose the catalogue's code. Every policy reads
 * through it (walls.test.ts holds that no policy queries the database itself).
 */
export const accessRepository = { ...roomAccess, ...meetAccess, ...homeworkAccess, ...messageAccess };

export type { CompanyBook, CompanyMeet, CompanyNote, CompanyRoom, CompanyTask } from '../../db/scoped';
export type { NoteReach, OwnHomework, TaskReach } from './access/homework';
export type { MeetReach, OwnExport } from './access/meets';
export type { RoomReach } from './access/rooms';
export { type AccessScope, scopeOf } from './access/scope';
