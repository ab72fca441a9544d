import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { verifySync } from '@node-rs/argon2';

/*
 * Worker thread entry (dist/server/password-worker.js when built): checks passwords for password.ts,
 * on a thread of normal priority or of the lowest (workerData.low). An argon2 check is tens of
 * milliseconds of one core; on the thread pool at normal priority, a flood of sign-ins with fresh ids
 * took the cores from every other request of the process. Checks that queue (a flood) go to the
 * niced thread, which takes only the CPU the server leaves idle.
 */

export interface CheckThreadData {
  low: boolean;
}

export interface CheckRequest {
  id: number;
  hash: string;
  password: string;
}

export interface CheckAnswer {
  id: number;
  ok: boolean;
}

/** Linux: this thread's own nice value (setpriority on a thread id affects that thread only). */
function lowerOwnPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) setPriority(tid, constants.priority.PRIORITY_LOW);
  } catch {
    // Elsewhere the checks run at normal priority; the gate in password.ts still caps them.
  }
}

if ((workerData as CheckThreadData | undefined)?.low) lowerOwnPriority();
parentPort?.on('message', ({ id, hash, password }: CheckRequest) => {
  let ok = false;
  try {
    ok = verifySync(hash, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
  }
  parentPort?.postMessage({ id, ok } satisfies CheckAnswer);
});
