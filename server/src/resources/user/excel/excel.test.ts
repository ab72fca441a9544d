import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorCode,
  ExcelDuplicateMode,
  ImportReason,
  ImportResult,
  LicenseType,
  type LoginResult,
  UserStatus,
  UserType,
} from '@boda/contract';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../db/schema';
import { DEMO } from '../../../seed/demo';
import { type Harness, startHarness } from '../../../test/harness';
import { sendMultipart } from '../../../test/multipart';
import { findUserByLoginId } from '../repository';
import { writeUserSheet } from './sheet';

let h: Harness;
let filesDir: string;
let operator: LoginResult;
let student: LoginResult;
let classA: number;

const asOperator = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });
const PW = 'Strong#2468';

async function importSheet(buffer: Buffer, fields: Record<string, unknown>, name = 'users.xlsx') {
  return sendMultipart(h, 'userExcel.ADD_USER', fields, [{ name, data: buffer }], asOperator());
}

async function storedFileCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-excel-'));
  h = await startHarness({ filesDir });
  [operator, student] = await Promise.all([h.login(DEMO.users.operator), h.login(DEMO.users.student)]);
  const groups = await h.send('group.LIST', {}, asOperator());
  classA = groups.body.data?.resultList.find((g) => g.groupName === 'Class A')?.groupIdx ?? 0;
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('SAMPLE_USER_ADD', () => {
  it('downloads an .xlsx with the header and example rows, for operators only', async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: '/boda/user/excel?command=SAMPLE_USER_ADD',
      headers: { authorization: `Bearer ${operator.token.access_token}`, 'x-service-type': 'MANAGE' },
    });
    expect(reply.headers['content-disposition']).toContain('user-sample.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    expect(String(sheet?.getRow(1).getCell(1).value)).toContain('ID');
    const denied = await h.app.inject({
      method: 'GET',
      url: '/boda/user/excel?command=SAMPLE_USER_ADD',
      headers: { authorization: `Bearer ${student.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(denied.json()).toMatchObject({ errorCode: ErrorCode.NO_USER_PERMISSION });
  });
});

describe('ADD_USER', () => {
  it('imports good rows into the group with the type, and reports bad rows with the column and rule', async () => {
    const sheet = await writeUserSheet([
      { userId: 'xl-1', userName: 'Excel One', password: PW, phone: '01011110001', email: 'one@example.com', phone2: '01022220001' },
      { userId: 'x', userName: 'Bad Id', password: PW, phone: '010' },
      { userId: 'xl-2', userName: '', password: PW, phone: '010' },
      { userId: 'xl-3', userName: 'Weak', password: 'weak', phone: '010' },
      { userId: 'xl-4', userName: 'Phone', password: PW, phone: '010-1111' },
      { userId: 'xl-5', userName: 'Mail', password: PW, phone: '010', email: 'nope' },
      { userId: 'xl-6', userName: '김엑셀', password: PW, phone: '+8210' },
    ]);
    const reply = await importSheet(sheet, { groupIdx: classA, userTypeCd: UserType.STUDENT, duplicateMode: ExcelDuplicateMode.LATEST });
    const report = reply.body.data?.result;
    expect(report).toMatchObject({ total: 7, created: 2, updated: 0, skipped: 0, failed: 5 });
    expect(report?.rows.map((r) => [r.row, r.result, r.field, r.validationKey])).toEqual([
      [2, 'CREATED', null, null],
      [3, 'FAILED', 'userId', 'userId.format'],
      [4, 'FAILED', 'userName', 'required'],
      [5, 'FAILED', 'password', 'password.high'],
      [6, 'FAILED', 'phone', 'phone.format'],
      [7, 'FAILED', 'email', 'email.format'],
      [8, 'CREATED', null, null],
    ]);
    const created = await findUserByLoginId(h.db, h.demoCompanyIdx, 'xl-1');
    expect(created).toMatchObject({
      groupIdx: classA,
      userTypeCd: UserType.STUDENT,
      userRoleCd: 'USER',
      phone2: '01022220001',
      email: 'one@example.com',
    });
    await expect(h.login('xl-6', { password: PW })).resolves.toBeDefined();
    // The spreadsheet itself is not kept.
    expect(await storedFileCount()).toBe(0);
  });

  it('LATEST: the last row of a repeated id wins and existing accounts are updated (password kept when blank)', async () => {
    const sheet = await writeUserSheet([
      { userId: 'dup-a', userName: 'First A', password: PW, phone: '0101' },
      { userId: 'dup-a', userName: 'Second A', password: PW, phone: '0102' },
      { userId: 'student2', userName: 'Yoon Updated', password: '', phone: '0103', email: 'yoon@example.com' },
      { userId: DEMO.users.operator, userName: 'Not Me', password: PW, phone: '0104' },
    ]);
    const reply = await importSheet(sheet, { userTypeCd: UserType.STUDENT, duplicateMode: ExcelDuplicateMode.LATEST });
    expect(reply.body.data?.result.rows.map((r) => [r.userId, r.result, r.reason])).toEqual([
      ['dup-a', ImportResult.SKIPPED, ImportReason.REPLACED_BY_LATER_ROW],
      ['dup-a', ImportResult.CREATED, null],
      ['student2', ImportResult.UPDATED, null],
      [DEMO.users.operator, ImportResult.FAILED, ImportReason.NOT_IMPORTABLE],
    ]);
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'dup-a'))?.userName).toBe('Second A');
    const updated = await findUserByLoginId(h.db, h.demoCompanyIdx, 'student2');
    expect(updated).toMatchObject({ userName: 'Yoon Updated', email: 'yoon@example.com', groupIdx: null });
    await expect(h.login('student2')).resolves.toBeDefined();
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, DEMO.users.operator))?.userName).toBe('Operator Kim');
  });

  it('SKIP: the first row of a repeated id wins and existing accounts stay as they are', async () => {
    const sheet = await writeUserSheet([
      { userId: 'skip-a', userName: 'First', password: PW, phone: '0101' },
      { userId: 'skip-a', userName: 'Second', password: PW, phone: '0102' },
      { userId: 'student3', userName: 'Kang Changed', password: PW, phone: '0103' },
    ]);
    const reply = await importSheet(sheet, { userTypeCd: UserType.TEACHER, duplicateMode: ExcelDuplicateMode.SKIP });
    expect(reply.body.data?.result).toMatchObject({ created: 1, updated: 0, skipped: 2, failed: 0 });
    expect(reply.body.data?.result.rows.map((r) => r.reason)).toEqual([null, ImportReason.DUPLICATE_IN_FILE, ImportReason.EXISTS]);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'skip-a')).toMatchObject({ userName: 'First', userTypeCd: UserType.TEACHER });
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'student3'))?.userName).toBe('Student Kang');
  });

  it('imports 10,000 rows with distinct passwords in one request, all or nothing', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      userId: `bulk${String(i).padStart(5, '0')}`,
      userName: `Bulk ${i}`,
      // 'k' between digits: never three of a kind nor a run, so every row meets the high policy.
      password: `Zx!${[...String(i).padStart(5, '0')].map((d) => `k${d}`).join('')}`,
      phone: `010${String(i).padStart(8, '0')}`,
      email: `bulk${i}@example.com`,
    }));
    const sheet = await writeUserSheet(rows);
    expect(sheet.byteLength).toBeLessThan(10 * 1024 * 1024);
    const started = Date.now();
    const reply = await importSheet(sheet, { userTypeCd: UserType.STUDENT, duplicateMode: ExcelDuplicateMode.LATEST });
    const elapsed = Date.now() - started;
    expect(reply.status).toBe(200);
    expect(reply.body.data?.result).toMatchObject({ total: 10_000, created: 10_000, failed: 0 });
    const listed = await h.send('user.LIST', { searchKeyword: 'bulk', size: 1 }, asOperator());
    expect(listed.body.data?.resultPage.total).toBe(10_000);
    await expect(h.login('bulk09999', { password: rows[9999]?.password })).resolves.toBeDefined();
    console.info(`10,000-row import took ${elapsed} ms`);
  });

  it('refuses a file that is not a spreadsheet, other extensions, two files, and non-operators', async () => {
    const garbage = await importSheet(Buffer.from('not a zip'), { userTypeCd: UserType.STUDENT });
    expect(garbage.body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const csv = await importSheet(Buffer.from('a,b'), { userTypeCd: UserType.STUDENT }, 'users.csv');
    expect(csv.body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const sheet = await writeUserSheet([{ userId: 'two-files', userName: 'Two', password: PW, phone: '010' }]);
    const two = await sendMultipart(
      h,
      'userExcel.ADD_USER',
      { userTypeCd: UserType.STUDENT },
      [
        { name: 'a.xlsx', data: sheet },
        { name: 'b.xlsx', data: sheet },
      ],
      asOperator(),
    );
    expect(two.body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    const big = await importSheet(Buffer.alloc(10 * 1024 * 1024 + 1), { userTypeCd: UserType.STUDENT });
    expect(big.body.errorCode).toBe(ErrorCode.FILE_TOO_LARGE);
    const badType = await importSheet(sheet, { userTypeCd: UserType.OPERATOR });
    expect(badType.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const byStudent = await sendMultipart(h, 'userExcel.ADD_USER', { userTypeCd: UserType.STUDENT }, [{ name: 'a.xlsx', data: sheet }], {
      token: student.token.access_token,
    });
    expect(byStudent.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'two-files')).toBeNull();
    expect(await storedFileCount()).toBe(0);
  });
});

describe('ADD_USER under a registered-users license', () => {
  const inUse = async () => {
    const [row] = await h.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyIdx, h.demoCompanyIdx), eq(users.userStatusCd, UserStatus.USE)));
    return Number(row?.n ?? 0);
  };
  const license = (licenseTypeCd: number, licenseCount: number) =>
    h.db.update(companies).set({ licenseTypeCd, licenseCount }).where(eq(companies.companyIdx, h.demoCompanyIdx));

  it('refuses a sheet whose new accounts exceed the license (nothing imported, the message says how many fit)', async () => {
    const [before] = await h.db.select().from(companies).where(eq(companies.companyIdx, h.demoCompanyIdx));
    await license(LicenseType.REGISTERED_USERS, (await inUse()) + 2);
    try {
      const rows = ['lic-1', 'lic-2', 'lic-3'].map((userId) => ({ userId, userName: userId, password: PW, phone: '010' }));
      // Updating an existing account takes no seat; the three new ones do.
      const over = await importSheet(
        await writeUserSheet([...rows, { userId: 'student3', userName: 'Kang Lic', password: '', phone: '010' }]),
        {
          userTypeCd: UserType.STUDENT,
          duplicateMode: ExcelDuplicateMode.LATEST,
        },
      );
      expect(over.body.errorCode).toBe(ErrorCode.LICENSE_USERS_FULL);
      expect(over.body.message).toContain('room for 2 more');
      expect(over.body.message).toContain('would add 3');
      for (const userId of ['lic-1', 'lic-2', 'lic-3']) expect(await findUserByLoginId(h.db, h.demoCompanyIdx, userId)).toBeNull();
      expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'student3'))?.userName).not.toBe('Kang Lic');
      expect(await storedFileCount()).toBe(0);

      // Exactly what fits is imported.
      const fits = await importSheet(await writeUserSheet(rows.slice(0, 2)), { userTypeCd: UserType.STUDENT });
      expect(fits.body.data?.result).toMatchObject({ created: 2, failed: 0 });
      const full = await importSheet(await writeUserSheet(rows.slice(2)), { userTypeCd: UserType.STUDENT });
      expect(full.body.errorCode).toBe(ErrorCode.LICENSE_USERS_FULL);
      expect(full.body.message).toContain('room for 0 more');
    } finally {
      await license(before!.licenseTypeCd, before!.licenseCount);
    }
  });
});
