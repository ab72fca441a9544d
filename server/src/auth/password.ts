import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ErrorCode } from '@boda/contract';
import { hash, verify, type Options } from '@node-rs/argon2';
import { startModuleWorker } from '../db/worker-thread';
import { AppError } from '../errors';
import type { CheckAnswer, CheckRequest, CheckThreadData } from './password-worker';

/**
 * Argon2id with the library defaults in production. Tests use the minimum cost so a suite that
 * seeds and logs in dozens of users stays fast; the parameters travel inside each hash, so hashes
 * made either way verify anywhere.
 */
const TEST_OPTIONS: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function options(): Options | undefined {
  return process.env.NODE_ENV === 'test' ? TEST_OPTIONS : undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options());
}

/** One company's share of the checks: its running ones, its queue, and when it last had a turn. */
interface Lane {
  running: number;
  waiting: (() => void)[];
  lastTurn: number;
}

/**
 * At most `slots` password checks run at once; beyond that each company (a lane) may queue `queue`
 * more, and a check beyond its company's queue is refused at once. Each argon2 check takes a core
 * for tens of milliseconds: unbounded, a flood of sign-ins with fresh ids (each one a check) took
 * every core and every other company's requests waited behind it. A freed slot goes to the lane
 * whose last turn is oldest, so another company's check waits behind one of the flood's at most,
 * never behind its whole queue; and with more than one slot a lane holds all but one at most.
 */
export class CheckGate {
  private running = 0;
  private turn = 0;
  private readonly lanes = new Map<string, Lane>();

  constructor(
    readonly slots: number,
    readonly queue: number,
  ) {}

  /**
   * Runs `work` in a slot; false (without running it) when the slots and this lane's queue are full.
   * `work` is told the backlog: how many checks still wait when it starts (checks arriving faster than they finish).
   */
  async run<T>(work: (backlog: number) => Promise<T>, laneKey = ''): Promise<{ ran: true; value: T } | { ran: false }> {
    const lane = this.lanes.get(laneKey) ?? { running: 0, waiting: [], lastTurn: 0 };
    this.lanes.set(laneKey, lane);
    if (this.running >= this.slots || lane.running >= this.laneSlots) {
      if (lane.waiting.length >= this.queue) {
        this.forget(laneKey, lane);
        return { ran: false };
      }
      // The slot is handed over already counted (running and lane.running), without a gap.
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else {
      this.start(lane);
    }
    try {
      return { ran: true, value: await work(this.busy.waiting) };
    } finally {
      this.running -= 1;
      lane.running -= 1;
      this.forget(laneKey, lane);
      this.next()?.();
    }
  }

  /** How many slots one lane may hold: all but one, so another company always finds one free. */
  private get laneSlots(): number {
    return Math.max(1, this.slots - 1);
  }

  private start(lane: Lane): void {
    this.running += 1;
    lane.running += 1;
    lane.lastTurn = ++this.turn;
  }

  /** The first waiter of the lane that has waited longest for a turn, its slot already counted. */
  private next(): (() => void) | undefined {
    if (this.running >= this.slots) return undefined;
    let chosen: Lane | undefined;
    for (const lane of this.lanes.values()) {
      if (lane.waiting.length > 0 && lane.running < this.laneSlots && (!chosen || lane.lastTurn < chosen.lastTurn)) chosen = lane;
    }
    if (!chosen) return undefined;
    this.start(chosen);
    return chosen.waiting.shift();
  }

  private forget(key: string, lane: Lane): void {
    if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
  }

  get busy(): { running: number; waiting: number } {
    let waiting = 0;
    for (const lane of this.lanes.values()) waiting += lane.waiting.length;
    return { running: this.running, waiting };
  }
}

/** A refused check's wait: a queue of 16 checks at tens of milliseconds each is gone in about a second. */
const BUSY_RETRY_SECONDS = 2;

export const passwordChecks = new CheckGate(Math.max(1, Math.floor(availableParallelism() / 2)), 16);

/**
 * The check threads (password-worker.ts), one per slot and priority, each started on its first check.
 * Checks run at normal priority while they keep up: sign-ins of a class at 9 o'clock take one hash's
 * time, not whatever a niced thread is left by the server's other threads (at the lowest priority the
 * burst's sign-in p50 was 5-80x one hash, tests/bench/burst.ts). A check that starts with a backlog
 * of FLOOD_BACKLOG or more behind it (checks arriving much faster than they finish: a flood of
 * guesses) runs at the lowest priority, so the flood takes only the CPU the server leaves idle. A
 * few sign-ins arriving together stay below it: niced at the first wait, a busy machine's slower
 * checks queued more, and a class's sign-ins ended up niced behind each other. The gate (CheckGate) caps both together.
 */
export const FLOOD_BACKLOG = 4;

class CheckThreads {
  private readonly workers: { worker: Worker; low: boolean; pending: Map<number, (ok: boolean) => void> }[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  verify(passwordHash: string, password: string, low: boolean): Promise<boolean> {
    const slot = this.leastBusy(low);
    const id = ++this.nextId;
    return new Promise((resolve) => {
      slot.pending.set(id, resolve);
      slot.worker.postMessage({ id, hash: passwordHash, password } satisfies CheckRequest);
    });
  }

  private leastBusy(low: boolean) {
    const threads = this.workers.filter((w) => w.low === low);
    if (threads.length < this.size) {
      const pending = new Map<number, (ok: boolean) => void>();
      const worker = startModuleWorker(new URL(import.meta.url), 'password-worker', { workerData: { low } satisfies CheckThreadData });
      // Idle threads never keep the process alive; a dead one fails its checks (a refused login, not a hang).
      worker.unref();
      worker.on('message', ({ id, ok }: CheckAnswer) => {
        pending.get(id)?.(ok);
        pending.delete(id);
      });
      worker.on('exit', () => {
        for (const resolve of pending.values()) resolve(false);
        pending.clear();
        const at = this.workers.findIndex((w) => w.worker === worker);
        if (at >= 0) this.workers.splice(at, 1);
      });
      const thread = { worker, low, pending };
      this.workers.push(thread);
      return thread;
    }
    return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }
}

const checkThreads = new CheckThreads(passwordChecks.slots);

/** Tests check on the thread pool (their hashes are cheap); the server on the check threads. */
function check(passwordHash: string, password: string, backlog: number): Promise<boolean> {
  if (process.env.NODE_ENV === 'test' && process.env.PASSWORD_CHECK_THREADS !== '1') {
    return verify(passwordHash, password).catch(() => false);
  }
  return checkThreads.verify(passwordHash, password, backlog >= FLOOD_BACKLOG);
}

/**
 * Checks a password against its stored hash. `lane` is the company the check is for (its turn in
 * the queue, CheckGate). When that company already has as many checks waiting as it may, the caller
 * is refused as busy (503 WB-503-001 with a Retry-After, before anything was recorded), not queued
 * forever: the server's fault, not the user's, so not "too many attempts"; the app's API client sends
 * the call again after the wait, and a class signing in together sees a slower sign-in, not an error.
 */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  { lane = '' }: { lane?: string | number } = {},
): Promise<boolean> {
  // A malformed stored hash is a failed check, not a crash.
  const checked = await passwordChecks.run((backlog) => check(passwordHash, password, backlog), String(lane));
  if (!checked.ran) throw new AppError(ErrorCode.UNAVAILABLE, undefined, undefined, { retryAfterSeconds: BUSY_RETRY_SECONDS });
  return checked.value;
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time (and turn) as a real check so unknown user ids cannot be told apart by timing. */
export async function burnPasswordCheck(password: string, lane: string | number): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0!');
  await verifyPassword(await dummyHash, password, { lane });
}
