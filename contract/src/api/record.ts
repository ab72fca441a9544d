import { z } from 'zod';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { defineCommand } from './define';
import { defineDownload } from './download';
import { logSearchInput, MANAGE_LOG_PAGE_SIZE } from './logMeet';
import { idSchema, pageSchema, pagingInput } from './params';
import { meetCodeSchema, roomCodeSchema } from './room';

/*
 * Recordings and chat files of meetings (service-area 2.10, 3 Recording; manage-area "Recordings
 * (/log/recordLog)", 3 Record, 7 "Logs, recordings, statistics", "Other downloads").
 *
 * They come from the class client, which uploads them resumably (the tus protocol, version 1.0.0, with
 * the creation, creation-with-upload, creation-defer-length, termination and expiration extensions; the
 * web classroom uploads its recording while recording, its length declared by the last PATCH) to CLASS_CLIENT_UPLOAD_PATH,
 * tied to its meeting by the attendee token (README "Class-client API"). Upload-Metadata carries
 * attendeeToken, kind ('video' or 'chat'), fileName, and optionally sha256 (hex of the whole file,
 * checked when the last byte arrives: a mismatch discards the upload), recordTitle, startDatetime and
 * endDatetime (ISO instants; default: the meeting's start and end). A finished upload becomes a record
 * of the meeting; its size is limited per kind (RECORD_MAX_BYTES).
 *
 * Every command here needs the record download permission (bit 31): without it the refusal is
 * WB-403-110 and the screens do not ask. Which meetings' records the caller sees follows the class log's
 * scope (logMeet.ts); downloads answer HTTP Range requests (206) so the player can seek.
 */

export const CLASS_CLIENT_UPLOAD_PATH = '/open/classClient/upload';
export const RecordKind = { VIDEO: 'video', CHAT: 'chat' } as const;
export type RecordKindValue = (typeof RecordKind)[keyof typeof RecordKind];
export const RECORD_MAX_BYTES: Readonly<Record<RecordKindValue, number>> = Object.freeze({
  video: 4 * 1024 ** 3,
  chat: 50 * 1024 ** 2,
});
export const RECORD_EXTENSIONS: Readonly<Record<RecordKindValue, readonly string[]>> = Object.freeze({
  video: ['mp4', 'webm', 'mkv', 'mov'],
  chat: ['txt', 'json', 'log', 'csv', 'html'],
});
/** An unfinished upload may be resumed this long after its last byte. */
export const UPLOAD_RESUME_HOURS = 24;

export const RECORD_ACCESS = {
  area: 'any',
  permissions: [Permission.RECORD_DOWNLOAD],
  denied: ErrorCode.NO_RECORD_PERMISSION,
} as const;

const recordKindSchema = z.enum(['video', 'chat']);

export const recordSchema = z.object({
  recordIdx: z.number().int(),
  kind: recordKindSchema,
  recordTitle: z.string(),
  recUser: z.object({ userIdx: z.number().int(), userId: z.string(), userName: z.string() }),
  startDatetime: z.string().nullable(),
  endDatetime: z.string().nullable(),
  regDatetime: z.string(),
  durationSec: z.number().int().nullable(),
  fileName: z.string(),
  fileSize: z.number(),
  mime: z.string(),
  /** The meeting and its room, for the manage list (withMeetLog, withRoom). */
  meetLog: z.object({ meetCode: z.string(), meetTitle: z.string(), userId: z.string(), userName: z.string() }),
  room: z.object({ roomCode: z.string(), roomTitle: z.string(), ownerUser: z.object({ userName: z.string() }) }),
});
export type MeetRecord = z.infer<typeof recordSchema>;

const meetRecordsInput = z.object({ meetCode: meetCodeSchema, roomCode: roomCodeSchema.optional() });

export const recordCommands = {
  /** The company's recordings (manage area): filters as the class log's; newest first. */
  'recordVideo.LIST': defineCommand({
    method: 'GET',
    path: '/boda/recordLog/video',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'recordVideo', kind: 'read' },
    access: { ...RECORD_ACCESS, area: 'manage', permissions: [Permission.MANAGE_ACCESS, Permission.RECORD_DOWNLOAD] },
    input: z.object({ ...pagingInput(MANAGE_LOG_PAGE_SIZE, 50), ...logSearchInput }),
    output: z.object({ resultPage: pageSchema(recordSchema) }),
  }),
  /** One meeting's recordings (class results detail). */
  'recordVideo.LIST_ROOM': defineCommand({
    method: 'GET',
    path: '/boda/recordLog/video',
    command: 'LIST_ROOM',
    encoding: 'query',
    resource: { name: 'recordVideo', kind: 'read' },
    access: RECORD_ACCESS,
    input: meetRecordsInput,
    output: z.object({ resultList: z.array(recordSchema) }),
  }),
  /** One record (either kind) for the player: its name, size and type. */
  'recordVideo.GET_FILE': defineCommand({
    method: 'GET',
    path: '/boda/recordLog/video',
    command: 'GET_FILE',
    encoding: 'query',
    resource: { name: 'recordVideo', kind: 'read' },
    access: RECORD_ACCESS,
    input: z.object({ recordIdx: idSchema }),
    output: z.object({ result: recordSchema }),
  }),
  /** One meeting's chat files. */
  'recordChat.LIST_ROOM': defineCommand({
    method: 'GET',
    path: '/boda/recordLog/chat',
    command: 'LIST_ROOM',
    encoding: 'query',
    resource: { name: 'recordChat', kind: 'read' },
    access: RECORD_ACCESS,
    input: meetRecordsInput,
    output: z.object({ resultList: z.array(recordSchema) }),
  }),
  /**
   * A short-lived address for the in-app player: a `<video>` element cannot send the bearer token, so
   * the access check runs here and the answer is a URL carrying a signed ticket for this record and
   * caller only (recordPlay.PLAY), valid PLAY_TICKET_TTL_SEC.
   */
  'recordVideo.PLAY_URL': defineCommand({
    method: 'GET',
    path: '/boda/recordLog/video',
    command: 'PLAY_URL',
    encoding: 'query',
    resource: { name: 'recordVideo', kind: 'read' },
    access: RECORD_ACCESS,
    input: z.object({ recordIdx: idSchema }),
    output: z.object({ result: z.object({ url: z.string(), expiresAt: z.string() }) }),
  }),
} as const;

export const PLAY_TICKET_TTL_SEC = 4 * 60 * 60;

/**
 * A record's bytes (video or chat file) by recordIdx, with HTTP Range (206, Accept-Ranges: bytes) so the
 * in-app player seeks without downloading all of it. `inline=true` answers Content-Disposition inline
 * (playback) instead of attachment (download).
 */
export const recordDownloads = {
  'recordVideo.DOWNLOAD_FILE': defineDownload({
    method: 'GET',
    path: '/boda/recordLog/video',
    command: 'DOWNLOAD_FILE',
    resource: { name: 'recordVideo', kind: 'read' },
    access: RECORD_ACCESS,
    input: z.object({ recordIdx: idSchema, inline: z.enum(['true', 'false']).default('false') }),
  }),
  /** The player's stream (inline, with Range): the signed ticket from PLAY_URL is the only credential. */
  'recordPlay.PLAY': defineDownload({
    method: 'GET',
    path: '/open/record/play',
    command: 'PLAY',
    resource: { name: 'recordPlay', kind: 'read' },
    access: 'public',
    input: z.object({ ticket: z.string().regex(/^[A-Za-z0-9._-]{20,2048}$/) }),
  }),
} as const;
