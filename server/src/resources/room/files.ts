import { type CommandData, type CommandParsedInput, ErrorCode, type RoomFile } from '@boda/contract';
import type { Readable } from 'node:stream';
import type { RoomRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth, uploadsOf } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { deleteUploads } from '../../http/multipart';
import { findMeetByCode, hasJoinedRoom } from '../meet/repository';
import { accessTo, loadRoom, mayView } from './access';
import * as files from './fileRepository';
import { findRoomByIdx } from './repository';

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

async function assertRoomFilesAccess(ctx: RequestContext, me: AuthInfo, room: RoomRow): Promise<void> {
  const access = await accessTo(ctx, me, room);
  if (mayView(access) || (await hasJoinedRoom(ctx.db, room.roomIdx, me.userIdx))) return;
  throw new AppError(ErrorCode.NOT_FOUND);
}

async function fileFor(ctx: RequestContext, me: AuthInfo, roomFileIdx: number): Promise<files.RoomFileJoined> {
  const found = await files.findRoomFile(ctx.db, me.companyIdx, roomFileIdx);
  const room = found ? await findRoomByIdx(ctx.db, found.file.roomIdx) : null;
  if (!found || !room) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  await assertRoomFilesAccess(ctx, me, room).catch(() => {
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  });
  return found;
}

export async function listFiles(input: CommandParsedInput<'roomFile.LIST'>, ctx: RequestContext): Promise<CommandData<'roomFile.LIST'>> {
  const me = requireAuth(ctx);
  const room = await loadRoom(ctx, me, input.roomCode);
  await assertRoomFilesAccess(ctx, me, room);
  let meetIdx: number | undefined;
  if (input.meetCode !== undefined && input.meetCode !== '0') {
    const meet = await findMeetByCode(ctx.db, me.companyIdx, input.meetCode);
    if (!meet || meet.roomIdx !== room.roomIdx) return { resultList: [] };
    meetIdx = meet.meetIdx;
  }
  const rows = await files.listRoomFiles(ctx.db, room.roomIdx, { meetIdx, fileTypeCd: input.fileTypeCd });
  return { resultList: rows.map(toDto) };
}

export async function viewFile(input: CommandParsedInput<'roomFile.VIEW'>, ctx: RequestContext): Promise<CommandData<'roomFile.VIEW'>> {
  const me = requireAuth(ctx);
  return { result: toDto(await fileFor(ctx, me, input.roomFileIdx)) };
}

export async function addFiles(input: CommandParsedInput<'roomFile.ADD'>, ctx: RequestContext): Promise<CommandData<'roomFile.ADD'>> {
  const me = requireAuth(ctx);
  const uploads = uploadsOf(ctx);
  if (uploads.length === 0) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'uploadFile', message: 'Required field.', key: 'required' }]);
  const room = await loadRoom(ctx, me, input.roomFile.roomCode);
  await assertRoomFilesAccess(ctx, me, room);
  let meetIdx: number | null = null;
  if (input.roomFile.meetCode !== undefined && input.roomFile.meetCode !== '0') {
    const meet = await findMeetByCode(ctx.db, me.companyIdx, input.roomFile.meetCode);
    if (!meet || meet.roomIdx !== room.roomIdx) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
    meetIdx = meet.meetIdx;
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
  const all = await files.listRoomFiles(ctx.db, room.roomIdx, {});
  const ids = new Set(created.map((c) => c.roomFileIdx));
  return { resultList: all.filter((f) => ids.has(f.file.roomFileIdx)).map(toDto) };
}

export async function deleteFile(input: CommandParsedInput<'roomFile.DEL'>, ctx: RequestContext): Promise<CommandData<'roomFile.DEL'>> {
  const me = requireAuth(ctx);
  const found = await fileFor(ctx, me, input.roomFileIdx);
  if (found.file.regUserIdx !== me.userIdx) throw new AppError(ErrorCode.FORBIDDEN, 'Only the uploader removes a file.');
  await files.deleteRoomFile(ctx.db, found.file.roomFileIdx);
  await deleteUploads(ctx.runtime.storage, [{ storageKey: found.file.storageKey, field: '', fileName: '', mime: '', size: 0 }]);
  return { result: { roomFileIdx: found.file.roomFileIdx } };
}

export async function openFileDownload(ctx: RequestContext, roomFileIdx: number): Promise<{ name: string; stream: Readable; size: number }> {
  const me = requireAuth(ctx);
  const found = await fileFor(ctx, me, roomFileIdx);
  const stored = await ctx.runtime.storage?.get(found.file.storageKey);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: found.file.orgFileName, ...stored };
}
