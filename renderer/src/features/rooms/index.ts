/**
 * Rooms (service and manage). Pages load on first visit (own chunk); the rest is what the login and
 * invite pages and the router's landing rule share, and stays light.
 */
export const loadRoomPages = () => import('./pages');
export { ClassWaitNotice } from './ClassWaitNotice';
export { EMPTY_INVITE, InviteCodeBoxes, splitInvite, type InviteParts } from './InviteCodeBoxes';
export { useInviteLookup, waitsForLeader } from './inviteLookup';
export { mainTarget } from './landing';
export { useCloseClass, useRegisterRoomUser } from './mutations';
export { useRoomList } from './queries';
export { useTemplateName } from './templateName';
export { RoomMaterials, type RoomMaterialsProps } from './RoomMaterials';
export { useInviteJoin } from './useInviteJoin';
export { useRoomJoin } from './useRoomJoin';
