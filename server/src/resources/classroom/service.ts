import { createHash } from 'node:crypto';
import { type CommandData, type CommandParsedInput, ErrorCode, RecordKind } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/opaque';
import { records } from '../../db/schema';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import type { ByteRange } from '../../storage/file-storage';
import { insertRecord } from '../record';
import { peerIdOf } from './admit';
import { sendChat } from './frames';
import type { ClassroomHub } from './hub';
import * as repo from './repository';

/*
 * Chat files of the web classroom (contract/src/api/classroom.ts). The attendee token is the only
 * credential: sharing needs a session still in a live class; downloading, any session of that class
 * (a participant may fetch a file after the class ended), and only that class's chat files.
 */

/** The stored bytes' checksum, as records of the class client's uploads carry it. */
async function sha256Of(ctx: OpenContext, key: string): Promise<string> {
  const stored = await ctx.runtime.storage?.get(key);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const hash = createHash('sha256');
  for await (const chunk of stored.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function chatFile(
  input: CommandParsedInput<'classroom.CHAT_FILE'>,
  ctx: OpenContext,
  hub: ClassroomHub,
): Promise<CommandData<'classroom.CHAT_FILE'>> {
  const attendee = await repo.findAttendee(ctx.db, hashToken(input.attendeeToken));
  if (!attendee || attendee.quit !== null || attendee.meet.liveRoomIdx === null) throw new AppError(ErrorCode.UNAUTHORIZED);
  const [upload] = uploadsOf(ctx).filter((u) => u.field === 'file');
  if (!upload) throw new AppError(ErrorCode.BAD_PARAMETER, 'Choose a file to share.');
  const { meet } = attendee;
  const record = await insertRecord(ctx.db, {
    meetIdx: meet.meetIdx,
    companyIdx: meet.companyIdx,
    recUserIdx: attendee.userIdx,
    kind: RecordKind.CHAT,
    recordTitle: upload.fileName,
    fileName: upload.fileName,
    storageKey: upload.storageKey,
    fileSize: upload.size,
    mime: upload.mime,
    sha256: await sha256Of(ctx, upload.storageKey),
    startDatetime: meet.startDatetime,
    endDatetime: null,
    regDatetime: ctx.runtime.clock(),
  });
  const message = await sendChat(
    { runtime: ctx.runtime, hub },
    { meetIdx: meet.meetIdx, peerId: peerIdOf(attendee.meetUserIdx), userName: attendee.userName },
    input.text,
    { fileId: String(record.recordIdx), fileName: upload.fileName, fileSize: upload.size },
  );
  return { result: { message } };
}

export async function openChatFile(ctx: OpenContext, input: { attendeeToken: string; fileId: string }, range: ByteRange | undefined) {
  const attendee = await repo.findAttendee(ctx.db, hashToken(input.attendeeToken));
  if (!attendee) throw new AppError(ErrorCode.UNAUTHORIZED);
  const [record] = await ctx.db
    .select()
    .from(records)
    .where(and(eq(records.recordIdx, Number(input.fileId)), eq(records.meetIdx, attendee.meet.meetIdx), eq(records.kind, RecordKind.CHAT)))
    .limit(1);
  if (!record) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const stored = await ctx.runtime.storage?.get(record.storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: record.fileName, stored };
}
