/*
 * The meet resource's public surface (a meeting is one class held in a room): other resources
 * import only from here.
 */
export { meetRoutes } from './routes';
export { effectiveQuit, summarizeAttendance } from './attendance';
export { endMeet } from './lifecycle';
export { endAbandonedMeetsAcrossCompanies, registerAbandonedMeetSweep } from './abandonedMeets';
export { closeIdleInstantRoomsAcrossCompanies, registerIdleInstantRoomSweep } from './idleInstantRooms';
export { issueJoin } from './ticket';
export { meetViews } from './views';
export {
  attendeeCounts,
  attendanceRows,
  closeOpenJoins,
  findJoinByToken,
  findMeetByIdxAcrossCompanies,
  insertGrant,
  insertJoin,
  listMeets,
  markRemoved,
  redeemGrant,
  updateJoin,
  updateMeet,
  upsertMeetUser,
  wasRemoved,
} from './repository';
export { purgeClassLogs } from './retention';
