/*
 * The PDF engine: checks uploads, renders PDF pages and image pages to page images and thumbnails,
 * and proposes quick answers from a PDF's text layer. It works on local files and buffers only (no
 * database, no storage). The only file other parts of the server import. See README.md.
 */
import { DEFAULT_LONG_EDGE_PX, PdfRejectedError, type ProposedAnswer, type RenderedPage } from './limits';
import { runInWorker } from './run-in-worker';

export { makeQuickAnswerPdf } from './quick-answer-pdf';

export { PDF_LIMITS, PdfRejectedError, isPdfRejectedError, type PdfRejection, type ProposedAnswer, type RenderedPage } from './limits';

/** Quick check at upload time (size, magic bytes, opens, not encrypted, page count and sizes in limits). */
export async function inspectPdf(path: string): Promise<{ pageCount: number }> {
  const { pageCount } = await runInWorker({ task: { task: 'inspect', path } });
  return { pageCount };
}

/**
 * Renders every page in order, in a worker process, calling onPage as each page is done (awaited:
 * back-pressure; the worker encodes at most two pages ahead). Rejects with the signal's reason (an AbortError) when it aborts,
 * with PdfRejectedError for bad input.
 */
export async function renderPdfPages(options: {
  path: string;
  longEdgePx?: number;
  signal?: AbortSignal;
  onPage: (page: RenderedPage) => Promise<void>;
}): Promise<{ pageCount: number }> {
  const longEdgePx = options.longEdgePx ?? DEFAULT_LONG_EDGE_PX;
  const { pageCount } = await runInWorker({
    task: { task: 'render', path: options.path, longEdgePx },
    signal: options.signal,
    onPage: options.onPage,
  });
  return { pageCount };
}

/**
 * Uploaded png/jpg pages (an image book) made into page images and thumbnails, in order, all in one
 * worker process (image-page.ts): `read` gives each page's bytes when the worker is ready for it, and
 * onPage is awaited before the next page is handed over. Rejects with PdfRejectedError for what is not
 * a readable PNG or JPEG (its message names the page), with the signal's reason when it aborts.
 */
export async function renderImagePages(options: {
  pages: { pageNo: number; read: () => Promise<Uint8Array> }[];
  longEdgePx?: number;
  signal?: AbortSignal;
  onPage: (page: RenderedPage) => Promise<void>;
}): Promise<{ pageCount: number }> {
  if (options.pages.length === 0) return { pageCount: 0 };
  const { pageCount } = await runInWorker({
    task: { task: 'images', pageNos: options.pages.map((page) => page.pageNo), longEdgePx: options.longEdgePx ?? DEFAULT_LONG_EDGE_PX },
    readInput: (index) => options.pages[index]!.read(),
    signal: options.signal,
    onPage: options.onPage,
  });
  return { pageCount };
}

/** One uploaded png/jpg page (renderImagePages with one page). */
export async function renderImagePage(bytes: Buffer, pageNo: number, options: { longEdgePx?: number } = {}): Promise<RenderedPage> {
  let rendered: RenderedPage | undefined;
  await renderImagePages({
    pages: [{ pageNo, read: () => Promise.resolve(bytes) }],
    longEdgePx: options.longEdgePx,
    onPage: (page) => {
      rendered = page;
      return Promise.resolve();
    },
  });
  if (!rendered) throw new PdfRejectedError('broken', `Page ${pageNo} is not a readable image.`);
  return rendered;
}

/** Answers proposed from a quick-answer PDF's text layer (read in a worker); [] when it has none. Never saved here. */
export async function extractQuickAnswers(path: string): Promise<ProposedAnswer[]> {
  const { answers } = await runInWorker({ task: { task: 'extract', path } });
  return answers ?? [];
}
