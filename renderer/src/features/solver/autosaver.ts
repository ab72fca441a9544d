import type { PageInk } from '@boda/contract';
import { ClientErrorCode, isApiError } from '../../api';
import { readQueue, writeQueue } from './queueStore';
import {
  acknowledge,
  addSpentSec,
  EMPTY_QUEUE,
  hasQueuedWork,
  isQueueEmpty,
  nextSave,
  pageKey,
  queuePage,
  queueSolution,
  type SaveInput,
  type SaveQueue,
} from './saveQueue';

/** saved: nothing waits; saving: changes wait or travel; offline: the last send failed and will be retried; failed: refused for good. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

export interface AutosaverOptions {
  companyId: string;
  noteIdx: number;
  send(input: SaveInput): Promise<unknown>;
  onStatus(status: SaveStatus, error?: unknown): void;
  /** Quiet time after the last change before it is sent. */
  debounceMs?: number;
  /** First retry after a failed send; doubles up to retryMaxMs. */
  retryMs?: number;
  retryMaxMs?: number;
}

/** Already submitted (another window submitted it): this note can take no more saves. */
const NOTE_CLOSED = 'WB-400-304';

/** Failures worth sending again: no answer at all, a timeout, too many requests, or a server error. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === ClientErrorCode.NETWORK || error.code === ClientErrorCode.BAD_RESPONSE) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * The solver's autosave: every change goes into the persisted queue at once, is sent after a quiet moment
 * (or at once by `flush`), one save at a time, and a failed send is retried with backoff until it goes
 * through. Sequence numbers rise per page and per question from the highest the server or the queue knew.
 */
export class Autosaver {
  private queue: SaveQueue;
  private readonly seqs = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<boolean> | null = null;
  private retryDelay: number;
  private status: SaveStatus = 'saved';
  private disposed = false;

  constructor(private readonly options: AutosaverOptions) {
    this.queue = readQueue(options.companyId, options.noteIdx);
    this.retryDelay = options.retryMs ?? 2000;
    for (const page of Object.values(this.queue.pages)) this.seedSeq(`p:${pageKey(page.agendaNo, page.pageNo)}`, page.seq);
    for (const solution of Object.values(this.queue.solutions)) this.seedSeq(`s:${solution.solutionNo}`, solution.seq);
  }

  /** What this device had not yet saved when the note was last open (shown over the server's data). */
  get pending(): SaveQueue {
    return this.queue;
  }

  get hasPending(): boolean {
    return hasQueuedWork(this.queue);
  }

  /** The server's last applied seq of a page or question: new changes go above it. */
  seedPageSeq(agendaNo: number, pageNo: number, seq: number): void {
    this.seedSeq(`p:${pageKey(agendaNo, pageNo)}`, seq);
  }

  seedSolutionSeq(solutionNo: number, seq: number): void {
    this.seedSeq(`s:${solutionNo}`, seq);
  }

  /** Sends what an earlier visit left behind. */
  resume(): void {
    if (!isQueueEmpty(this.queue)) void this.flush();
  }

  changePage(agendaNo: number, pageNo: number, ink: PageInk): void {
    const seq = this.bump(`p:${pageKey(agendaNo, pageNo)}`);
    this.change(queuePage(this.queue, { agendaNo, pageNo, ink, seq }));
  }

  changeAnswer(solutionNo: number, answer: string): void {
    const seq = this.bump(`s:${solutionNo}`);
    this.change(queueSolution(this.queue, { solutionNo, answer, seq }));
  }

  /** Solving time rides along with the next save; kept on the device now and then. */
  addSpentSec(seconds: number, persist: boolean): void {
    this.queue = addSpentSec(this.queue, seconds);
    if (persist) this.persist();
  }

  /** Takes the solving seconds not yet sent (submit reports them itself). */
  takeSpentSec(): number {
    const seconds = this.queue.spentSec;
    this.queue = { ...this.queue, spentSec: 0 };
    this.persist();
    return seconds;
  }

  /** Sends everything now; true once nothing waits. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (this.running) await this.running;
    if (isQueueEmpty(this.queue)) return true;
    this.running = this.sendAll().finally(() => (this.running = null));
    return this.running;
  }

  /** Sends as soon as the network is back (the browser's 'online'). */
  retryNow(): void {
    if (this.status === 'offline') void this.flush();
  }

  /** While the solver shows the note: status reports and retries (StrictMode mounts twice, hence a pair). */
  activate(): void {
    this.disposed = false;
  }

  /** The solver closed: no more status reports or scheduled sends (a last flush still runs to its end). */
  deactivate(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private seedSeq(key: string, seq: number): void {
    this.seqs.set(key, Math.max(this.seqs.get(key) ?? 0, seq));
  }

  private bump(key: string): number {
    const seq = (this.seqs.get(key) ?? 0) + 1;
    this.seqs.set(key, seq);
    return seq;
  }

  private change(next: SaveQueue): void {
    this.queue = next;
    this.persist();
    // While a retry is scheduled the change waits for it (the backoff holds); otherwise after a quiet moment.
    if (this.status === 'offline') return;
    if (this.status !== 'failed') this.setStatus('saving');
    this.clearTimer();
    this.timer = setTimeout(() => void this.flush(), this.options.debounceMs ?? 1500);
  }

  private async sendAll(): Promise<boolean> {
    while (!isQueueEmpty(this.queue)) {
      const input = nextSave(this.options.noteIdx, this.queue);
      this.setStatus('saving');
      try {
        await this.options.send(input);
      } catch (error) {
        this.fail(error);
        return false;
      }
      this.queue = acknowledge(this.queue, input);
      this.persist();
      this.retryDelay = this.options.retryMs ?? 2000;
    }
    this.setStatus('saved');
    return true;
  }

  private fail(error: unknown): void {
    if (isRetryable(error)) {
      this.setStatus('offline', error);
      this.clearTimer();
      if (this.disposed) return;
      this.timer = setTimeout(() => void this.flush(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, this.options.retryMaxMs ?? 30_000);
      return;
    }
    // A note that can take no more saves keeps nothing to send; other refusals stay queued on the device.
    if (isApiError(error) && error.code === NOTE_CLOSED) {
      this.queue = EMPTY_QUEUE;
      this.persist();
    }
    this.setStatus('failed', error);
  }

  private persist(): void {
    if (!writeQueue(this.options.companyId, this.options.noteIdx, this.queue))
      console.warn('[solver] could not keep unsaved changes on this device');
  }

  private setStatus(status: SaveStatus, error?: unknown): void {
    this.status = status;
    if (!this.disposed) this.options.onStatus(status, error);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
