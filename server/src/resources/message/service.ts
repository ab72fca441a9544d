import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type Message,
  MESSAGE_CONTENTS_MAX_BYTES,
  MESSAGE_TITLE_MAX,
  type MessageFile,
  MessageStatus,
  type MessageSummary,
  type MessageTypeValue,
  MessageType,
  MESSAGE_ATTACHMENT_RULES,
  toPage,
  validateRequired,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { MessageFileRow, MessageReceiverRow, MessageRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import { storageKeyFor } from '../../http/multipart';
import type { ByteRange, FileStorage } from '../../storage/file-storage';
import { deleteAbandonedMessages, deleteStoredFiles } from './cleanup';
import * as repo from './repository';
import { hasVisibleContent, sanitizeMessageHtml } from './sanitize';

function toFileDto(row: MessageFileRow): MessageFile {
  return { fileIdx: row.fileIdx, orgFileName: row.orgFileName, fileSize: row.fileSize };
}

function toMessageDto(row: MessageRow, receivers: MessageReceiverRow[], files: MessageFileRow[]): Message {
  return {
    messageIdx: row.messageIdx,
    title: row.title,
    contents: row.contents,
    regUserIdx: row.regUserIdx,
    regUserName: row.regUserName,
    regDatetime: row.regDatetime.toISOString(),
    sendDatetime: row.sendDatetime.toISOString(),
    messageStatusCd: row.messageStatusCd,
    receiverList: receivers.map((r) => ({ receiverIdx: r.receiverIdx, receiverName: r.receiverName, readDatetime: iso(r.readDatetime) })),
    fileList: files.map(toFileDto),
  };
}

function emptyMessage(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'The message was not found.');
}

function requiredField(path: string): AppError {
  return fieldError(path, validateRequired('') ?? { key: 'required', message: 'Required field.' });
}

async function copyStored(storage: FileStorage, key: string, now: Date): Promise<string> {
  const found = await storage.get(key);
  if (!found) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const copy = storageKeyFor(now);
  await storage.put(copy, found.stream);
  return copy;
}

export async function saveMessage(input: CommandParsedInput<'message.SAVE'>, ctx: SignedInContext): Promise<CommandData<'message.SAVE'>> {
  const me = ctx.auth;
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  const copied: string[] = [];
  let kept = false;
  try {
    const title = input.message.title.trim();
    if (title === '') throw requiredField('message.title');
    if (Array.from(title).length > MESSAGE_TITLE_MAX) throw fieldError('message.title', `At most ${MESSAGE_TITLE_MAX} characters.`);
    if (Buffer.byteLength(input.message.contents, 'utf8') > MESSAGE_CONTENTS_MAX_BYTES)
      throw fieldError('message.contents', 'The message is too long.');
    const contents = sanitizeMessageHtml(input.message.contents);
    if (!hasVisibleContent(contents)) throw requiredField('message.contents');

    const receiverIdxs = [...new Set(input.receiverList)];
    if (receiverIdxs.length === 0) throw requiredField('receiverList');
    // Unsubscribed accounts are no longer reachable; unknown or foreign ones look the same.
    const receivers = await requireAccess(ctx, 'user.reachable', receiverIdxs);

    // A re-send brings the original's attachments along, minus the removed ones.
    let carried: MessageFileRow[] = [];
    if (input.message.messageIdx) {
      await requireAccess(ctx, 'message.inBox', input.message.messageIdx, true);
      const removed = new Set(input.removedFileList);
      carried = (await repo.filesOf(ctx.db, input.message.messageIdx)).filter((f) => !removed.has(f.fileIdx));
    }
    if (carried.length + uploads.length > MESSAGE_ATTACHMENT_RULES.maxFiles) throw new AppError(ErrorCode.TOO_MANY_FILES);
    const now = ctx.runtime.clock();
    const files = uploads.map((u) => ({
      orgFileName: u.fileName.slice(0, 255),
      fileSize: u.size,
      mime: u.mime.slice(0, 128),
      storageKey: u.storageKey,
    }));
    if (carried.length > 0) {
      if (!storage) throw new AppError(ErrorCode.UNAVAILABLE, 'File storage is not configured.');
      for (const file of carried) {
        const storageKey = await copyStored(storage, file.storageKey, now);
        copied.push(storageKey);
        files.push({ orgFileName: file.orgFileName, fileSize: file.fileSize, mime: file.mime, storageKey });
      }
    }
    const messageIdx = await repo.insertMessage(ctx.db, {
      companyIdx: me.companyIdx,
      regUserIdx: me.userIdx,
      regUserName: ctx.user.userName,
      title,
      contents,
      messageStatusCd: MessageStatus.SENT,
      sendDatetime: now,
      receivers: receivers.map((u) => ({ receiverIdx: u.userIdx, receiverName: u.userName })),
      files,
    });
    kept = true;
    return { result: { messageIdx } };
  } finally {
    if (!kept) await deleteStoredFiles(storage, copied);
  }
}

export function boxHandlers(type: MessageTypeValue) {
  const sent = type === MessageType.SEND;

  async function get(input: { messageIdx: number }, ctx: SignedInContext): Promise<{ result: Message }> {
    const me = ctx.auth;
    if (sent) {
      const message = await repo.findSent(ctx.db, me.companyIdx, me.userIdx, input.messageIdx);
      if (!message) throw emptyMessage();
      const [receivers, files] = await Promise.all([
        repo.receiversOf(ctx.db, message.messageIdx),
        repo.filesOf(ctx.db, message.messageIdx),
      ]);
      return { result: toMessageDto(message, receivers, files) };
    }
    const found = await repo.findReceived(ctx.db, me.companyIdx, me.userIdx, input.messageIdx);
    if (!found) throw emptyMessage();
    const readDatetime = await repo.markRead(ctx.db, found.receiver.id, ctx.runtime.clock());
    const files = await repo.filesOf(ctx.db, found.message.messageIdx);
    // A receiver sees their own read time, not the other receivers'.
    return { result: toMessageDto(found.message, [{ ...found.receiver, readDatetime }], files) };
  }

  async function list(
    input: { page: number; size: number; searchKeyword: string },
    ctx: SignedInContext,
  ): Promise<{ resultPage: ReturnType<typeof toPage<MessageSummary>> }> {
    const me = ctx.auth;
    const page = { limit: input.size, offset: (input.page - 1) * input.size, keyword: input.searchKeyword };
    if (sent) {
      const { rows, total } = await repo.listSent(ctx.db, me.companyIdx, me.userIdx, page);
      const content = rows.map((r): MessageSummary => ({
        ...summaryBase(r.message),
        readDatetime: null,
        firstReceiverName: r.firstReceiverName,
        receiverCount: r.receiverCount,
        fileCount: r.fileCount,
      }));
      return { resultPage: toPage(content, input.page, input.size, total) };
    }
    const { rows, total } = await repo.listReceived(ctx.db, me.companyIdx, me.userIdx, page);
    const content = rows.map((r): MessageSummary => ({
      ...summaryBase(r.message),
      readDatetime: iso(r.readDatetime),
      firstReceiverName: null,
      receiverCount: 1,
      fileCount: r.fileCount,
    }));
    return { resultPage: toPage(content, input.page, input.size, total) };
  }

  async function removeMany(ctx: SignedInContext, messageIdxs: number[]): Promise<{ result: { count: number } }> {
    const me = ctx.auth;
    const unique = [...new Set(messageIdxs)];
    const { removed, keys } = await ctx.db.transaction(async (tx) => {
      const ids = sent
        ? await repo.removeSent(tx, me.companyIdx, me.userIdx, unique)
        : await repo.removeReceived(tx, me.companyIdx, me.userIdx, unique);
      return { removed: ids.length, keys: await deleteAbandonedMessages(tx, ids) };
    });
    await deleteStoredFiles(ctx.runtime.storage, keys);
    return { result: { count: removed } };
  }

  return {
    get,
    list,
    remove: (input: { messageIdx: number }, ctx: SignedInContext) => removeMany(ctx, [input.messageIdx]),
    removeList: (input: { messageIdxList: number[] }, ctx: SignedInContext) => removeMany(ctx, input.messageIdxList),
  };
}

function summaryBase(row: MessageRow) {
  return {
    messageIdx: row.messageIdx,
    title: row.title,
    regUserIdx: row.regUserIdx,
    regUserName: row.regUserName,
    sendDatetime: row.sendDatetime.toISOString(),
  };
}

export async function existNew(
  _input: CommandParsedInput<'message.EXIST_NEW'>,
  ctx: SignedInContext,
): Promise<CommandData<'message.EXIST_NEW'>> {
  // Read with the caller (principalExtras in routes.ts): no statement of its own.
  const count = ctx.unreadMessages;
  if (count === undefined) throw new Error('EXIST_NEW is registered without its unread count');
  return { result: { exists: count > 0, count } };
}

export async function getFiles(
  input: CommandParsedInput<'message.GET_FILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'message.GET_FILE'>> {
  await requireAccess(ctx, 'message.inBox', input.messageIdx);
  return { resultList: (await repo.filesOf(ctx.db, input.messageIdx)).map(toFileDto) };
}

/** A file of a message the caller has in a box (WB-404-102 otherwise, and when the bytes are gone). */
export async function openFile(ctx: SignedInContext, fileIdx: number, range?: ByteRange) {
  const file = await requireAccess(ctx, 'messageFile.download', fileIdx);
  const stored = ctx.runtime.storage ? await ctx.runtime.storage.get(file.storageKey, range) : null;
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { file, stored };
}
