import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../../db/worker-thread';
import type { RawRow, SheetLimits, SheetRefusal } from './xlsx-rows';
import { SheetRefusedError } from './xlsx-rows';

/*
 * Reads a spreadsheet's rows in a worker thread (sheet-worker.ts) with its own heap limit and a
 * deadline, so neither a decompression bomb nor a 10,000-row sheet blocks other requests.
 */

const WORKER_HEAP_MB = 256;
const DEADLINE_MS = 60_000;

type Answer = { rows: RawRow[] } | { refusal: SheetRefusal; message: string } | { failure: string };

function startWorker(zip: Buffer, limits: SheetLimits): Worker {
  return startModuleWorker(new URL(import.meta.url), 'sheet-worker', {
    workerData: { zip, limits },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

export function readRowsInWorker(zip: Buffer, limits: SheetLimits): Promise<RawRow[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(zip, limits);
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new SheetRefusedError('tooLarge', 'Reading the spreadsheet took too long.'));
    }, DEADLINE_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: Answer) => {
      settle();
      if ('rows' in answer) resolve(answer.rows);
      else if ('refusal' in answer) reject(new SheetRefusedError(answer.refusal, answer.message));
      else reject(new Error(`reading the spreadsheet failed: ${answer.failure}`));
    });
    worker.once('error', (err) => {
      settle();
      // Out of its heap: the sheet was too large to read, whatever the limits above let through.
      if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        reject(new SheetRefusedError('tooLarge', 'The spreadsheet is too large to read.'));
      } else reject(err);
    });
  });
}
