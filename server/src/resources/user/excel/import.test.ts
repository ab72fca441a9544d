import { ExcelDuplicateMode, type ImportProgress, ImportResult, PasswordPolicy, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../auth/password';
import { type Harness, startHarness } from '../../../test/harness';
import { findUserByLoginId } from '../repository';
import { importUsers } from './import';
import type { SheetRow } from './sheet';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const row = (n: number, userId: string, password: string): SheetRow => ({
  row: n,
  userId,
  userName: `Hashed ${userId}`,
  password,
  phone: '01000000000',
  email: '',
  phone2: '',
});

describe('passwords of an import', () => {
  it("each account gets its own password's hash, and the progress counts every row checked once", async () => {
    // More distinct passwords than are hashed while the rows are checked, a bad row and a row without one.
    const passwords = Array.from({ length: 12 }, (_, i) => `Strong#24${String(i).padStart(2, '0')}`);
    const rows = [
      ...passwords.flatMap((password, i) => [row(2 * i + 2, `hash-${i}-a`, password), row(2 * i + 3, `hash-${i}-b`, password)]),
      row(40, 'bad id with spaces', passwords[0]),
    ];
    const seen: ImportProgress[] = [];
    const report = await importUsers(h.db, rows, {
      companyIdx: h.demoCompanyIdx,
      userTypeCd: UserType.STUDENT,
      groupIdx: null,
      duplicateMode: ExcelDuplicateMode.SKIP,
      passwordPolicy: PasswordPolicy.SIMPLE,
      mayUpdate: () => true,
      onProgress: (p) => seen.push({ ...p }),
      shortTransactions: h.app.boda.database.kind === 'pglite',
    });
    expect([report.created, report.failed]).toEqual([24, 1]);
    expect(report.rows.find((r) => r.userId === 'bad id with spaces')?.result).toBe(ImportResult.FAILED);
    for (const i of [0, 5, 11]) {
      const account = await findUserByLoginId(h.db, h.demoCompanyIdx, `hash-${i}-b`);
      expect(await verifyPassword(account?.passwordHash ?? '', passwords[i])).toBe(true);
      expect(await verifyPassword(account?.passwordHash ?? '', passwords[(i + 1) % 12])).toBe(false);
    }
    const checked = seen.map((p) => p.checked);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    expect(seen.every((p) => p.total === rows.length && p.checked <= rows.length)).toBe(true);
    // Every row is checked before the first is written.
    expect(seen.find((p) => p.written > 0)?.checked).toBe(rows.length);
  });
});
