import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ErrorCode, type ErrorCodeValue } from '@boda/contract';
import { hash, verify, type Options } from '@node-rs/argon2';
import { startModuleWorker } from '../db/worker-thread';
import { AppError } from '../errors';
import type { CheckAnswer, CheckRequest } from './password-worker';

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

/**
 * At most `slots` password checks run at once and `queue` more wait; a check beyond that is refused
 * at once. Each argon2 check takes a core for tens of milliseconds: unbounded, a flood of sign-ins
 * with fresh ids (each one a check) took every core and every other company's requests waited
 * behind it. With half the cores at most, the rest keep answering.
 */
export class CheckGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly queue: number,
  ) {}

  /** Runs `work` in a slot; false (without running it) when every slot and queue place is taken. */
  async run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) return { ran: false };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      // The slot passes straight to the next waiter, so running counts it without a gap.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export const passwordChecks = new CheckGate(Math.max(1, Math.floor(availableParallelism() / 2)), 16);

/** The low-priority check threads (password-worker.ts), one per slot, started on the first check. */
class CheckThreads {
  private readonly workers: { worker: Worker; pending: Map<number, (ok: boolean) => void> }[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  verify(passwordHash: string, password: string): Promise<boolean> {
    const slot = this.leastBusy();
    const id = ++this.nextId;
    return new Promise((resolve) => {
      slot.pending.set(id, resolve);
      slot.worker.postMessage({ id, hash: passwordHash, password } satisfies CheckRequest);
    });
  }

  private leastBusy() {
    if (this.workers.length < this.size) {
      const pending = new Map<number, (ok: boolean) => void>();
      const worker = startModuleWorker(new URL(import.meta.url), 'password-worker', {});
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
      this.workers.push({ worker, pending });
    }
    return this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }
}

const checkThreads = new CheckThreads(passwordChecks.slots);

/** Tests check on the thread pool (their hashes are cheap); the server on the niced threads. */
function check(passwordHash: string, password: string): Promise<boolean> {
  if (process.env.NODE_ENV === 'test' && process.env.PASSWORD_CHECK_THREADS !== '1') {
    return verify(passwordHash, password).catch(() => false);
  }
  return checkThreads.verify(passwordHash, password);
}

/**
 * Checks a password against its stored hash. When the server is already checking as many as it
 * will, the caller is refused with `busy` (a 429 code: try again in a moment), not queued forever.
 */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  busy: ErrorCodeValue = ErrorCode.TOO_MANY_LOGIN_ATTEMPTS,
): Promise<boolean> {
  // A malformed stored hash is a failed check, not a crash.
  const checked = await passwordChecks.run(() => check(passwordHash, password));
  if (!checked.ran) throw new AppError(busy);
  return checked.value;
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so unknown user ids cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0!');
  await verifyPassword(await dummyHash, password);
}
