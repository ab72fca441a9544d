import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type ErrorCodeValue,
  type ExcelDuplicateModeValue,
  type ImportProgress,
  type ImportReport,
  type PasswordPolicyName,
} from '@boda/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthInfo } from '../../../auth/principal';
import { mayChangeUser } from '../../../auth/policies';
import { companies, jobs } from '../../../db/schema';
import { AppError, type IssueDetail, isAppError } from '../../../errors';
import type { JobContext } from '../../../jobs/registry';
import type { Runtime } from '../../../runtime';
import type { FileStorage } from '../../../storage/file-storage';
import { readStored } from '../../../storage/read';
import { assertUserSlots } from '../../stats';
import { importUsers } from './import';
import { readUserSheet, type SheetRow } from './sheet';
import { type SheetRefusal, SheetRefusedError } from './xlsx-rows';

/*
 * A spreadsheet import runs as a job, so any instance may run it, its progress is readable by the
 * import dialog (IMPORT_PROGRESS), and "one import per company at a time" is the queue's singleton
 * key, which holds across instances. The sheet travels through the shared storage under a job key.
 */

export const USER_IMPORT_JOB = 'user.import';

export interface ImportJobPayload {
  fileKey: string;
  me: AuthInfo;
  userTypeCd: number;
  groupIdx: number | null;
  duplicateMode: ExcelDuplicateModeValue;
  passwordPolicy: PasswordPolicyName;
}

/** The job's result: the report, or the catalogue's refusal of the file (not worth retrying). */
export type ImportJobResult = { report: ImportReport } | { refused: { code: ErrorCodeValue; message: string; details?: IssueDetail[] } };

const REFUSALS: Record<SheetRefusal, ErrorCodeValue> = {
  unreadable: ErrorCode.BAD_FILE_EXTENSION,
  tooLarge: ErrorCode.FILE_TOO_LARGE,
  tooManyRows: ErrorCode.FILE_TOO_LARGE,
  cellTooLong: ErrorCode.FILE_TOO_LARGE,
};

/** Progress is written at most this often (and once the writing starts). */
const PROGRESS_EVERY_MS = 250;

export const importSingletonKey = (companyIdx: number) => `${USER_IMPORT_JOB}:${companyIdx}`;

export function registerUserImport(runtime: Runtime): void {
  runtime.jobs.registry.register(
    USER_IMPORT_JOB,
    async (raw, { progress, log }): Promise<ImportJobResult> => {
      const payload = raw as ImportJobPayload;
      const storage = runtime.storage;
      if (!storage) throw new Error('no file storage on this instance');
      const result = await importFile(runtime, storage, payload, progress, log);
      // The spreadsheet itself is not kept (the waiting request deletes it too, should its instance die).
      // A thrown attempt keeps it for the retry; onFailed removes it when no retry is left.
      await storage.delete(payload.fileKey).catch(() => undefined);
      return result;
    },
    {
      backoffMs: 1_000,
      onFailed: async (raw) => {
        await runtime.storage?.delete((raw as ImportJobPayload).fileKey);
      },
    },
  );
}

async function importFile(
  runtime: Runtime,
  storage: FileStorage,
  payload: ImportJobPayload,
  progress: JobContext['progress'],
  log: JobContext['log'],
): Promise<ImportJobResult> {
  let rows: SheetRow[];
  try {
    rows = await readUserSheet(await readStored(storage, payload.fileKey));
  } catch (err) {
    if (err instanceof SheetRefusedError) return { refused: { code: REFUSALS[err.refusal], message: err.message } };
    throw err;
  }
  let last = 0;
  const db = runtime.database.db;
  const [company] = await db.select().from(companies).where(eq(companies.companyIdx, payload.me.companyIdx)).limit(1);
  if (!company) throw new Error(`company ${payload.me.companyIdx} not found`);
  let report: ImportReport;
  try {
    report = await importUsers(db, rows, {
      companyIdx: payload.me.companyIdx,
      userTypeCd: payload.userTypeCd,
      groupIdx: payload.groupIdx,
      duplicateMode: payload.duplicateMode,
      passwordPolicy: payload.passwordPolicy,
      mayUpdate: (user) => user.userIdx !== payload.me.userIdx && mayChangeUser(payload.me, user),
      shortTransactions: runtime.database.kind === 'pglite',
      assertRoomFor: (creating) => assertUserSlots(db, company, creating, 'the spreadsheet'),
      onProgress: (p) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS && p.written === 0) return;
        last = now;
        // Not awaited: during the writes this runs inside the import's transaction.
        progress(p).catch((err: unknown) => log.warn({ err }, 'recording import progress failed'));
      },
    });
  } catch (err) {
    // A license refusal is the answer, not a failure to retry.
    if (isAppError(err) && err.code === ErrorCode.LICENSE_USERS_FULL) {
      return { refused: { code: err.code, message: err.message, details: err.details } };
    }
    throw err;
  }
  log.info({ companyIdx: payload.me.companyIdx, ...report, rows: undefined }, 'users imported from a spreadsheet');
  return { report };
}

async function copyToJobKey(storage: FileStorage, uploadKey: string): Promise<string> {
  const found = await storage.get(uploadKey);
  if (!found) throw new Error(`stored upload missing: ${uploadKey}`);
  const key = `jobs/${USER_IMPORT_JOB}/${randomBytes(16).toString('hex')}`;
  await storage.put(key, found.stream);
  return key;
}

/**
 * Enqueues the import (WB-409-001 while the company has one queued or running, on any instance),
 * waits for it wherever it runs, and answers its report or its refusal.
 */
export async function runImportJob(
  runtime: Runtime,
  storage: FileStorage,
  uploadKey: string,
  payload: Omit<ImportJobPayload, 'fileKey'>,
): Promise<ImportReport> {
  const fileKey = await copyToJobKey(storage, uploadKey);
  try {
    const job = await runtime.jobs.queue.enqueue({
      kind: USER_IMPORT_JOB,
      payload: { ...payload, fileKey } satisfies ImportJobPayload,
      maxAttempts: 2,
      companyIdx: payload.me.companyIdx,
      createdByUserIdx: payload.me.userIdx,
      singletonKey: importSingletonKey(payload.me.companyIdx),
    });
    if (!job) throw new AppError(ErrorCode.IMPORT_IN_PROGRESS);
    const finished = await runtime.jobs.queue.waitFor(job.jobId, 250);
    if (finished.status === 'failed') throw new Error(`the import failed: ${finished.lastError ?? 'unknown error'}`);
    const result = finished.result as ImportJobResult;
    if ('refused' in result) throw new AppError(result.refused.code, result.refused.message, result.refused.details);
    return result.report;
  } finally {
    await storage.delete(fileKey).catch(() => undefined);
  }
}

/** The company's queued or running import's progress; null when none. */
export async function importProgressOf(runtime: Runtime, companyIdx: number): Promise<ImportProgress | null> {
  const [row] = await runtime.database.db
    .select({ progress: jobs.progress })
    .from(jobs)
    .where(and(eq(jobs.singletonKey, importSingletonKey(companyIdx)), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (!row) return null;
  return (row.progress as ImportProgress | null) ?? { total: 0, checked: 0, written: 0 };
}
