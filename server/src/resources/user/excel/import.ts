import {
  EXCEL_ROWS_MAX,
  type ExcelDuplicateModeValue,
  ExcelDuplicateMode,
  type ExcelUserColumn,
  ImportReason,
  type ImportProgress,
  type ImportReport,
  ImportResult,
  type ImportRow,
  MANAGED_USER_TYPES,
  type PasswordPolicyName,
  UserStatus,
  UserType,
  type ValidationIssue,
  validateEmail,
  validateOptionalPhone,
  validatePassword,
  validatePhone,
  validateUserId,
  validateUserName,
} from '@boda/contract';
import { and, eq, sql } from 'drizzle-orm';
import { availableParallelism } from 'node:os';
import { hashPassword } from '../../../auth/password';
import type { Db } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';
import { roleForType } from '../admin-service';
import type { SheetRow } from './sheet';
import { type ImportedUser, writeImportedUsers } from './write';

export interface ImportOptions {
  companyIdx: number;
  userTypeCd: number;
  groupIdx: number | null;
  duplicateMode: ExcelDuplicateModeValue;
  passwordPolicy: PasswordPolicyName;
  /** May the caller overwrite this existing account (LATEST)? */
  mayUpdate: (user: UserRow) => boolean;
  /**
   * Told as rows are checked and written. Synchronous on purpose: it runs inside the write
   * transaction, where awaiting another statement would wait for the transaction itself (PGlite).
   */
  onProgress?: (progress: ImportProgress) => void;
  /** Commit batch by batch, undoing on failure (embedded PGlite: see write.ts). */
  shortTransactions: boolean;
  /** Refuses (throws) before anything is written when the license cannot take this many new accounts. */
  assertRoomFor?: (creating: number) => Promise<void>;
}

const MANAGED: readonly number[] = MANAGED_USER_TYPES;

function firstIssue(
  row: SheetRow,
  options: ImportOptions,
  existing: UserRow | undefined,
): { field: ExcelUserColumn; issue: ValidationIssue } | null {
  const checks: Array<[ExcelUserColumn, ValidationIssue | null]> = [
    ['userId', validateUserId(row.userId)],
    ['userName', validateUserName(row.userName)],
    // Updating an account may leave its password as it is.
    ['password', existing && row.password === '' ? null : validatePassword(row.password, options.passwordPolicy)],
    ['phone', validatePhone(row.phone)],
    ['email', validateEmail(row.email)],
    ['phone2', options.userTypeCd === UserType.STUDENT ? validateOptionalPhone(row.phone2) : null],
  ];
  for (const [field, issue] of checks) if (issue) return { field, issue };
  return null;
}

/** Runs `work` over the items with at most `limit` at once, keeping the order of results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The accounts the sheet names, in one statement: the ids travel as one array parameter. */
async function existingUsers(db: Db, companyIdx: number, userIds: string[]): Promise<Map<string, UserRow>> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), sql`${users.userId} = any(${sql.param(userIds)}::text[])`));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * Imports the rows and reports every row. Rows that fail validation are reported and left out; the
 * rest are written together or (on a database error) not at all (write.ts).
 * Duplicate ids, in the file or against existing accounts: LATEST keeps the latest data (the last
 * row of the file, overwriting the account), SKIP keeps what came first (the account, or the first
 * row). Passwords are hashed once per distinct value, in parallel (the first few while the rows are
 * checked), before the transaction starts.
 */
export async function importUsers(db: Db, rows: SheetRow[], options: ImportOptions): Promise<ImportReport> {
  const report = new Map<number, ImportRow>();
  const put = (
    row: SheetRow,
    result: ImportRow['result'],
    reason: ImportRow['reason'] = null,
    field: ExcelUserColumn | null = null,
    validationKey: string | null = null,
  ) => report.set(row.row, { row: row.row, userId: row.userId, result, reason, field, validationKey });

  // The reader refuses a sheet over EXCEL_ROWS_MAX rows (sheet.ts); this guards callers that skip it.
  if (rows.length > EXCEL_ROWS_MAX) throw new Error(`more than ${EXCEL_ROWS_MAX} rows`);
  const accepted = rows;

  // The first few distinct passwords the policy accepts (schools mostly give one to everyone) are
  // hashed while the rows are checked against the accounts, off this thread; the rest once the rows
  // to write are known, so a sheet refused or full of bad rows costs a few hashes at most.
  const parallel = Math.max(2, availableParallelism());
  const hashes = new Map<string, string>();
  let onHashed: (password: string) => void = () => undefined;
  const hashOne = async (password: string) => {
    hashes.set(password, await hashPassword(password));
    onHashed(password);
  };
  const early = [...new Set(accepted.map((r) => r.password))]
    .filter((p) => p !== '' && validatePassword(p, options.passwordPolicy) === null)
    .slice(0, parallel);
  const earlyHashing = mapLimited(early, parallel, hashOne);
  // Awaited below; a refusal thrown before that must not leave its failure unhandled.
  earlyHashing.catch(() => undefined);

  const existing = await existingUsers(db, options.companyIdx, [...new Set(accepted.map((r) => r.userId))]);
  const valid: SheetRow[] = [];
  for (const row of accepted) {
    const problem = firstIssue(row, options, existing.get(row.userId));
    if (problem) put(row, ImportResult.FAILED, ImportReason.INVALID, problem.field, problem.issue.key);
    else valid.push(row);
  }

  // One row per id: LATEST keeps the last occurrence, SKIP the first.
  const chosen = new Map<string, SheetRow>();
  for (const row of valid) {
    const earlier = chosen.get(row.userId);
    if (!earlier) chosen.set(row.userId, row);
    else if (options.duplicateMode === ExcelDuplicateMode.LATEST) {
      put(earlier, ImportResult.SKIPPED, ImportReason.REPLACED_BY_LATER_ROW);
      chosen.set(row.userId, row);
    } else put(row, ImportResult.SKIPPED, ImportReason.DUPLICATE_IN_FILE);
  }

  const toCreate: SheetRow[] = [];
  const toUpdate: SheetRow[] = [];
  for (const row of chosen.values()) {
    const account = existing.get(row.userId);
    if (!account) toCreate.push(row);
    else if (options.duplicateMode === ExcelDuplicateMode.SKIP) put(row, ImportResult.SKIPPED, ImportReason.EXISTS);
    else if (!MANAGED.includes(account.userTypeCd) || account.userStatusCd === UserStatus.OUT || !options.mayUpdate(account)) {
      put(row, ImportResult.FAILED, ImportReason.NOT_IMPORTABLE);
    } else toUpdate.push(row);
  }

  // The whole sheet or nothing: a license that cannot take every new account refuses the import.
  await options.assertRoomFor?.(toCreate.length);

  const total = rows.length;
  const toWrite = [...toCreate, ...toUpdate];
  const rowsByPassword = new Map<string, number>();
  for (const row of toWrite) rowsByPassword.set(row.password, (rowsByPassword.get(row.password) ?? 0) + 1);
  // A row is checked once validated and, when it will be written, its password hashed.
  const hashedRows = (passwords: Iterable<string>) => [...passwords].reduce((sum, p) => sum + (rowsByPassword.get(p) ?? 0), 0);
  let checked = total - toWrite.length + (rowsByPassword.get('') ?? 0) + hashedRows(hashes.keys());
  const progress = (written: number) => options.onProgress?.({ total, checked, written });
  progress(0);
  onHashed = (password) => {
    checked += rowsByPassword.get(password) ?? 0;
    progress(0);
  };
  const rest = [...rowsByPassword.keys()].filter((p) => p !== '' && !early.includes(p));
  await Promise.all([earlyHashing, mapLimited(rest, parallel, hashOne)]);

  const student = options.userTypeCd === UserType.STUDENT;
  const imported = (row: SheetRow): ImportedUser => ({
    userId: row.userId,
    userName: row.userName.trim(),
    passwordHash: row.password === '' ? null : (hashes.get(row.password) ?? null),
    email: row.email === '' ? null : row.email,
    phone: row.phone,
    phone2: student && row.phone2 !== '' ? row.phone2 : null,
  });
  await writeImportedUsers(
    db,
    {
      companyIdx: options.companyIdx,
      userTypeCd: options.userTypeCd,
      userRoleCd: roleForType(options.userTypeCd),
      groupIdx: options.groupIdx,
      creates: toCreate.map(imported),
      updates: toUpdate.map((row) => ({ ...imported(row), before: existing.get(row.userId) as UserRow })),
    },
    { shortTransactions: options.shortTransactions, onWritten: progress },
  );
  for (const row of toCreate) put(row, ImportResult.CREATED);
  for (const row of toUpdate) put(row, ImportResult.UPDATED);

  const list = [...report.values()].sort((a, b) => a.row - b.row);
  const tally = (result: ImportRow['result']) => list.filter((r) => r.result === result).length;
  return {
    total: list.length,
    created: tally(ImportResult.CREATED),
    updated: tally(ImportResult.UPDATED),
    skipped: tally(ImportResult.SKIPPED),
    failed: tally(ImportResult.FAILED),
    rows: list,
  };
}
