import { z } from 'zod';
import {
  CLASSROOM_CHAT_FILE_EXTENSIONS,
  CLASSROOM_CHAT_FILE_MAX_BYTES,
  CLASSROOM_CHAT_MAX_CHARS,
  CLASSROOM_PATH,
  classroomChatMessageSchema,
} from '../classroom';
import type { FileRules } from '../uploads';
import { defineCommand } from './define';
import { defineDownload } from './download';

/*
 * The built-in web classroom's HTTP commands (contract/src/classroom.ts has its socket): files shared in
 * the chat. Both are public and authenticated by the attendee token of classClient.JOIN, in the body
 * (never in a URL, so never in a log). A shared file is kept as the class's chat file (a record of kind
 * chat, listed in the class results) and announced to the class as a chat message carrying it; any
 * participant of that class downloads it with their own attendee token.
 */

const attendeeToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);

/** One file per message; extensions, size and jfif as every upload (WB-400-401/402/403). */
export const CLASSROOM_CHAT_FILE_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: CLASSROOM_CHAT_FILE_MAX_BYTES,
  extensions: [...CLASSROOM_CHAT_FILE_EXTENSIONS],
  refuse: ['jfif'],
});

export const classroomCommands = {
  'classroom.CHAT_FILE': defineCommand({
    method: 'POST',
    path: CLASSROOM_PATH,
    command: 'CHAT_FILE',
    encoding: 'multipart',
    resource: { name: 'classroom', kind: 'change' },
    access: 'public',
    files: { field: 'file', rules: CLASSROOM_CHAT_FILE_RULES },
    input: z.object({
      attendeeToken,
      /** An optional line sent with the file. */
      text: z.string().trim().max(CLASSROOM_CHAT_MAX_CHARS).default(''),
      file: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ message: classroomChatMessageSchema }) }),
  }),
} as const;

export const classroomDownloads = {
  /** A chat file of the caller's class, as an attachment (POST: the token stays out of the URL). */
  'classroom.CHAT_FILE_DOWNLOAD': defineDownload({
    method: 'POST',
    path: CLASSROOM_PATH,
    command: 'CHAT_FILE_DOWNLOAD',
    resource: { name: 'classroom', kind: 'read' },
    access: 'public',
    input: z.object({ attendeeToken, fileId: z.string().regex(/^[1-9][0-9]{0,9}$/) }),
  }),
} as const;
