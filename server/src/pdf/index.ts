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
 * Renders every page in order, in a worker thread, calling onPage as each page is done (awaited:
 * back-pressure, one page in flight). Rejects with the signal's reason (an AbortError) when it aborts,
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
 * One uploaded png/jpg page made into a page image and thumbnail, decoded in a worker process like a
 * PDF (image-page.ts). Rejects with PdfRejectedError for what is not a readable PNG or JPEG.
 */
export async function renderImagePage(bytes: Buffer, pageNo: number, options: { longEdgePx?: number } = {}): Promise<RenderedPage> {
  let rendered: RenderedPage | undefined;
  await runInWorker({
    task: { task: 'image', pageNo, longEdgePx: options.longEdgePx ?? DEFAULT_LONG_EDGE_PX },
    input: bytes,
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
