/*
 * The web classroom's plain values (paths, limits, close codes, roles): no zod, so the app's first screen
 * (the launcher tells our classroom's address from a vendor's) loads no schemas. ./classroom.ts has the
 * frames and re-exports these.
 */

/** The page (renderer route) the join answer's `webJoinUrl` names: `<PUBLIC_ORIGIN>/classroom#ticket=<joinTicket>`. */
export const CLASSROOM_PAGE_PATH = '/classroom';
/** The signaling WebSocket on our server. */
export const CLASSROOM_WS_PATH = '/open/classroom/ws';
/** The classroom's HTTP commands (chat files). */
export const CLASSROOM_PATH = '/open/classroom';

/**
 * Participants of one meeting's mesh (monitoring joins not counted): every peer sends its media to every
 * other, so upload grows with the class. Measured on the 2-core machine (tests/bench/classroom.ts); a
 * larger class needs an SFU (README "Web classroom").
 */
export const CLASSROOM_MESH_LIMIT = 6; // bench: 4 when all pages share the 2-core machine (6: ~10 fps); one participant's page at 6 needs ~0.6 core
/** Largest frame a client may send (an SDP offer with candidates is a few kilobytes). */
export const CLASSROOM_FRAME_MAX_BYTES = 32 * 1024;
/** Frames a client may send per second on average, and in one burst (ink moves are the busiest). */
export const CLASSROOM_FRAMES_PER_SEC = 120;
export const CLASSROOM_FRAME_BURST = 480;
/** Strokes one `erase` frame may remove (an eraser drag sends what it touched as it goes; an undo, one gesture's strokes). */
export const CLASSROOM_ERASE_MAX = 200;
/** How long the first frame (hello) may take after the socket opens. */
export const CLASSROOM_HELLO_TIMEOUT_MS = 10_000;
/** A chat message's length. */
export const CLASSROOM_CHAT_MAX_CHARS = 2000;
/** A file shared in the chat. */
export const CLASSROOM_CHAT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const CLASSROOM_CHAT_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'txt',
  'csv',
  'docx',
  'xlsx',
  'pptx',
  'hwp',
  'zip',
] as const;

/** WebSocket close codes (4000-4999 are the application's). */
export const ClassroomClose = {
  /** Left on purpose (the page said goodbye). */
  NORMAL: 1000,
  /** The frame is not JSON, too large or not one of the frames below. */
  BAD_FRAME: 4400,
  /** No hello, or an attendee token that is unknown, used up or of a session that left. */
  UNAUTHORIZED: 4401,
  /** The frame is not this participant's to send (a student's teacher control, ink without the pen). */
  FORBIDDEN: 4403,
  /** The mesh is full (CLASSROOM_MESH_LIMIT). */
  ROOM_FULL: 4409,
  /** The class ended (END by the teacher, or closed by monitoring: the `ended` frame before it tells which). */
  ENDED: 4410,
  /** The teacher removed this participant. */
  REMOVED: 4411,
  /** The same attendee connected again (another tab, or a reconnect): the older socket goes. */
  REPLACED: 4412,
  /** Too many frames too fast. */
  FLOOD: 4429,
} as const;
export type ClassroomCloseCode = (typeof ClassroomClose)[keyof typeof ClassroomClose];

/**
 * Why a class ended, when not by its teacher (the `ended` frame's `reason`; without one, the teacher
 * ended it or it ended on its own). CLOSED: someone else closed it (the manage area's monitoring).
 */
export const ClassroomEndReason = { CLOSED: 'closed' } as const;
export type ClassroomEndReasonValue = (typeof ClassroomEndReason)[keyof typeof ClassroomEndReason];

export const ClassroomRole = { TEACHER: 'teacher', STUDENT: 'student', MONITOR: 'monitor' } as const;
export type ClassroomRoleValue = (typeof ClassroomRole)[keyof typeof ClassroomRole];

/** A teacher's control over one participant. */
export const ClassroomControl = { MUTE: 'mute', STOP_CAMERA: 'stopCamera', LOWER_HAND: 'lowerHand', REMOVE: 'remove' } as const;
