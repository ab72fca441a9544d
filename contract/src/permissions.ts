/**
 * Permission bits of WEB_USER_TYPE_AUTH. Record download is bit 31, which JavaScript's signed
 * 32-bit bitwise operators would turn negative, so every mask is normalised with `>>> 0`.
 */
export const Permission = {
  ROOM_REGISTER: 2048,
  MANAGE_ACCESS: 4096,
  ATTENDEE_NOTE_VIEW: 8192,
  MEETING_OPEN: 2 ** 21,
  RECORD_DOWNLOAD: 2 ** 31,
} as const;
export type PermissionBit = (typeof Permission)[keyof typeof Permission];

export function toUnsignedMask(mask: number): number {
  return mask >>> 0;
}

export function hasPermission(mask: number | undefined, bit: PermissionBit): boolean {
  if (mask === undefined) return false;
  return (toUnsignedMask(mask) & bit) >>> 0 === bit;
}

export function combinePermissions(...bits: PermissionBit[]): number {
  return bits.reduce<number>((acc, bit) => (acc | bit) >>> 0, 0);
}
