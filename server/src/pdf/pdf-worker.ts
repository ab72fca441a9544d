import { parentPort, workerData } from 'node:worker_threads';
import { encodeRenderedPage } from './encode';
import { isPdfRejectedError } from './limits';
import type { PdfiumDocument } from './pdfium';
import { openPdf } from './read-pdf';
import type { PdfCallerMessage, PdfTask, PdfWorkerMessage } from './worker-protocol';

/*
 * Worker thread entry (dist/server/pdf-worker.js when built): opens, renders or reads one PDF for
 * run-in-worker.ts, so PDFium's parsing and rendering never run on the HTTP event loop and a hostile
 * file can at worst exhaust this thread's limits. One task per worker; the worker ends with it.
 */

const port = parentPort!;

function send(message: PdfWorkerMessage): void {
  port.postMessage(message);
}

/** Resolves when the caller has taken the last page (it answers `next` after its onPage). */
function callerReady(): Promise<void> {
  return new Promise((resolve) => port.once('message', (_message: PdfCallerMessage) => resolve()));
}

/**
 * Pages in order. PDFium renders on this thread while sharp encodes the page before on the thread
 * pool, so at most two pages' pixels exist at once; the next page waits for the caller's `next`.
 */
async function renderAll(document: PdfiumDocument, longEdgePx: number): Promise<void> {
  let pixels = document.renderPage(0, longEdgePx);
  for (let index = 0; index < document.pageCount; index++) {
    const encoding = encodeRenderedPage(index + 1, pixels);
    encoding.catch(() => undefined); // awaited below; a render failure in between must not leave it unhandled
    if (index + 1 < document.pageCount) pixels = document.renderPage(index + 1, longEdgePx);
    const page = await encoding;
    const ready = callerReady();
    send({ type: 'page', page });
    await ready;
  }
}

async function run(task: PdfTask): Promise<void> {
  if (task.task === 'extract') {
    const { extractAnswersFromFile } = await import('./quick-answers');
    send({ type: 'done', pageCount: 0, answers: await extractAnswersFromFile(task.path) });
    return;
  }
  const document = await openPdf(task.path);
  try {
    if (task.task === 'render') await renderAll(document, task.longEdgePx);
    send({ type: 'done', pageCount: document.pageCount });
  } finally {
    document.close();
  }
}

run(workerData as PdfTask).catch((err: unknown) => {
  if (isPdfRejectedError(err)) send({ type: 'rejected', reason: err.reason, message: err.message });
  else send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
});
