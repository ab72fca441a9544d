/*
 * The built-in web classroom (issue 30): its page, its signaling socket and the frames both sides send.
 *
 * The class's life goes through the class-client API exactly as a vendor client's would
 * (api/classClient.ts: JOIN with the ticket's join token, HEARTBEAT, LEAVE, START, END). The signaling
 * socket only carries what a class needs live between its participants: WebRTC offers, answers and ICE
 * candidates (a peer-to-peer mesh), presence, raised hands, chat, the shared whiteboard and the
 * teacher's controls. It is authenticated by the attendee token that JOIN answered (so, through it, by
 * the signed join ticket), in the first frame, never in the URL, and it only ever reaches the sockets of
 * the same meeting (so of the same room and company).
 *
 * Frames are JSON text, one object per frame, checked by the schemas below on the server; a frame that
 * does not parse or match closes the socket with BAD_FRAME, a client sending too fast with FLOOD.
 */
import { z } from 'zod';
import { inkPointSchema } from './rules/inkSchema';
import { INK_COLOR_PATTERN, INK_POINTS_PER_STROKE_MAX, INK_SIZE_MAX, INK_SIZE_MIN, InkTool } from './rules/ink';

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
  /** The class ended (END by the teacher, or closed by monitoring). */
  ENDED: 4410,
  /** The teacher removed this participant. */
  REMOVED: 4411,
  /** The same attendee connected again (another tab, or a reconnect): the older socket goes. */
  REPLACED: 4412,
  /** Too many frames too fast. */
  FLOOD: 4429,
} as const;
export type ClassroomCloseCode = (typeof ClassroomClose)[keyof typeof ClassroomClose];

export const ClassroomRole = { TEACHER: 'teacher', STUDENT: 'student', MONITOR: 'monitor' } as const;
export type ClassroomRoleValue = (typeof ClassroomRole)[keyof typeof ClassroomRole];

/** A participant's stable id in the mesh: the same across reconnects of one attendee (`m<meetUserIdx>`). */
const peerId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

const mediaState = z
  .object({
    camera: z.boolean(),
    mic: z.boolean(),
    screen: z.boolean(),
  })
  .strict();
export type ClassroomMediaState = z.infer<typeof mediaState>;

export const classroomParticipantSchema = z.object({
  peerId,
  userIdx: z.number().int(),
  userName: z.string(),
  role: z.enum([ClassroomRole.TEACHER, ClassroomRole.STUDENT, ClassroomRole.MONITOR]),
  media: mediaState,
  hand: z.boolean(),
});
export type ClassroomParticipant = z.infer<typeof classroomParticipantSchema>;

/** WebRTC signaling payload: an offer or answer, or one ICE candidate (null: end of candidates). */
const signalData = z.union([
  z.object({ description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(24_000) }).strict() }).strict(),
  z
    .object({
      candidate: z
        .object({
          candidate: z.string().max(1024),
          sdpMid: z.string().max(64).nullable().optional(),
          sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
          usernameFragment: z.string().max(256).nullable().optional(),
        })
        .strict()
        .nullable(),
    })
    .strict(),
]);
export type ClassroomSignalData = z.infer<typeof signalData>;

const strokeId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** Part of a whiteboard stroke as it is drawn: the style on every part, the new points since the last part. */
export const classroomInkSchema = z
  .object({
    strokeId,
    tool: z.enum([InkTool.PEN, InkTool.HIGHLIGHTER]),
    color: z.string().regex(INK_COLOR_PATTERN),
    size: z.number().min(INK_SIZE_MIN).max(INK_SIZE_MAX),
    points: z.array(inkPointSchema).max(INK_POINTS_PER_STROKE_MAX),
    /** The last part: the stroke is complete and kept on the board. */
    done: z.boolean(),
  })
  .strict();
export type ClassroomInk = z.infer<typeof classroomInkSchema>;

export const classroomChatMessageSchema = z.object({
  messageId: z.string(),
  from: peerId,
  userName: z.string(),
  sentAt: z.string(),
  text: z.string(),
  /** A shared file (classroom.CHAT_FILE): downloadable by the class's participants through its record. */
  file: z.object({ fileId: z.string(), fileName: z.string(), fileSize: z.number().int() }).nullable(),
});
export type ClassroomChatMessage = z.infer<typeof classroomChatMessageSchema>;

/** A teacher's control over one participant. */
export const ClassroomControl = { MUTE: 'mute', STOP_CAMERA: 'stopCamera', REMOVE: 'remove' } as const;

/** Frames the page sends. */
export const classroomClientFrameSchema = z.discriminatedUnion('t', [
  /** The first frame: who this is (the attendee token of classClient.JOIN) and what media it sends. */
  z.object({ t: z.literal('hello'), attendeeToken: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/), media: mediaState }).strict(),
  /** To one other participant of the same meeting. */
  z.object({ t: z.literal('signal'), to: peerId, data: signalData }).strict(),
  z.object({ t: z.literal('media'), media: mediaState }).strict(),
  z.object({ t: z.literal('hand'), up: z.boolean() }).strict(),
  z.object({ t: z.literal('chat'), text: z.string().trim().min(1).max(CLASSROOM_CHAT_MAX_CHARS) }).strict(),
  /** Whiteboard ink: the teacher, or the participant the teacher handed the pen to. */
  z.object({ t: z.literal('ink'), ink: classroomInkSchema }).strict(),
  /** Teacher only: clear the board. */
  z.object({ t: z.literal('clear') }).strict(),
  /** Teacher only: hand the pen to a participant (null: back to the teacher alone). */
  z.object({ t: z.literal('pen'), to: peerId.nullable() }).strict(),
  /** Teacher only. */
  z
    .object({
      t: z.literal('control'),
      to: peerId,
      action: z.enum([ClassroomControl.MUTE, ClassroomControl.STOP_CAMERA, ClassroomControl.REMOVE]),
    })
    .strict(),
  /** Teacher only, after classClient.END succeeded: close everyone's classroom now. */
  z.object({ t: z.literal('end') }).strict(),
  z.object({ t: z.literal('ping') }).strict(),
]);
export type ClassroomClientFrame = z.infer<typeof classroomClientFrameSchema>;

/** Frames the server sends. */
export type ClassroomServerFrame =
  | {
      t: 'welcome';
      you: ClassroomParticipant;
      /** Everyone else present now; the newcomer makes the offers to them. */
      participants: ClassroomParticipant[];
      /** The board so far (complete strokes, in order). */
      strokes: ClassroomInk[];
      chat: ClassroomChatMessage[];
      /** Who holds the pen besides the teacher. */
      pen: string | null;
      /** ICE servers for RTCPeerConnection (ICE_SERVERS; short-lived TURN credentials when configured). */
      iceServers: { urls: string | string[]; username?: string; credential?: string }[];
      meshLimit: number;
    }
  | { t: 'joined'; participant: ClassroomParticipant }
  | { t: 'participant'; participant: ClassroomParticipant }
  | { t: 'left'; peerId: string }
  | { t: 'signal'; from: string; data: ClassroomSignalData }
  | { t: 'chat'; message: ClassroomChatMessage }
  | { t: 'ink'; from: string; ink: ClassroomInk }
  | { t: 'clear' }
  | { t: 'pen'; to: string | null }
  | { t: 'control'; action: (typeof ClassroomControl)[keyof typeof ClassroomControl] }
  | { t: 'ended' }
  | { t: 'pong' };
