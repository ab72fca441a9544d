import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassExportKind, Language } from '@boda/contract';
import type { Worksheet } from 'exceljs';
import { type JobContext, PermanentJobError } from '../../../jobs/registry';
import type { Runtime } from '../../../runtime';
import { sheetWords } from './labels';
import { type ExportProgress, storeExportFile } from './exports';
import { meetsByIdx } from './repository';
import { rostersOf } from './roster';
import { writeJoinRows, writeScoreRows, type ScoreStudents } from './sheets';

/*
 * A class-results export runs as a job on whichever instance claims it: it reads the meetings EXPORT
 * chose (in batches, so memory stays flat however many there are), streams the sheet to a temporary
 * file with exceljs's WorkbookWriter, stores it, and records its key on the export. Progress is the
 * meetings read so far, for EXPORT_STATUS.
 */

export const LOG_MEET_EXPORT_JOB = 'logMeet.export';

export interface ExportJobPayload {
  exportIdx: number;
  companyIdx: number;
  userIdx: number;
  kind: ClassExportKind;
  /** The meetings, chosen (and scope-checked) when the export started. */
  meetIdxs: number[];
  language: Language;
  utcOffsetMin: number;
  /** The range (ISO); homework of the score history was deployed within it. */
  from: string | null;
  to: string | null;
  /** A teacher's export: only homework the caller or the classes' leaders deployed. */
  teacherScope: boolean;
}

const BATCH = 50;
const WIDTHS: Record<ClassExportKind, number[]> = {
  USER_JOIN: [28, 12, 16, 16, 16, 11, 11, 12, 11],
  USER_SCORE: [16, 16, 28, 17, 17, 17, 12, 10, 8, 8, 8],
};

export function registerLogMeetExport(runtime: Runtime): void {
  runtime.jobs.registry.register(LOG_MEET_EXPORT_JOB, (raw, ctx) => buildExport(runtime, raw as ExportJobPayload, ctx), {
    backoffMs: 2_000,
  });
}

async function buildExport(runtime: Runtime, payload: ExportJobPayload, ctx: JobContext): Promise<{ storageKey: string }> {
  const storage = runtime.storage;
  if (!storage) throw new PermanentJobError('no file storage on this instance');
  // exceljs takes most of a second to load: loaded when a sheet is first written, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const dir = await mkdtemp(join(tmpdir(), 'boda-export-'));
  const file = join(dir, 'export.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    const words = sheetWords(payload.language);
    const sheet = workbook.addWorksheet(words.sheet[payload.kind], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = WIDTHS[payload.kind].map((width) => ({ width }));
    const header = sheet.addRow(payload.kind === 'USER_JOIN' ? words.joinHeaders : words.scoreHeaders);
    header.font = { bold: true };
    header.commit();
    await writeMeetings(runtime, payload, ctx, sheet);
    sheet.commit();
    await workbook.commit();
    const storageKey = await storeExportFile(runtime, payload.exportIdx, 'logMeet', file);
    ctx.log.info({ exportIdx: payload.exportIdx, kind: payload.kind, meetings: payload.meetIdxs.length }, 'class results exported');
    return { storageKey };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeMeetings(runtime: Runtime, payload: ExportJobPayload, ctx: JobContext, sheet: Worksheet): Promise<void> {
  const db = runtime.database.db;
  const words = sheetWords(payload.language);
  const total = payload.meetIdxs.length;
  const students: ScoreStudents = new Map();
  const leaders = new Set<number>([payload.userIdx]);
  await ctx.progress({ done: 0, total } satisfies ExportProgress);
  for (let start = 0; start < total; start += BATCH) {
    if (ctx.signal.aborted) throw new Error('export stopped');
    const batch = await meetsByIdx(db, payload.companyIdx, payload.meetIdxs.slice(start, start + BATCH));
    const rosters = await rostersOf(db, payload.companyIdx, batch, runtime.clock());
    if (payload.kind === 'USER_JOIN') writeJoinRows(sheet, rosters, words, payload.utcOffsetMin);
    else {
      for (const roster of rosters) {
        leaders.add(roster.meet.leaderUserIdx);
        for (const entry of roster.entries) students.set(entry.userIdx, entry);
      }
    }
    await ctx.progress({ done: Math.min(total, start + BATCH), total } satisfies ExportProgress);
  }
  if (payload.kind === 'USER_SCORE') {
    await writeScoreRows(db, sheet, students, words, {
      companyIdx: payload.companyIdx,
      utcOffsetMin: payload.utcOffsetMin,
      from: payload.from === null ? undefined : new Date(payload.from),
      to: payload.to === null ? undefined : new Date(payload.to),
      deployedBy: payload.teacherScope ? [...leaders] : undefined,
    });
  }
}
