import { EXCEL_USER_COLUMNS, type ExcelUserColumn } from '@boda/contract';
import ExcelJS from 'exceljs';

/*
 * The import spreadsheet: one sheet, row 1 the header, then one user per row in the columns of
 * EXCEL_USER_COLUMNS (ID, name, password, cell phone, email, parent phone). Columns are read by
 * position, so the header may be in any language.
 */

export type SheetRow = { row: number } & Record<ExcelUserColumn, string>;

export class UnreadableSheetError extends Error {}

const HEADERS: Record<ExcelUserColumn, string> = {
  userId: 'ID (아이디)',
  userName: 'Name (이름)',
  password: 'Password (비밀번호)',
  phone: 'Cell phone (휴대폰)',
  email: 'Email (이메일)',
  phone2: 'Parent phone (학부모 휴대폰)',
};

/** The text of a cell whatever Excel stored: numbers as typed digits, rich text joined, formulas by result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

export async function readUserSheet(data: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs wants an ArrayBuffer-like; a Buffer view works at run time but its types disagree.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (err) {
    throw new UnreadableSheetError(err instanceof Error ? err.message : String(err));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const entry = { row: rowNumber } as SheetRow;
    EXCEL_USER_COLUMNS.forEach((column, i) => {
      entry[column] = cellText(row.getCell(i + 1).value);
    });
    if (EXCEL_USER_COLUMNS.some((column) => entry[column] !== '')) rows.push(entry);
  });
  return rows;
}

/** A workbook with the header row and the given rows (the sample, and tests' spreadsheets). */
export async function writeUserSheet(rows: Array<Partial<Record<ExcelUserColumn, string>>>): Promise<Buffer> {
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
