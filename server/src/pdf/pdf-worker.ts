import { encodeRenderedPage, encodingOf } from './encode';
import { decodeImagePage } from './image-page';
import { isPdfRejectedError, type RenderedPage } from './limits';
import type { PdfiumDocument } from './pdfium';
import { openPdf } from './read-pdf';
import type { PdfCallerMessage, PdfTask, PdfWorkerMessage } from './worker-protocol';

/*
 * Child process entry (dist/server/pdf-worker.js when built): opens, renders or reads one PDF (or a
 * book's page images) for run-in-worker.ts, so PDFium's parsing and rendering never run on the HTTP
 * event loop, a hostile file can at worst exhaust this process's limits, and the memory PDFium and the
 * encoder took goes back to the system when it exits (a thread's would stay in the server's
 * allocator). One task per process; the caller kills it when the task ends.
 */

/**
 * The caller's messages in arrival order. IPC emits several messages of one read back to back, so a
 * listener attached after awaiting the previous message could miss the next one: one listener queues
 * them all.
 */
const inbox: PdfCallerMessage[] = [];
let waiting: ((message: PdfCallerMessage) => void) | null = null;
process.on('message', (message: PdfCallerMessage) => {
  if (waiting) {
    const deliver = waiting;
    waiting = null;
    deliver(message);
  } else inbox.push(message);
});

function nextMessage(): Promise<PdfCallerMessage> {
  const queued = inbox.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => (waiting = resolve));
}

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
  process.send!(message);
}

/** Hands a page over and resolves when the caller has taken it (it answers `next` after its onPage). */
async function sendPage(page: RenderedPage): Promise<void> {
  send({ type: 'page', page });
  while ((await nextMessage()).type !== 'next');
}

/** The bytes of the next page image, sent by the caller one at a time. */
async function nextInput(): Promise<Buffer> {
  const message = await nextMessage();
  if (message.type !== 'input') return Buffer.alloc(0);
  return Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
}

/**
 * Pages encoding at once: one per core of the 2-core machines this runs on, while PDFium renders the
 * next page on this thread. An encoded page waits for the caller's `next` before the one after it.
 */
const ENCODES_IN_FLIGHT = 2;

/**
 * Pages in order, at most ENCODES_IN_FLIGHT pages' pixels and encodings held at once, and a lossless
 * encoder only alone: it holds ~75 MiB for a 2000 px page, and the server and this worker together have
 * 500 MB (README.md); a lossy one beside it put the worker's peak 10-20 MiB higher for no measurable
 * time (PDFium renders the next page on this thread meanwhile either way). Two photo pages still encode at once.
 */
async function renderAll(document: PdfiumDocument, longEdgePx: number): Promise<void> {
  const inFlight: { exact: boolean; encoding: Promise<RenderedPage> }[] = [];
  const sendOldest = async () => sendPage(await inFlight.shift()!.encoding);
  for (let index = 0; index < document.pageCount; index++) {
    if (inFlight.length === ENCODES_IN_FLIGHT) await sendOldest();
    const pixels = document.renderPage(index, longEdgePx);
    const exact = encodingOf(pixels) === 'exact';
    while (inFlight.length > 0 && (exact || inFlight.some((page) => page.exact))) await sendOldest();
    const encoding = encodeRenderedPage(index + 1, pixels);
    encoding.catch(() => undefined); // awaited in turn; a failure in between must not leave it unhandled
    inFlight.push({ exact, encoding });
  }
  while (inFlight.length > 0) await sendOldest();
}

async function run(task: PdfTask): Promise<void> {
  if (task.task === 'images') {
    for (const pageNo of task.pageNos) await sendPage(await decodeImagePage(await nextInput(), pageNo, { longEdgePx: task.longEdgePx }));
    send({ type: 'done', pageCount: task.pageNos.length });
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
