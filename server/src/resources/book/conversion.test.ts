import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookType, ErrorCode, type LoginResult, TextbookType } from '@boda/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPages, jobs, type JobRow } from '../../db/schema';
import { JobRunner } from '../../jobs/runner';
import type { JobContext } from '../../jobs/registry';
import { makeHugePagePdf, makeManyPagesPdf, makeTextPdf } from '../../pdf/sample-pdfs';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart, type TestFile } from '../../test/multipart';
import { WAIT_BUDGET_MS } from '../../test/waitUntil';
import { convertBook } from './conversion';
import { enqueueConversion, insertBook } from './register';
import { conversionJobKey, fileOfKind, findBookAcrossCompanies, lastConversionPayload } from './repository';

/*
 * The conversion job driven by hand (this app runs no job runner): books from images, a failed
 * conversion retried by its author, a job stopped mid-way that resumes without storing a page twice,
 * and bad PDFs that fail without holding up the queue for the books behind them.
 */

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let teacher2: LoginResult;
let worksheet: Buffer;

const as = (login: LoginResult) => ({ token: login.token.access_token, serviceType: 'MANAGE' });
const pdf = (name: string, data: Buffer | string): TestFile => ({ name, data, type: 'application/pdf' });
const runtime = () => h.app.boda;

/** Runs the book's conversion here, as the runner would; `stopAfterPages` aborts it like a lost lease. */
async function runConversion(bookIdx: number, stopAfterPages?: number): Promise<unknown> {
  const abort = new AbortController();
  let pages = 0;
  const ctx: JobContext = {
    job: { jobId: 0 } as JobRow,
    signal: abort.signal,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    progress: async () => {
      pages += 1;
      if (pages === stopAfterPages) abort.abort();
      return true;
    },
  };
  return convertBook(runtime(), { bookIdx }, ctx).catch((err: unknown) => ({ thrown: err instanceof Error ? err.name : String(err) }));
}

async function registered(data: Buffer = worksheet, login = teacher): Promise<number> {
  const reply = await sendMultipart(
    h,
    'bookSave.ADD',
    { book: { bookName: 'Conversion', bookDesc: '', bookType: TextbookType.WORKBOOK } },
    [pdf('conversion_문제지.pdf', data)],
    as(login),
  );
  expect(reply.body.success, JSON.stringify(reply.body)).toBe(true);
  return reply.body.data!.result.bookIdx;
}

async function pageRows(bookIdx: number): Promise<number[]> {
  const rows = await h.db.select({ pageNo: bookPages.pageNo }).from(bookPages).where(eq(bookPages.bookIdx, bookIdx));
  return rows.map((r) => r.pageNo).sort((a, b) => a - b);
}

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

const conversionOf = async (bookIdx: number, login = teacher) =>
  (await h.send('book.CONVERSION', { bookIdx }, as(login))).body.data!.result;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-conversion-'));
  h = await startHarness({ filesDir, jobs: { runner: false } });
  [teacher, teacher2] = await Promise.all([h.login(DEMO.users.teacher), h.login(DEMO.users.teacher2)]);
  worksheet = Buffer.from(await makeTextPdf(4));
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('registration from images', () => {
  const png = (name: string, width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .toFormat(format)
      .toBuffer()
      .then((data): TestFile => ({ name, data, type: `image/${format}` }));
  const addImages = (files: TestFile[]) =>
    sendMultipart(
      h,
      'bookSave.ADD_IMAGES',
      { book: { bookName: 'Scans', bookDesc: '', bookType: TextbookType.WORKBOOK } },
      files,
      as(teacher),
    );
  const bookCount = async () => (await h.send('book.LIST', { size: 50 }, as(teacher))).body.data!.resultPage.total;

  it('makes pages in the order of the names (page2 before page10)', async () => {
    // Told apart by shape: page1 square, page2 wide, page10 tall.
    const files = await Promise.all([png('page10.jpg', 100, 300, 'jpeg'), png('page2.png', 200, 100), png('page1.png', 100, 100)]);
    const reply = await addImages(files);
    const bookIdx = reply.body.data!.result.bookIdx;
    expect(reply.body.data!.result.conversion).toMatchObject({ status: 'queued', pageTotal: 3 });
    expect(await runConversion(bookIdx)).toEqual({ pageCount: 3 });
    const view = await h.send('book.VIEW_WITH_PAGE', { bookIdx, fromPage: 1, toPage: 3 }, as(teacher));
    const shapes = view.body.data!.pageList.map((p) => Math.round((p.width / p.height) * 10) / 10);
    expect(shapes).toEqual([1, 2, 0.3]);
  });

  it('refuses more than 200 files, a file over 10 MB and a file that is no image, keeping nothing', async () => {
    const before = { files: await storedCount(), books: await bookCount() };
    const tiny = await png('p.png', 2, 2);
    const many = Array.from({ length: 201 }, (_, i) => ({ ...tiny, name: `p${i}.png` }));
    expect((await addImages(many)).body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    const large = { name: 'large.png', data: Buffer.concat([tiny.data as Buffer, Buffer.alloc(10 * 1024 * 1024)]) };
    expect((await addImages([tiny, large])).body.errorCode).toBe(ErrorCode.FILE_TOO_LARGE);
    const notImage = await addImages([tiny, { name: 'notes.png', data: 'just some text' }]);
    expect(notImage.body.errorCode).toBe(ErrorCode.FILE_UNREADABLE);
    expect(notImage.body.message).toContain('notes.png');
    expect({ files: await storedCount(), books: await bookCount() }).toEqual(before);
  });
});

describe('retrying a failed conversion', () => {
  it('only the author retries, and only a failed conversion (otherwise WB-409-002); the retry converts', async () => {
    const bookIdx = await registered();
    const retry = (login: LoginResult) => h.send('book.RETRY_CONVERSION', { bookIdx }, as(login));
    expect((await retry(teacher)).body.errorCode).toBe(ErrorCode.BOOK_NOT_READY);
    // The stored worksheet is damaged after registration accepted it: the conversion fails and says why.
    const file = await fileOfKind(h.db, (await findBookAcrossCompanies(h.db, bookIdx))!, 'worksheet');
    await runtime().storage!.put(file!.storageKey, Buffer.from('%PDF-1.7 damaged'));
    expect(await runConversion(bookIdx)).toEqual({ failed: ErrorCode.FILE_UNREADABLE });
    expect(await conversionOf(bookIdx, teacher2)).toMatchObject({ status: 'failed', failCode: ErrorCode.FILE_UNREADABLE });
    expect((await retry(teacher2)).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    await runtime().storage!.put(file!.storageKey, worksheet);
    const retried = await retry(teacher);
    expect(retried.body.data!.result).toEqual({ status: 'queued', pagesDone: 0, pageTotal: 4, failCode: null, failReason: null });
    expect(await runConversion(bookIdx)).toEqual({ pageCount: 4 });
    expect(await conversionOf(bookIdx)).toMatchObject({ status: 'ready', pagesDone: 4 });
    expect((await retry(teacher)).body.errorCode).toBe(ErrorCode.BOOK_NOT_READY);
  });
});

describe('retrying a conversion that was to apply its quick answer', () => {
  it('converts again with the same options, so the auto-review answers still come from the proposal', async () => {
    const bookIdx = await registered();
    const book = (await findBookAcrossCompanies(h.db, bookIdx))!;
    // As a homework deployed with auto review queues it (the plain registration's job is replaced).
    await h.db.delete(jobs).where(eq(jobs.singletonKey, conversionJobKey(bookIdx)));
    await enqueueConversion(runtime(), book, { applyProposal: true });
    const file = await fileOfKind(h.db, book, 'worksheet');
    await runtime().storage!.put(file!.storageKey, Buffer.from('%PDF-1.7 damaged'));
    expect(await runConversion(bookIdx)).toEqual({ failed: ErrorCode.FILE_UNREADABLE });
    await h.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(eq(jobs.singletonKey, conversionJobKey(bookIdx)));
    await runtime().storage!.put(file!.storageKey, worksheet);
    expect((await h.send('book.RETRY_CONVERSION', { bookIdx }, as(teacher))).body.success).toBe(true);
    expect(await lastConversionPayload(h.db, book)).toEqual({ bookIdx, applyProposal: true });
  });
});

describe('a conversion stopped mid-way', () => {
  it('resumes from the stored pages and stores no page twice', async () => {
    const bookIdx = await registered();
    const before = await storedCount();
    expect(await runConversion(bookIdx, 2)).toEqual({ thrown: 'AbortError' });
    const partly = await findBookAcrossCompanies(h.db, bookIdx);
    expect(partly).toMatchObject({ conversionStatus: 'converting', pagesDone: 2 });
    expect(await pageRows(bookIdx)).toEqual([1, 2]);
    expect(await conversionOf(bookIdx)).toMatchObject({ status: 'converting', pagesDone: 2, pageTotal: 4 });
    expect(await runConversion(bookIdx)).toEqual({ pageCount: 4 });
    expect(await pageRows(bookIdx)).toEqual([1, 2, 3, 4]);
    const [{ pages } = { pages: 0 }] = await h.db.select({ pages: count() }).from(bookPages).where(eq(bookPages.bookIdx, bookIdx));
    expect(pages).toBe(4);
    // Each page is one image and one thumbnail in storage, whatever the interruption.
    expect((await storedCount()) - before).toBe(4 * 2);
    expect(await conversionOf(bookIdx)).toMatchObject({ status: 'ready', pagesDone: 4, pageTotal: 4 });
  });
});

describe('bad PDFs in the queue', () => {
  it('a corrupt PDF and page-size and page-count bombs fail with their reasons while the book behind them converts', async () => {
    const author = { companyIdx: h.demoCompanyIdx, userIdx: teacher.user.userIdx, userName: teacher.user.userName };
    // Stored as if an older check had let them through: the job itself must refuse them.
    const queued = async (name: string, bytes: Uint8Array) => {
      const storageKey = `uploads/test/${name}`;
      await runtime().storage!.put(storageKey, Buffer.from(bytes));
      const fields = { bookName: name, bookDesc: '', bookUse: BookType.BOOK, bookType: TextbookType.WORKBOOK, bankType: null };
      const file = { fileName: `${name}_문제지.pdf`, mime: 'application/pdf', size: bytes.length, storageKey };
      const book = await insertBook(h.db, author, new Date(), fields, 'pdf', 0, [{ file, kind: 'worksheet', sortOrder: 0 }]);
      const job = await enqueueConversion(runtime(), book);
      return { bookIdx: book.bookIdx, jobId: job!.jobId };
    };
    const bad = [
      await queued('corrupt', Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage %%EOF')),
      await queued('huge-page', await makeHugePagePdf()),
      await queued('many-pages', await makeManyPagesPdf(1001)),
    ];
    const good = await queued('good', await makeTextPdf(2));
    // One job at a time: the good book runs only after every bad one has finished.
    const { queue, registry } = runtime().jobs;
    const runner = new JobRunner({ queue, registry, log: h.app.log, concurrency: 1, pollMs: 50 });
    runner.start();
    try {
      const done = await Promise.race([
        queue.waitFor(good.jobId, 100),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_BUDGET_MS).unref()),
      ]);
      expect(done?.status).toBe('done');
    } finally {
      await runner.stop(1_000);
    }
    const status = async (bookIdx: number) => {
      const row = await findBookAcrossCompanies(h.db, bookIdx);
      return [row?.conversionStatus, row?.failCode];
    };
    expect(await Promise.all(bad.map((b) => status(b.bookIdx)))).toEqual([
      ['failed', ErrorCode.FILE_UNREADABLE],
      ['failed', ErrorCode.PDF_OVER_LIMITS],
      ['failed', ErrorCode.PDF_OVER_LIMITS],
    ]);
    expect(await status(good.bookIdx)).toEqual(['ready', null]);
    expect(await pageRows(good.bookIdx)).toEqual([1, 2]);
  });
});
