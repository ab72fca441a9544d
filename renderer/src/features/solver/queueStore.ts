import { EMPTY_QUEUE, isQueueEmpty, type SaveQueue } from './saveQueue';

/*
 * The solver's unsent changes on this device, one entry per note: written synchronously before each send
 * and on every change, so a window closed (or a network dropped, or the desktop app quit) mid-save loses
 * nothing; the next open of the note sends it first. Local storage because it is synchronous (a `pagehide`
 * handler cannot wait for IndexedDB) and exists in the web build and the desktop app alike. This module is
 * the only one that touches it.
 */

const PREFIX = 'boda.solver.queue';

const keyOf = (companyId: string, noteIdx: number) => `${PREFIX}.${companyId}.${noteIdx}`;

function isSaveQueue(value: unknown): value is SaveQueue {
  if (typeof value !== 'object' || value === null) return false;
  const queue = value as Partial<SaveQueue>;
  return typeof queue.pages === 'object' && typeof queue.solutions === 'object' && typeof queue.spentSec === 'number';
}

export function readQueue(companyId: string, noteIdx: number): SaveQueue {
  try {
    const raw = window.localStorage.getItem(keyOf(companyId, noteIdx));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSaveQueue(parsed) ? parsed : EMPTY_QUEUE;
  } catch {
    return EMPTY_QUEUE;
  }
}

/** False when the device refused to keep it (storage full): the caller still sends it, but says so. */
export function writeQueue(companyId: string, noteIdx: number, queue: SaveQueue): boolean {
  try {
    if (isQueueEmpty(queue)) window.localStorage.removeItem(keyOf(companyId, noteIdx));
    else window.localStorage.setItem(keyOf(companyId, noteIdx), JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}
