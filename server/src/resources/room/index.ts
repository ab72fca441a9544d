/*
 * The room resource's public surface: other resources import only from here. Rooms are the lasting
 * place of classes; the meet resource (a class held in a room) builds on this one, never the reverse.
 */
export { roomRoutes } from './routes';
export { createInstantRoom } from './service';
export { newMeetCode, newRoomCode } from './codes';
export { currentUserCounts, findLiveMeet, staleBefore } from './liveMeets';
export {
  findRoomByIdxAcrossCompanies,
  findRoomByInviteCodeAcrossCompanies,
  findRoomByInviteCodeInCompany,
  findRoomsInCompany,
  findTemplates,
  updateRoom,
  // Seeding (server/src/seed) writes rooms directly.
  addRoomUsers,
  insertRoom,
  listTemplates,
} from './repository';
