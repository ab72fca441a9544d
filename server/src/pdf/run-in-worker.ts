import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../db/worker-thread';
import { PdfRejectedError, type RenderedPage } from './limits';
import type { PdfCallerMessage, PdfTask, PdfWorkerMessage } from './worker-protocol';

/*
 * The caller's side of the pdf worker: one worker thread per task, ended when the task ends, fails or
 * is aborted (terminate() frees PDFium's wasm memory at once).
 */

/** JS heap of the worker; PDFium's pixels live in wasm memory beside it, one page at a time. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** A page (or opening the file) taking longer than this is a hostile or broken file: stop it. */
const STEP_TIMEOUT_MS = 60_000;

export interface WorkerRun {
  task: PdfTask;
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

export function runInWorker({ task, signal, onPage }: WorkerRun): Promise<Extract<PdfWorkerMessage, { type: 'done' }>> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const worker: Worker = startModuleWorker(new URL(import.meta.url), 'pdf-worker', {
      workerData: task,
      resourceLimits: WORKER_LIMITS,
    });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(() => reject(new PdfRejectedError('broken', 'The PDF takes too long to process.'))), STEP_TIMEOUT_MS);
    };
    const onAbort = () => finish(() => reject(abortError(signal!)));
    signal?.addEventListener('abort', onAbort, { once: true });
    armTimer();

    worker.on('message', (message: PdfWorkerMessage) => {
      if (settled) return;
      if (message.type === 'page') {
        clearTimeout(timer);
        const page = { ...message.page, image: asBuffer(message.page.image), thumbnail: asBuffer(message.page.thumbnail) };
        Promise.resolve(onPage?.(page)).then(
          () => {
            if (settled) return;
            armTimer();
            worker.postMessage({ type: 'next' } satisfies PdfCallerMessage);
          },
          (err: unknown) => finish(() => reject(err)),
        );
      } else if (message.type === 'done') finish(() => resolve(message));
      else if (message.type === 'rejected') finish(() => reject(new PdfRejectedError(message.reason, message.message)));
      else finish(() => reject(new Error(`PDF worker failed: ${message.message}`)));
    });
    worker.on('error', (err) => {
      // Out of memory inside the worker (its resource limits) is the file's doing, not the server's.
      const exhausted = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(() => reject(exhausted ? new PdfRejectedError('page-too-large', 'The PDF needs too much memory.') : err));
    });
    worker.on('exit', (code) => finish(() => reject(new Error(`PDF worker stopped (exit code ${code}).`))));
  });
}
