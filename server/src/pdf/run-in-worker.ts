import type { ChildProcess } from 'node:child_process';
import { forkModule } from '../db/worker-thread';
import { collectThisThread } from '../memory/idle-collection';
import { PdfRejectedError, type RenderedPage } from './limits';
import type { PdfCallerMessage, PdfTask, PdfWorkerMessage } from './worker-protocol';

/*
 * The caller's side of the pdf worker: one child process per task, killed when the task ends, fails or
 * is aborted, so all it allocated (PDFium's wasm memory, the encoder's buffers) leaves with it.
 */

/** JS heap of the child; PDFium's pixels live in wasm memory beside it, one page at a time. */
const CHILD_HEAP_LIMIT = ['--max-old-space-size=192', '--max-semi-space-size=16', '--stack-size=4000'];
/** A page (or opening the file) taking longer than this is a hostile or broken file: stop it. */
const STEP_TIMEOUT_MS = 60_000;

/**
 * glibc's allocator as the worker needs it. Each thread that allocates gets its own arena and keeps what
 * it held: with two pages encoding at once on the thread pool, that put the worker's peak RSS past 700 MB;
 * two arenas hold it under 500 MB. And a fixed mmap threshold: by default glibc raises it to the largest
 * block freed so far (up to 32 MB), after which the page buffers and the encoders' tables (8-80 MB a
 * page) come from the arenas, whose freed middle is never given back; mapped on their own, they go back
 * to the system when freed. Worker peak on the 100-page bench: ~350 -> ~255 MiB, for ~50 ms more system
 * time a page (faulting fresh pages in).
 */
const WORKER_MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

export interface WorkerRun {
  task: PdfTask;
  /** The bytes of the `images` task's page images, by their index in its pageNos, read one at a time. */
  readInput?: (index: number) => Promise<Uint8Array>;
  signal?: AbortSignal;
  onPage?: (page: RenderedPage) => Promise<void>;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The conversion was aborted.', 'AbortError');
}

/** Buffers arrive from the worker as plain Uint8Arrays (structured clone); the API promises Buffers. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function startChild(task: PdfTask): ChildProcess {
  return forkModule(new URL(import.meta.url), 'pdf-worker', [JSON.stringify(task)], {
    execArgv: CHILD_HEAP_LIMIT,
    env: { ...process.env, ...WORKER_MALLOC },
    // Pages cross as structured clones (Uint8Arrays), not as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

export function runInWorker({ task, readInput, signal, onPage }: WorkerRun): Promise<Extract<PdfWorkerMessage, { type: 'done' }>> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  // A book's pages: the server's heap collected first, so the worker's peak does not come on top of garbage.
  if (task.task !== 'inspect' && task.task !== 'extract') collectThisThread();
  return new Promise((resolve, reject) => {
    const worker = startChild(task);
    let settled = false;
    const inputCount = task.task === 'images' ? task.pageNos.length : 0;
    let inputsSent = 0;
    /** The next input, read while the page before it is stored (its send waits for the worker's `next`). */
    const readNext = (): Promise<Uint8Array | null> =>
      readInput && inputsSent < inputCount ? readInput(inputsSent++) : Promise.resolve(null);
    const sendInput = (bytes: Uint8Array | null) => {
      if (bytes && !settled) worker.send({ type: 'input', bytes } satisfies PdfCallerMessage);
    };
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.kill();
      outcome();
    };
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(() => reject(new PdfRejectedError('broken', 'The PDF takes too long to process.'))), STEP_TIMEOUT_MS);
    };
    const onAbort = () => finish(() => reject(abortError(signal!)));
    signal?.addEventListener('abort', onAbort, { once: true });
    armTimer();
    readNext().then(sendInput, (err: unknown) => finish(() => reject(err)));

    worker.on('message', (raw) => {
      const message = raw as PdfWorkerMessage;
      if (settled) return;
      if (message.type === 'page') {
        clearTimeout(timer);
        const page = { ...message.page, image: asBuffer(message.page.image), thumbnail: asBuffer(message.page.thumbnail) };
        Promise.all([onPage?.(page), readNext()]).then(
          ([, input]) => {
            if (settled) return;
            armTimer();
            worker.send({ type: 'next' } satisfies PdfCallerMessage);
            sendInput(input);
          },
          (err: unknown) => finish(() => reject(err)),
        );
      } else if (message.type === 'done') finish(() => resolve(message));
      else if (message.type === 'rejected') finish(() => reject(new PdfRejectedError(message.reason, message.message)));
      else finish(() => reject(new Error(`PDF worker failed: ${message.message}`)));
    });
    worker.on('error', (err) => finish(() => reject(err)));
    worker.on('exit', (code, signal) => {
      // Out of memory inside the child (its heap limit aborts it) is the file's doing, not the server's.
      const exhausted = signal === 'SIGABRT' || code === 134;
      finish(() =>
        reject(
          exhausted
            ? new PdfRejectedError('page-too-large', 'The PDF needs too much memory.')
            : new Error(`PDF worker stopped (exit code ${code}, signal ${signal}).`),
        ),
      );
    });
  });
}
