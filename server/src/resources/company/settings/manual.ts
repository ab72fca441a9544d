import { Readable } from 'node:stream';
import { ErrorCode } from '@boda/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import type { ByteRange, FileStorage, StoredObject } from '../../../storage/file-storage';
import { RangeNotSatisfiableError, resolveRange } from '../../../storage/file-storage';
import { findCompanyById, findCompanyFile } from '../repository';

/*
 * GET /open/app/manual: the company's manual (uploaded in settings, company_files kind MANUAL) or,
 * when it has none or no company is named, the product's manual (a PDF made here once).
 */

export const MANUAL_KIND = 'MANUAL';
export const DEFAULT_MANUAL_NAME = 'boda-classroom-manual.pdf';

const DEFAULT_LINES = [
  'Boda Classroom - user manual',
  '',
  '1. Sign in at your school address (/{companyId}) with the account your school gave you.',
  '2. Rooms: open Classes, pick a room and press Join; the class client starts and joins.',
  '3. Teachers open a class from the room card; students join while it is live.',
  '4. Class results: attendance, recordings and notes appear under Class results after the class.',
  '5. Messages and homework are in the menu; a red dot marks something new.',
  '6. Help: the help link of the page header, or your school operator.',
  '',
  'Your school has not uploaded its own manual; operators can do so under Settings.',
];

let defaultManual: Promise<Buffer> | null = null;

/** The product's manual: one page of plain text, made once per process. */
export function productManual(): Promise<Buffer> {
  defaultManual ??= (async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.setTitle('Boda Classroom - user manual');
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    DEFAULT_LINES.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: i === 0 ? 18 : 11, font }));
    return Buffer.from(await doc.save());
  })();
  return defaultManual;
}

function fromBuffer(bytes: Buffer, range?: ByteRange): StoredObject {
  const served = range ? resolveRange(range, bytes.length) : null;
  if (range && !served) throw new RangeNotSatisfiableError(bytes.length);
  const part = served ? bytes.subarray(served.start, served.end + 1) : bytes;
  return { stream: Readable.from([part]), size: bytes.length, range: served };
}

export async function openManual(
  db: Db,
  storage: FileStorage | null,
  companyId: string | undefined,
  range?: ByteRange,
): Promise<{ name: string; stored: StoredObject }> {
  if (companyId !== undefined && companyId !== '') {
    const company = await findCompanyById(db, companyId);
    if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
    const file = await findCompanyFile(db, company.companyIdx, MANUAL_KIND);
    const stored = file && storage ? await storage.get(file.storageKey, range) : null;
    if (file && stored) return { name: file.fileName, stored };
  }
  // Served as a download (never inline): an uploaded PDF does not open inside our origin.
  return { name: DEFAULT_MANUAL_NAME, stored: fromBuffer(await productManual(), range) };
}
