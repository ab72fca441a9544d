import { z } from 'zod';
import { Limits } from '../enums';
import { MESSAGE_ATTACHMENT_RULES } from '../uploads';
import { defineCommand, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import { flexIntList, idSchema, pagingInput, searchKeywordSchema, pageSchema } from './params';

/*
 * Messages (manage-area 2, 3, 7; service-area 2.14, 7). A message has one sender and receivers;
 * each receiver has its own read time, and each side removes the message from its own box.
 */

export const MessageType = { SEND: 'send', RECV: 'recv' } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

/** Sending sets this status; there are no drafts. */
export const MessageStatus = { SENT: 1 } as const;

export const MESSAGE_TITLE_MAX = 100;
/**
 * The body as sent, in UTF-8 bytes, editor images included (embedded as data URLs of at most
 * 1000 px): it travels as one multipart field, which the server reads up to 1 MiB.
 */
export const MESSAGE_CONTENTS_MAX_BYTES = 1_000_000;
export const MESSAGE_RECEIVERS_MAX = Limits.PICKER_PAGE_SIZE;
/** Reply titles: 'RE : ' + the original title. */
export const REPLY_PREFIX = 'RE : ';

export const messageReceiverSchema = z.object({
  receiverIdx: z.number().int().nullable(),
  receiverName: z.string(),
  readDatetime: z.string().nullable(),
});
export type MessageReceiver = z.infer<typeof messageReceiverSchema>;

export const messageFileSchema = z.object({
  fileIdx: z.number().int(),
  orgFileName: z.string(),
  fileSize: z.number().int(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const messageSchema = z.object({
  messageIdx: z.number().int(),
  title: z.string(),
  contents: z.string(),
  regUserIdx: z.number().int().nullable(),
  regUserName: z.string(),
  regDatetime: z.string(),
  sendDatetime: z.string(),
  messageStatusCd: z.number().int(),
  /** Sent box: every receiver with its read time; received box: only the caller. */
  receiverList: z.array(messageReceiverSchema),
  fileList: z.array(messageFileSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** A row of either list. */
export const messageSummarySchema = z.object({
  messageIdx: z.number().int(),
  title: z.string(),
  regUserIdx: z.number().int().nullable(),
  regUserName: z.string(),
  sendDatetime: z.string(),
  /** Received box: the caller's read time (null: unread, shown bold). Sent box: null. */
  readDatetime: z.string().nullable(),
  /** Sent box: the first receiver and how many others. */
  firstReceiverName: z.string().nullable(),
  receiverCount: z.number().int(),
  fileCount: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

const listInput = z.object({ ...pagingInput(Limits.MESSAGE_PAGE_SIZE, 50), searchKeyword: searchKeywordSchema });
const messageIdxInput = z.object({ messageIdx: idSchema });
const removeListInput = z.object({ messageIdxList: flexIntList.pipe(z.array(z.number().int().positive()).min(1).max(1000)) });
const countResult = z.object({ result: z.object({ count: z.number().int() }) });

function boxCommands<T extends MessageTypeValue>(type: T) {
  const path = `/boda/message/${type}` as const;
  return {
    /** The received box marks the message read for the caller. */
    GET: defineCommand({
      method: 'GET',
      path,
      command: 'GET',
      encoding: 'query',
      // Opening a received message marks it read: the received list and the new-message indicator change.
      resource: type === MessageType.RECV ? { name: 'message', kind: 'change' } : { name: 'message', kind: 'read' },
      access: { area: 'any' },
      input: messageIdxInput,
      output: z.object({ result: messageSchema }),
    }),
    /** Keyword over title (and the other party's name); newest first. */
    LIST: defineCommand({
      method: 'GET',
      path,
      command: 'LIST',
      encoding: 'query',
      resource: { name: 'message', kind: 'read' },
      access: { area: 'any' },
      input: listInput,
      output: z.object({ resultPage: pageSchema(messageSummarySchema) }),
    }),
    REMOVE: defineCommand({
      method: 'POST',
      path,
      command: 'REMOVE',
      encoding: 'form',
      resource: { name: 'message', kind: 'change' },
      access: { area: 'any' },
      input: messageIdxInput,
      output: countResult,
    }),
    REMOVE_LIST: defineCommand({
      method: 'POST',
      path,
      command: 'REMOVE_LIST',
      encoding: 'form',
      resource: { name: 'message', kind: 'change' },
      access: { area: 'any' },
      input: removeListInput,
      output: countResult,
    }),
  };
}

const send = boxCommands(MessageType.SEND);
const recv = boxCommands(MessageType.RECV);

export const messageCommands = {
  /**
   * Send (there are no drafts). `message.messageIdx` names the original of a re-send: its files
   * come along except those in removedFileList. Attachments old and new: at most 3.
   */
  'message.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/message',
    command: 'SAVE',
    encoding: 'multipart',
    resource: { name: 'message', kind: 'change' },
    access: { area: 'any' },
    files: { field: 'uploadFile', rules: MESSAGE_ATTACHMENT_RULES },
    input: z.object({
      message: jsonField(
        z.object({
          title: z.string(),
          contents: z.string(),
          messageStatusCd: flexInt.optional(),
          messageIdx: flexInt.optional(),
        }),
      ),
      receiverList: flexIntList.pipe(z.array(z.number().int().positive()).max(MESSAGE_RECEIVERS_MAX)).default([]),
      removedFileList: flexIntList.default([]),
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ messageIdx: z.number().int() }) }),
  }),
  'message.send.GET': send.GET,
  'message.send.LIST': send.LIST,
  'message.send.REMOVE': send.REMOVE,
  'message.send.REMOVE_LIST': send.REMOVE_LIST,
  'message.recv.GET': recv.GET,
  'message.recv.LIST': recv.LIST,
  'message.recv.REMOVE': recv.REMOVE,
  'message.recv.REMOVE_LIST': recv.REMOVE_LIST,
  /** The header's new-message check (every 60 s and on focus). */
  'message.EXIST_NEW': defineCommand({
    method: 'GET',
    path: '/boda/message/recv',
    command: 'EXIST_NEW',
    encoding: 'query',
    resource: { name: 'message', kind: 'read' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ result: z.object({ exists: z.boolean(), count: z.number().int() }) }),
  }),
  /** The attachments of a message the caller sent or received. */
  'message.GET_FILE': defineCommand({
    method: 'GET',
    path: '/boda/message',
    command: 'GET_FILE',
    encoding: 'query',
    resource: { name: 'message', kind: 'read' },
    access: { area: 'any' },
    input: messageIdxInput,
    output: z.object({ resultList: z.array(messageFileSchema) }),
  }),
} as const;

export const messageDownloads = {
  'message.DOWNLOAD_FILE': defineDownload({
    method: 'GET',
    path: '/boda/message',
    command: 'DOWNLOAD_FILE',
    resource: { name: 'message', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ fileIdx: idSchema }),
  }),
} as const;
