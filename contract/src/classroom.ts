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
import { CLASSROOM_CHAT_MAX_CHARS, CLASSROOM_ERASE_MAX, ClassroomControl, ClassroomRole } from './classroomCodes';
import type { ClassroomEndReasonValue } from './classroomCodes';

export * from './classroomCodes';

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
  /** A teacher recording the class (the `recording` frame): everyone is shown that it is being recorded. */
  recording: z.boolean(),
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

/**
 * What a participant sends straight to another over their link's data channel (the mesh's RTCDataChannel),
 * beside the signaling socket: a whiteboard part with `at`, the index in its stroke of its first point, so
 * a page that gets the same points both ways (the data channel first, the server's relay after) keeps each
 * point once and in order. Checked on arrival with this schema; the sender must hold the pen there too.
 */
export const classroomPeerFrameSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('ink'), ink: classroomInkSchema, at: z.number().int().min(0).max(INK_POINTS_PER_STROKE_MAX) }).strict(),
]);
export type ClassroomPeerFrame = z.infer<typeof classroomPeerFrameSchema>;

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
  /** Remove complete strokes from the board (the eraser, an undo): whoever may draw. */
  z.object({ t: z.literal('erase'), strokeIds: z.array(strokeId).min(1).max(CLASSROOM_ERASE_MAX) }).strict(),
  /** Teacher only: clear the board. */
  z.object({ t: z.literal('clear') }).strict(),
  /** Teacher only: hand the pen to a participant (null: back to the teacher alone). */
  z.object({ t: z.literal('pen'), to: peerId.nullable() }).strict(),
  /** Teacher only. */
  z
    .object({
      t: z.literal('control'),
      to: peerId,
      action: z.enum([ClassroomControl.MUTE, ClassroomControl.STOP_CAMERA, ClassroomControl.LOWER_HAND, ClassroomControl.REMOVE]),
    })
    .strict(),
  /** Teacher only: the teacher's recording started or stopped (everyone is told; the page sends it again after a reconnect). */
  z.object({ t: z.literal('recording'), on: z.boolean() }).strict(),
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
  /** `at`: the index in the stroke of the part's first point (the same part may also come over a data channel). */
  | { t: 'ink'; from: string; ink: ClassroomInk; at: number }
  | { t: 'erase'; strokeIds: string[] }
  | { t: 'clear' }
  | { t: 'pen'; to: string | null }
  | { t: 'control'; action: (typeof ClassroomControl)[keyof typeof ClassroomControl] }
  /** `reason` only when not the teacher's end (ClassroomEndReason: CLOSED, monitoring closed the class). */
  | { t: 'ended'; reason?: ClassroomEndReasonValue }
  | { t: 'pong' };
