import { ClassroomClose, RecordKind, zoneOffsetMinutes } from '@boda/contract';
import { createHash } from 'node:crypto';
import type { Runtime } from '../../runtime';
import { insertRecord } from '../record';
import * as meets from '../meet';
import { companyTimeZone } from '../stats';
import type { ClassroomHub } from './hub';
import * as repo from './repository';

/*
 * The end of a web class: every participant gets `ended` and its socket closes with ENDED, and the chat
 * becomes the class's chat log record (`chat-<meetCode>.txt`, listed in the class results). Whichever
 * instance sees the end first writes the transcript; the claim in `classroom_meets` makes it once.
 */

type Ctx = { runtime: Runtime; hub: ClassroomHub };

/** The transcript first: a page that sees `ended` may open the class results and find it there. */
export async function endClassroom(ctx: Ctx, meetIdx: number): Promise<void> {
  try {
    await writeTranscript(ctx.runtime, meetIdx);
  } finally {
    ctx.hub.publish({ meetIdx, to: null, frame: { t: 'ended' }, close: ClassroomClose.ENDED });
  }
}

/** 'YYYY-MM-DD HH:mm:ss' on the wall clock of the company's time zone (the contract's calendar). */
function companyClock(at: Date, timeZone: string): string {
  const wall = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return wall.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The chat as text, one line per message, its time on the company's clock (the time zone the class
 * results show the class in): `[2026-12-01 05:50:26] Teacher Park: Open page 12, please. [file: a.pdf]`.
 */
export function transcriptText(messages: Awaited<ReturnType<typeof repo.chatOf>>, timeZone: string): string {
  return messages
    .map((m) => {
      const said = [m.text.trim(), m.file ? `[file: ${m.file.fileName}]` : ''].filter((part) => part !== '').join(' ');
      return `[${companyClock(new Date(m.sentAt), timeZone)}] ${m.userName}: ${said}`;
    })
    .join('\n');
}

/** Writes the chat log record once per meeting, when there was any chat and storage is configured. */
export async function writeTranscript(runtime: Runtime, meetIdx: number): Promise<void> {
  const db = runtime.database.db;
  const storage = runtime.storage;
  if (!storage) return;
  const meet = await meets.findMeetByIdxAcrossCompanies(db, meetIdx);
  if (!meet || meet.liveRoomIdx !== null) return;
  const messages = await repo.chatOf(db, meetIdx);
  if (messages.length === 0) return;
  const now = runtime.clock();
  if (!(await repo.claimTranscript(db, meetIdx, now))) return;
  const timeZone = await companyTimeZone(db, meet.companyIdx);
  const bytes = Buffer.from(`${transcriptText(messages, timeZone)}\n`, 'utf8');
  const key = `classroom/${meet.companyIdx}/${meetIdx}/chat-${now.getTime()}.txt`;
  await storage.put(key, bytes);
  const fileName = `chat-${meet.meetCode}.txt`;
  const record = await insertRecord(db, {
    meetIdx,
    companyIdx: meet.companyIdx,
    recUserIdx: meet.leaderUserIdx,
    kind: RecordKind.CHAT,
    recordTitle: fileName,
    fileName,
    storageKey: key,
    fileSize: bytes.length,
    mime: 'text/plain',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    startDatetime: meet.startDatetime,
    endDatetime: meet.endDatetime,
    regDatetime: now,
  });
  await repo.setTranscriptRecord(db, meetIdx, record.recordIdx);
}
