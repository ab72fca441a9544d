import { NO_LIMIT_YEAR, RoomCategory, RoomStatus, type Room } from '@boda/contract';
import { platform } from '../../platform';
import { paths } from '../../app/router/paths';

/** What a room card shows (service-area 2.8): preparing until the class starts, then started. */
export type ClassState = 'preparing' | 'started';

export function classStateOf(room: Pick<Room, 'meet'>): ClassState {
  return room.meet.exist && room.meet.startDatetime !== null ? 'started' : 'preparing';
}

/** A reserved room that is neither hidden nor closed shows as active; a hidden one carries a marker. */
export function statusBadgeOf(room: Pick<Room, 'roomCategoryCd' | 'roomStatusCd'>): 'hidden' | 'active' | null {
  if (room.roomStatusCd === RoomStatus.HIDE) return 'hidden';
  if (room.roomCategoryCd === RoomCategory.RESERVED && room.roomStatusCd === RoomStatus.USE) return 'active';
  return null;
}

/** hh:mm:ss since `startIso`, never negative. */
export function elapsedLabel(startIso: string, now: number): string {
  const total = Math.max(0, Math.floor((now - Date.parse(startIso)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export function isNoLimit(endIso: string | null): boolean {
  return endIso !== null && new Date(endIso).getUTCFullYear() === NO_LIMIT_YEAR;
}

/** The server's public address: the web build is served by it; the desktop app knows it from its settings. */
export function publicOrigin(): string {
  return platform.apiBaseUrl() || window.location.origin;
}

/** The invite page link (/invite/{companyCode}/{inviteCode}) that QR codes and "copy link" carry. */
export function inviteLink(companyCode: string, inviteCode: string): string {
  return `${publicOrigin()}${paths.invite(companyCode, inviteCode)}`;
}
