import { EXCEL_ROWS_MAX, EXCEL_USER_COLUMNS, type ExcelUserColumn } from '@boda/contract';
import { readRowsInWorker } from './read-in-worker';
import type { SheetLimits } from './xlsx-rows';

/*
 * The import spreadsheet: one sheet, row 1 the header, then one user per row in the columns of
 * EXCEL_USER_COLUMNS (ID, name, password, cell phone, email, parent phone). Columns are read by
 * position, so the header may be in any language.
 */

export type SheetRow = { row: number } & Record<ExcelUserColumn, string>;

const HEADERS: Record<ExcelUserColumn, string> = {
  userId: 'ID (아이디)',
  userName: 'Name (이름)',
  password: 'Password (비밀번호)',
  phone: 'Cell phone (휴대폰)',
  email: 'Email (이메일)',
  phone2: 'Parent phone (학부모 휴대폰)',
};

/** Upper bounds checked while the file is read (exceljs would inflate and hold all of it). */
export const SHEET_LIMITS: SheetLimits = {
  columns: EXCEL_USER_COLUMNS.length,
  maxRows: EXCEL_ROWS_MAX,
  // Longer than any field the validators accept (ids, names, passwords, phones, e-mail addresses).
  maxCellChars: 1000,
  // A 10,000-row sheet is a few MB of XML; 64 MB leaves room for formatting without room for a bomb.
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxSharedStrings: EXCEL_ROWS_MAX * EXCEL_USER_COLUMNS.length * 4,
};

/** The import rows of the first sheet, read in a worker thread within SHEET_LIMITS (SheetRefusedError otherwise). */
export async function readUserSheet(data: Buffer, limits: SheetLimits = SHEET_LIMITS): Promise<SheetRow[]> {
  const rows = await readRowsInWorker(data, limits);
  return rows.map(({ row, cells }) => {
    const entry = { row } as SheetRow;
    EXCEL_USER_COLUMNS.forEach((column, i) => {
      entry[column] = cells[i] ?? '';
    });
    return entry;
  });
}

/** A workbook with the header row and the given rows (the sample, and tests' spreadsheets). */
export async function writeUserSheet(rows: Array<Partial<Record<ExcelUserColumn, string>>>): Promise<Buffer> {
  // exceljs takes most of a second to load: loaded when a sheet is first written, not at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Boda Classroom';
  const sheet = workbook.addWorksheet('users');
  sheet.columns = EXCEL_USER_COLUMNS.map((column) => ({
    header: HEADERS[column],
    key: column,
    width: column === 'email' ? 30 : 20,
    // Text format, so phone numbers keep their leading zero when typed in.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(EXCEL_USER_COLUMNS.map((column) => row[column] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function sampleUserSheet(): Promise<Buffer> {
  return writeUserSheet([
    {
      userId: 'student101',
      userName: 'Hong Gildong',
      password: 'Boda!2468',
      phone: '01012345678',
      email: 'student101@example.com',
      phone2: '01087654321',
    },
    { userId: 'student102', userName: '김보다', password: 'Class#1357', phone: '01023456789', email: '', phone2: '' },
  ]);
}
