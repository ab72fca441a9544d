import { z } from 'zod';
import { BOOK_IMAGE_RULES } from '../uploads';
import { defineCommand, flexInt, jsonField } from './define';

/*
 * The class client's side of a meeting (README "Class-client API"). The native client gets
 * `--join-token` and `--server` on its command line from the verified join ticket; it redeems the
 * one-time join token once (JOIN) and then speaks with the attendee token it got back:
 * HEARTBEAT every `heartbeatSec`, LEAVE when it closes, START/END for the leader.
 *
 * NOTE_UPLOAD (multipart) saves the attendee's class note for the meeting: the agendas and their pages
 * as JSON, one image per page (png or jpg, the book image rules: at most 200, 10 MB each) in page order
 * (agenda by agenda), each file under a distinct name. A second upload replaces that note's pages.
 *
 * An attendee whose heartbeats stop for ATTENDEE_STALE_SEC counts as gone from their last
 * heartbeat on, so a crashed client neither inflates the live count nor the attendance time.
 */

export const CLASS_CLIENT_PATH = '/open/classClient';
export const HEARTBEAT_SEC = 30;
export const ATTENDEE_STALE_SEC = 90;
/** How long a join token from a ticket may wait for its JOIN. */
export const JOIN_TOKEN_TTL_SEC = 600;
/**
 * How long the rejoin token of a JOIN may wait (a class day): it also works only while its meeting is
 * live, so a class's end retires it sooner.
 */
export const REJOIN_TOKEN_TTL_SEC = 12 * 60 * 60;

const attendeeToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);

export const classClientMeetSchema = z.object({
  roomCode: z.string(),
  meetCode: z.string(),
  meetTitle: z.string(),
  live: z.boolean(),
  startDatetime: z.string().nullable(),
  endDatetime: z.string().nullable(),
  currentUserNum: z.number().int(),
});

/** The agendas of a class note and their pages, in the order of the uploaded page images. */
export const classNoteAgendaInput = z
  .array(
    z.object({
      agendaNo: flexInt.pipe(z.number().int().min(1).max(1000)),
      agendaName: z.string().trim().max(100).default(''),
      pageList: z
        .array(z.object({ pageNo: flexInt.pipe(z.number().int().min(1).max(1000)), pageName: z.string().trim().max(100).default('') }))
        .min(1)
        .max(BOOK_IMAGE_RULES.maxFiles),
    }),
  )
  .min(1)
  .max(BOOK_IMAGE_RULES.maxFiles);

export type ClassNoteAgendaInput = z.output<typeof classNoteAgendaInput>;

export const classClientCommands = {
  'classClient.JOIN': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'JOIN',
    encoding: 'json',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    input: z.object({ joinToken: z.string().regex(/^[A-Za-z0-9._~+/=-]{1,2048}$/) }),
    output: z.object({
      result: z.object({
        attendeeToken: z.string(),
        heartbeatSec: z.number().int(),
        /** The leader may START and END the meeting. */
        leader: z.boolean(),
        mode: z.enum(['normal', 'open', 'monitor']),
        user: z.object({ userIdx: z.number().int(), userName: z.string(), userTypeCd: z.number().int() }),
        meet: classClientMeetSchema,
        /** The room's invite code, for the leader to share from inside the class (null for everyone else). */
        inviteCode: z.string().nullable(),
        /**
         * A one-time join token for this attendee to come back to this meeting without a new ticket (the
         * web classroom keeps it in its tab: a reload, or Join again after Leave). Redeemed by JOIN like a
         * ticket's; valid while the meeting is live, at most REJOIN_TOKEN_TTL_SEC. A client may ignore it.
         */
        rejoinToken: z.string(),
      }),
    }),
  }),
  'classClient.HEARTBEAT': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'HEARTBEAT',
    encoding: 'json',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
  'classClient.LEAVE': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'LEAVE',
    encoding: 'json',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ totalJoinTimeSec: z.number().int() }) }),
  }),
  'classClient.START': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'START',
    encoding: 'json',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
  'classClient.END': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'END',
    encoding: 'json',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
  /** The attendee's class note for this meeting (see above); answers the note and whether it replaced one. */
  'classClient.NOTE_UPLOAD': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'NOTE_UPLOAD',
    encoding: 'multipart',
    resource: { name: 'classClient', kind: 'change' },
    access: 'public',
    files: { field: 'pageFiles', rules: BOOK_IMAGE_RULES },
    input: z.object({
      attendeeToken,
      noteTitle: z.string().trim().min(1, 'enter a note title').max(100),
      agendaList: jsonField(classNoteAgendaInput),
      pageFiles: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ noteIdx: z.number().int(), pageCount: z.number().int(), replaced: z.boolean() }) }),
  }),
} as const;
