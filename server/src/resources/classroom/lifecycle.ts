import { ClassroomClose, RecordKind } from '@boda/contract';
import { createHash } from 'node:crypto';
import type { Runtime } from '../../runtime';
import { insertRecord } from '../record';
import * as meets from '../meet';
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

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** The chat as text, one line per message (UTC times, as in the rest of the class results' files). */
export function transcriptText(messages: Awaited<ReturnType<typeof repo.chatOf>>): string {
  return messages
    .map((m) => {
      const at = new Date(m.sentAt);
      const time = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
      const file = m.file ? ` [file: ${m.file.fileName}]` : '';
      return `[${time}] ${m.userName}: ${m.text}${file}`;
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
  const bytes = Buffer.from(`${transcriptText(messages)}\n`, 'utf8');
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
