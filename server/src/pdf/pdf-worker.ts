import { encodeRenderedPage } from './encode';
import { decodeImagePage } from './image-page';
import { isPdfRejectedError } from './limits';
import type { PdfiumDocument } from './pdfium';
import { openPdf } from './read-pdf';
import type { PdfCallerMessage, PdfTask, PdfWorkerMessage } from './worker-protocol';

/*
 * Child process entry (dist/server/pdf-worker.js when built): opens, renders or reads one PDF for
 * run-in-worker.ts, so PDFium's parsing and rendering never run on the HTTP event loop, a hostile file
 * can at worst exhaust this process's limits, and the memory PDFium and the encoder took goes back to
 * the system when it exits (a thread's would stay in the server's allocator). One task per process.
 */

const port = {
  postMessage: (message: PdfWorkerMessage) => process.send!(message),
  once: (_event: 'message', listener: (message: PdfCallerMessage) => void) => process.once('message', listener),
};

/**
 * PDFium's wasm heap may grow to 2 GB, outside the process's JS heap limit. This process runs only
 * PDFium (and pdf.js), so its wasm memories are capped here: a file that needs more (a bomb of an
 * image inside a page) fails its allocation, and the task is refused instead of taking the process.
 */
const MAX_WASM_MEMORY_BYTES = 1024 * 1024 * 1024;
const WASM_PAGE_BYTES = 65_536;
let wasmCapReached = false;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function cappedGrow(this: WebAssembly.Memory, delta: number): number {
  if (this.buffer.byteLength + delta * WASM_PAGE_BYTES > MAX_WASM_MEMORY_BYTES) {
    wasmCapReached = true;
    throw new RangeError('PDF worker: wasm memory cap reached');
  }
  return grow.call(this, delta);
};

function send(message: PdfWorkerMessage): void {
  port.postMessage(message);
}

/** Resolves when the caller has taken the last page (it answers `next` after its onPage). */
function callerReady(): Promise<void> {
  return new Promise((resolve) => port.once('message', (_message: PdfCallerMessage) => resolve()));
}

/** The bytes an `image` task works on, sent by the caller right after the start. */
function input(): Promise<Buffer> {
  return new Promise((resolve) =>
    port.once('message', (message: PdfCallerMessage) =>
      resolve(
        message.type === 'input' ? Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) : Buffer.alloc(0),
      ),
    ),
  );
}

async function sendPage(page: Awaited<ReturnType<typeof decodeImagePage>>): Promise<void> {
  const ready = callerReady();
  send({ type: 'page', page });
  await ready;
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
    await sendPage(await encoding);
  }
}

async function run(task: PdfTask): Promise<void> {
  if (task.task === 'image') {
    await sendPage(await decodeImagePage(await input(), task.pageNo, { longEdgePx: task.longEdgePx }));
    send({ type: 'done', pageCount: 1 });
    return;
  }
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

run(JSON.parse(process.argv[2] ?? '{}') as PdfTask).catch((err: unknown) => {
  if (isPdfRejectedError(err)) send({ type: 'rejected', reason: err.reason, message: err.message });
  else if (wasmCapReached) send({ type: 'rejected', reason: 'page-too-large', message: 'The PDF needs too much memory to render.' });
  else send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
});
