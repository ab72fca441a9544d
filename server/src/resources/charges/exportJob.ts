import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Language, spreadsheetText } from '@boda/contract';
import { type JobContext, PermanentJobError } from '../../jobs/registry';
import type { Runtime } from '../../runtime';
import { type ExportProgress, storeExportFile } from '../logMeet';
import { attendanceRows, summarizeAttendance } from '../meet';
import * as repo from './repository';
import { settleRange } from './service';
import { hms, localDayTime, SETTLEMENT_WIDTHS, settlementWords } from './sheet';
import { meetingPrice } from './settlement';

/*
 * The settlement sheet of a range, built as a job of the one export service (logMeet's): settle the range
 * as the list does, then stream one row per attendee (join times read a meeting at a time) to a
 * temporary .xlsx with exceljs's WorkbookWriter, store it and record its key on the export row.
 */

export const SETTLEMENT_EXPORT_JOB = 'charges.export';

export interface SettlementExportPayload {
  exportIdx: number;
  companyIdx: number;
  userIdx: number;
  from: string;
  to: string;
  leaderIdx: number | null;
  roomCategories: number[];
  language: Language;
  utcOffsetMin: number;
}

export function registerSettlementExport(runtime: Runtime): void {
  runtime.jobs.registry.register(SETTLEMENT_EXPORT_JOB, (raw, ctx) => buildExport(runtime, raw as SettlementExportPayload, ctx), {
    backoffMs: 2_000,
  });
}

async function buildExport(runtime: Runtime, payload: SettlementExportPayload, ctx: JobContext): Promise<{ storageKey: string }> {
  const storage = runtime.storage;
  if (!storage) throw new PermanentJobError('no file storage on this instance');
  const db = runtime.database.db;
  const { default: ExcelJS } = await import('exceljs');
  const dir = await mkdtemp(join(tmpdir(), 'boda-settlement-'));
  const file = join(dir, 'settlement.xlsx');
  try {
    const settled = await settleRange(db, {
      companyIdx: payload.companyIdx,
      from: new Date(payload.from),
      to: new Date(payload.to),
      leaderIdx: payload.leaderIdx ?? undefined,
      roomCategories: payload.roomCategories,
    });
    const total = settled.length;
    await ctx.progress({ done: 0, total } satisfies ExportProgress);
    const leaders = new Map(
      (await repo.usersInCompany(db, payload.companyIdx, [...new Set(settled.map((s) => s.row.meet.leaderUserIdx))])).map((u) => [
        u.userIdx,
        u,
      ]),
    );
    const words = settlementWords(payload.language);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = SETTLEMENT_WIDTHS.map((width) => ({ width }));
    const header = sheet.addRow(words.headers);
    header.font = { bold: true };
    header.commit();
    const at = (d: Date | null) => localDayTime(d, payload.utcOffsetMin);
    let sum = 0;
    for (const [i, { row, attendees }] of settled.entries()) {
      if (ctx.signal.aborted) throw new Error('export stopped');
      const { meet } = row;
      const times = new Map(summarizeAttendance(await attendanceRows(db, meet), runtime.clock()).map((a) => [a.userIdx, a]));
      const price = meetingPrice(attendees);
      const leader = leaders.get(meet.leaderUserIdx)?.userName ?? '';
      for (const a of attendees) {
        sum += a.amount;
        sheet
          .addRow([
            // Text people typed: never a formula in the sheet.
            spreadsheetText(meet.meetTitle),
            spreadsheetText(leader),
            at(meet.openDatetime),
            at(meet.startDatetime),
            at(meet.endDatetime),
            price ?? '',
            spreadsheetText(a.userId),
            spreadsheetText(a.userName),
            a.attended ? hms(times.get(a.userIdx)?.totalJoinTimeSec ?? 0) : words.absent,
            a.amount,
          ])
          .commit();
      }
      if ((i + 1) % 50 === 0) await ctx.progress({ done: i + 1, total } satisfies ExportProgress);
    }
    const footer = sheet.addRow([words.total, '', '', '', '', '', '', '', '', sum]);
    footer.font = { bold: true };
    footer.commit();
    sheet.commit();
    await workbook.commit();
    await ctx.progress({ done: total, total } satisfies ExportProgress);
    const storageKey = await storeExportFile(runtime, payload.exportIdx, 'settlement', file);
    ctx.log.info({ exportIdx: payload.exportIdx, meetings: total }, 'settlement exported');
    return { storageKey };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
