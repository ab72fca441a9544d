/*
 * Emergency (disaster) mode, foundation.md 4: only the room tab of the service area is usable, and the
 * message check and profile images are off. The renderer hides and guards the other tabs; the server
 * refuses their commands in the service area with WB-403-120, so a typed address or an old client
 * cannot reach them either. The manage area stays open: operators must be able to end the mode.
 */

/** API paths (and everything under them) that belong to the service area's other tabs, the message check and profile images. */
export const EMERGENCY_CLOSED_PATHS: readonly string[] = [
  '/boda/task',
  '/boda/taskUser',
  '/boda/note',
  '/boda/logNote',
  '/boda/textbook',
  '/boda/book',
  '/boda/bookChapter',
  '/boda/logMeet',
  '/boda/recordLog',
  '/boda/charges',
  '/boda/message',
  '/boda/user/profile',
];

/** Whether a service-area call to this API path is refused while emergency mode is on. */
export function isClosedInEmergency(path: string): boolean {
  return EMERGENCY_CLOSED_PATHS.some((closed) => path === closed || path.startsWith(`${closed}/`));
}
