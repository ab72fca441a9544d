import { type CommandData, type CommandParsedInput, ErrorCode, type RoomFile } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import { deleteUploads } from '../../http/multipart';
import type { ByteRange, StoredObject } from '../../storage/file-storage';
import * as files from './fileRepository';

/*
 * Room reference files (/boda/room/file, GET /open/room/file/download). Whoever may view the room,
 * or joined one of its classes, may list, download and upload; only the uploader removes a file.
 */

function toDto(row: files.RoomFileJoined): RoomFile {
  return {
    roomFileIdx: row.file.roomFileIdx,
    roomCode: row.roomCode,
    meetCode: row.meetCode ?? '0',
    orgFileName: row.file.orgFileName,
    fileSize: row.file.fileSize,
    fileTypeCd: row.file.fileTypeCd,
    userNm: row.uploaderName,
    modUserIdx: row.file.regUserIdx,
    modDatetime: row.file.modDatetime.toISOString(),
  };
}

/** One file the caller may reach, with its room, uploader and meeting for the answer. */
async function fileFor(ctx: SignedInContext, roomFileIdx: number): Promise<files.RoomFileJoined> {
  await requireAccess(ctx, 'roomFile.view', roomFileIdx);
  const found = await files.findRoomFile(ctx.db, ctx.auth.companyIdx, roomFileIdx);
  if (!found) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return found;
}

export async function listFiles(input: CommandParsedInput<'roomFile.LIST'>, ctx: SignedInContext): Promise<CommandData<'roomFile.LIST'>> {
  const room = await requireAccess(ctx, 'roomFile.room', input.roomCode);
  let meetIdx: number | undefined;
  if (input.meetCode !== undefined && input.meetCode !== '0') {
    const found = await files.findMeetIdxOfRoom(ctx.db, room, input.meetCode);
    if (found === null) return { resultList: [] };
    meetIdx = found;
  }
  const rows = await files.listRoomFiles(ctx.db, room, { meetIdx, fileTypeCd: input.fileTypeCd });
  return { resultList: rows.map(toDto) };
}

export async function viewFile(input: CommandParsedInput<'roomFile.VIEW'>, ctx: SignedInContext): Promise<CommandData<'roomFile.VIEW'>> {
  return { result: toDto(await fileFor(ctx, input.roomFileIdx)) };
}

export async function addFiles(input: CommandParsedInput<'roomFile.ADD'>, ctx: SignedInContext): Promise<CommandData<'roomFile.ADD'>> {
  const me = ctx.auth;
  const uploads = uploadsOf(ctx);
  if (uploads.length === 0) throw fieldError('uploadFile', { message: 'Required field.', key: 'required' });
  const room = await requireAccess(ctx, 'roomFile.room', input.roomFile.roomCode);
  let meetIdx: number | null = null;
  if (input.roomFile.meetCode !== undefined && input.roomFile.meetCode !== '0') {
    meetIdx = await files.findMeetIdxOfRoom(ctx.db, room, input.roomFile.meetCode);
    if (meetIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  }
  const created = await files.insertRoomFiles(
    ctx.db,
    uploads.map((u) => ({
      roomIdx: room.roomIdx,
      meetIdx,
      companyIdx: me.companyIdx,
      fileTypeCd: input.roomFile.fileTypeCd,
      orgFileName: Array.from(u.fileName).slice(0, 255).join(''),
      storageKey: u.storageKey,
      fileSize: u.size,
      mime: u.mime.slice(0, 100),
      regUserIdx: me.userIdx,
    })),
  );
  const all = await files.listRoomFiles(ctx.db, room, {});
  const ids = new Set(created.map((c) => c.roomFileIdx));
  return { resultList: all.filter((f) => ids.has(f.file.roomFileIdx)).map(toDto) };
}

export async function deleteFile(input: CommandParsedInput<'roomFile.DEL'>, ctx: SignedInContext): Promise<CommandData<'roomFile.DEL'>> {
  const found = await requireAccess(ctx, 'roomFile.delete', input.roomFileIdx);
  await files.deleteRoomFile(ctx.db, found.room, found.file.roomFileIdx);
  await deleteUploads(ctx.runtime.storage, [{ storageKey: found.file.storageKey, field: '', fileName: '', mime: '', size: 0 }]);
  return { result: { roomFileIdx: found.file.roomFileIdx } };
}

/** The file's bytes (or the asked-for range of them) for whoever may view it. */
export async function openFileDownload(
  ctx: SignedInContext,
  roomFileIdx: number,
  range?: ByteRange,
): Promise<{ name: string; stored: StoredObject }> {
  const found = await requireAccess(ctx, 'roomFile.view', roomFileIdx);
  const stored = await ctx.runtime.storage?.get(found.file.storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: found.file.orgFileName, stored };
}
