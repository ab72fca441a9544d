import { randomBytes } from 'node:crypto';
import { type BookPdfKindValue, ConversionStatus } from '@boda/contract';
import type { Runtime } from '../../runtime';
import { type BookAuthor, enqueueConversion, insertBook, type NewBookFields } from './register';
import { findBookAcrossCompanies } from './repository';

/*
 * Demo books for the seed: the files are stored and the book registered as an upload would be, then the
 * conversion job runs and is waited for, so the demo starts with usable books.
 */

export interface DemoPdf {
  name: string;
  kind: BookPdfKindValue;
  bytes: Uint8Array;
}

export async function createConvertedDemoBook(
  runtime: Runtime,
  author: BookAuthor,
  fields: NewBookFields,
  pdfs: DemoPdf[],
): Promise<number> {
  const storage = runtime.storage;
  if (!storage) throw new Error('demo books need file storage');
  const files = [];
  for (const pdf of pdfs) {
    const storageKey = `uploads/demo/${randomBytes(16).toString('hex')}`;
    await storage.put(storageKey, Buffer.from(pdf.bytes));
    files.push({ file: { fileName: pdf.name, mime: 'application/pdf', size: pdf.bytes.length, storageKey }, kind: pdf.kind, sortOrder: 0 });
  }
  const book = await insertBook(runtime.database.db, author, runtime.clock(), fields, 'pdf', 0, files);
  const job = await enqueueConversion(runtime, book);
  if (job) await runtime.jobs.queue.waitFor(job.jobId, 250);
  // A demo without its pages would look broken to every user: the seed fails instead.
  const converted = await findBookAcrossCompanies(runtime.database.db, book.bookIdx);
  if (converted?.conversionStatus !== ConversionStatus.READY) {
    throw new Error(`demo book "${fields.bookName}" was not converted: ${converted?.failReason ?? converted?.conversionStatus ?? 'gone'}`);
  }
  return book.bookIdx;
}
