import { z } from 'zod';
import { defineCommand } from './define';

/*
 * The class client's side of a meeting (README "Class-client API"). The native client gets
 * `--join-token` and `--server` on its command line from the verified join ticket; it redeems the
 * one-time join token once (JOIN) and then speaks with the attendee token it got back:
 * HEARTBEAT every `heartbeatSec`, LEAVE when it closes, START/END for the leader.
 *
 * An attendee whose heartbeats stop for ATTENDEE_STALE_SEC counts as gone from their last
 * heartbeat on, so a crashed client neither inflates the live count nor the attendance time.
 */

export const CLASS_CLIENT_PATH = '/open/classClient';
export const HEARTBEAT_SEC = 30;
export const ATTENDEE_STALE_SEC = 90;
/** How long a join token from a ticket may wait for its JOIN. */
export const JOIN_TOKEN_TTL_SEC = 600;

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

export const classClientCommands = {
  'classClient.JOIN': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'JOIN',
    encoding: 'json',
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
      }),
    }),
  }),
  'classClient.HEARTBEAT': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'HEARTBEAT',
    encoding: 'json',
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
  'classClient.LEAVE': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'LEAVE',
    encoding: 'json',
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ totalJoinTimeSec: z.number().int() }) }),
  }),
  'classClient.START': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'START',
    encoding: 'json',
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
  'classClient.END': defineCommand({
    method: 'POST',
    path: CLASS_CLIENT_PATH,
    command: 'END',
    encoding: 'json',
    access: 'public',
    input: z.object({ attendeeToken }),
    output: z.object({ result: z.object({ meet: classClientMeetSchema }) }),
  }),
} as const;
