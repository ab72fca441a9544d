import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type MeetRecord,
  PLAY_TICKET_TTL_SEC,
  type RecordKindValue,
  recordDownloads,
  toPage,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { iso } from '../../db/sql';
import { AppError } from '../../errors';
import type { OpenContext, SignedInContext } from '../../http/context';
import type { ByteRange, StoredObject } from '../../storage/file-storage';
import * as repo from './repository';

/* Recordings and chat files (contract/src/api/record.ts): lists, the player's ticket, downloads. */

export const PLAY_TICKET_PURPOSE = 'recordPlay';

/** Types a browser may play inline; anything else is only ever downloaded. */
const PLAYABLE = new Set(['video/mp4', 'video/webm', 'video/x-matroska', 'video/quicktime']);

function recordView(row: repo.RecordListRow): MeetRecord {
  const r = row.record;
  const start = r.startDatetime;
  const end = r.endDatetime;
  return {
    recordIdx: r.recordIdx,
    kind: r.kind as RecordKindValue,
    recordTitle: r.recordTitle,
    recUser: { userIdx: r.recUserIdx, userId: row.uploaderId, userName: row.uploaderName },
    startDatetime: iso(start),
    endDatetime: iso(end),
    regDatetime: r.regDatetime.toISOString(),
    durationSec: start && end && end > start ? Math.round((end.getTime() - start.getTime()) / 1000) : null,
    fileName: r.fileName,
    fileSize: r.fileSize,
    mime: r.mime,
    meetLog: { meetCode: row.meetCode, meetTitle: row.meetTitle, userId: row.openerId ?? '', userName: row.openerName ?? '' },
    room: { roomCode: row.roomCode, roomTitle: row.roomTitle, ownerUser: { userName: row.ownerName ?? '' } },
  };
}

/** A record the caller may read: of their company, of a meeting whose class results they see. */
async function readableRecord(ctx: SignedInContext, recordIdx: number): Promise<repo.RecordListRow> {
  const row = await repo.findRecord(ctx.db, ctx.auth.companyIdx, recordIdx);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  await requireAccess(ctx, 'logMeet.view', row.meetCode);
  return row;
}

const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export async function listCompany(
  input: CommandParsedInput<'recordVideo.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'recordVideo.LIST'>> {
  const { rows, total } = await repo.listCompanyRecords(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    from: dateOf(input.searchStartDate),
    to: dateOf(input.searchEndDate),
    keyword: input.searchKeyword,
    filter: input.searchFilter,
    partial: input.searchMatch,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(rows.map(recordView), input.page, input.size, total) };
}

async function listOfMeet(ctx: SignedInContext, meetCode: string, roomCode: string | undefined, kind: RecordKindValue) {
  const { meet } = await requireAccess(ctx, 'logMeet.view', meetCode, roomCode);
  return { resultList: (await repo.listMeetRecords(ctx.db, meet.meetIdx, kind)).map(recordView) };
}

export async function listMeetVideos(
  input: CommandParsedInput<'recordVideo.LIST_ROOM'>,
  ctx: SignedInContext,
): Promise<CommandData<'recordVideo.LIST_ROOM'>> {
  return listOfMeet(ctx, input.meetCode, input.roomCode, 'video');
}

export async function listMeetChats(
  input: CommandParsedInput<'recordChat.LIST_ROOM'>,
  ctx: SignedInContext,
): Promise<CommandData<'recordChat.LIST_ROOM'>> {
  return listOfMeet(ctx, input.meetCode, input.roomCode, 'chat');
}

export async function getFile(
  input: CommandParsedInput<'recordVideo.GET_FILE'>,
  ctx: SignedInContext,
): Promise<CommandData<'recordVideo.GET_FILE'>> {
  return { result: recordView(await readableRecord(ctx, input.recordIdx)) };
}

export async function playUrl(
  input: CommandParsedInput<'recordVideo.PLAY_URL'>,
  ctx: SignedInContext,
): Promise<CommandData<'recordVideo.PLAY_URL'>> {
  const row = await readableRecord(ctx, input.recordIdx);
  if (!PLAYABLE.has(row.record.mime))
    throw new AppError(ErrorCode.BAD_PARAMETER, 'This record cannot be played in the app; download it instead.');
  const { ticket, expiresAt } = ctx.runtime.tickets.sign(
    PLAY_TICKET_PURPOSE,
    { r: row.record.recordIdx, c: ctx.auth.companyIdx, u: ctx.auth.userIdx },
    PLAY_TICKET_TTL_SEC,
  );
  const path = recordDownloads['recordPlay.PLAY'].path;
  return { result: { url: `${path}?command=PLAY&ticket=${ticket}`, expiresAt: expiresAt.toISOString() } };
}

async function openStored(ctx: OpenContext, storageKey: string, range: ByteRange | undefined): Promise<StoredObject> {
  const stored = await ctx.runtime.storage?.get(storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return stored;
}

/** DOWNLOAD_FILE: the bytes, as an attachment, or inline for a playable video when asked. */
export async function openDownload(ctx: SignedInContext, recordIdx: number, inline: boolean, range: ByteRange | undefined) {
  const row = await readableRecord(ctx, recordIdx);
  const stored = await openStored(ctx, row.record.storageKey, range);
  const playable = inline && PLAYABLE.has(row.record.mime);
  return { name: row.record.fileName, stored, inlineType: playable ? row.record.mime : undefined };
}

/** PLAY: the ticket is the credential; it names the record, the company and the user it was made for. */
export async function openPlay(ctx: OpenContext, ticket: string, range: ByteRange | undefined) {
  const claims = ctx.runtime.tickets.verify(PLAY_TICKET_PURPOSE, ticket);
  if (!claims || typeof claims.r !== 'number' || typeof claims.c !== 'number') throw new AppError(ErrorCode.UNAUTHORIZED);
  const row = await repo.findRecord(ctx.db, claims.c, claims.r);
  if (!row || !PLAYABLE.has(row.record.mime)) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const stored = await openStored(ctx, row.record.storageKey, range);
  return { name: row.record.fileName, stored, inlineType: row.record.mime };
}
