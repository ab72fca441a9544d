import { parentPort, workerData } from 'node:worker_threads';
import { readSheetRows, type SheetLimits, SheetRefusedError } from './xlsx-rows';

/*
 * Runs in a worker thread (read-in-worker.ts): the spreadsheet is inflated and parsed here, so a
 * large or hostile file costs this thread's time and memory, never the server's event loop.
 */

interface Job {
  zip: Uint8Array;
  limits: SheetLimits;
}

const { zip, limits } = workerData as Job;
readSheetRows(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), limits).then(
  (rows) => parentPort?.postMessage({ rows }),
  (err: unknown) =>
    parentPort?.postMessage(
      err instanceof SheetRefusedError
        ? { refusal: err.refusal, message: err.message }
        : { failure: err instanceof Error ? err.message : String(err) },
    ),
);
