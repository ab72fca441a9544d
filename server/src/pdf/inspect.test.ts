import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf as inspectInWorker, PDF_LIMITS, PdfRejectedError, type PdfRejection } from './index';
import { openPdf } from './read-pdf';
import { makeHugePagePdf, makeManyPagesPdf, makeTextPdf, scratchFolder } from './sample-pdfs';

const fixtures = join(import.meta.dirname, 'fixtures');
let scratch: Awaited<ReturnType<typeof scratchFolder>>;

beforeAll(async () => {
  scratch = await scratchFolder();
});
afterAll(() => scratch.remove());

/**
 * The checks the worker runs, in this process (a worker started from source takes a second to boot);
 * the worker itself is exercised by the cases that call inspectInWorker.
 */
async function inspectPdf(path: string): Promise<{ pageCount: number }> {
  const document = await openPdf(path);
  document.close();
  return { pageCount: document.pageCount };
}

async function rejection(promise: Promise<unknown>): Promise<PdfRejection> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfRejectedError);
  return (err as PdfRejectedError).reason;
}

describe('inspectPdf', () => {
  it('counts the pages of a good PDF', async () => {
    const path = await scratch.file('good.pdf', await makeTextPdf(3, { landscapeEvery: 2 }));
    await expect(inspectInWorker(path)).resolves.toEqual({ pageCount: 3 });
  });

  it('refuses a file that is not a PDF', async () => {
    const path = await scratch.file('photo.pdf', Buffer.from('\x89PNG\r\n\x1a\n not a pdf at all'));
    expect(await rejection(inspectPdf(path))).toBe('not-pdf');
  });

  it('refuses a corrupt PDF (header, then garbage)', async () => {
    const path = await scratch.file(
      'corrupt.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41), Buffer.from('\n%%EOF\n')]),
    );
    expect(await rejection(inspectPdf(path))).toBe('broken');
  });

  it('refuses a truncated PDF', async () => {
    const whole = await makeTextPdf(2);
    const path = await scratch.file('truncated.pdf', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await rejection(inspectPdf(path))).toBe('broken');
  });

  it('refuses a PDF that needs a password, and one with an owner password only', async () => {
    expect(await rejection(inspectInWorker(join(fixtures, 'encrypted.pdf')))).toBe('encrypted');
    expect(await rejection(inspectPdf(join(fixtures, 'owner-locked.pdf')))).toBe('encrypted');
  });

  // How fast the refusals are is the benchmark's business (tests/bench/pdfPages.ts), not a timed test.
  it('refuses a page far larger than paper (a PDF bomb)', async () => {
    const path = await scratch.file('huge-page.pdf', await makeHugePagePdf());
    expect(await rejection(inspectPdf(path))).toBe('page-too-large');
  });

  it(`refuses more than ${PDF_LIMITS.maxPages} pages (5000 pages)`, async () => {
    const path = await scratch.file('many-pages.pdf', makeManyPagesPdf(5000));
    expect(await rejection(inspectInWorker(path))).toBe('too-many-pages');
  });

  it('refuses a file over the size limit without reading it', async () => {
    const { open } = await import('node:fs/promises');
    const path = await scratch.file('big.pdf', '%PDF-1.7\n');
    const file = await open(path, 'r+');
    await file.truncate(PDF_LIMITS.maxBytes + 1); // sparse: no 100 MB written
    await file.close();
    expect(await rejection(inspectPdf(path))).toBe('too-large');
  });
});
