import { LOG_MESSAGE_MAX, LOG_SHIPPING_MAX_ENTRIES, type LogEntry } from '@boda/contract';
import type { LogLevel, LogShipper, PlatformLogs } from './types';

export interface LogShipperOptions {
  /** Entries wait this long for company before a batch goes out. */
  flushDelayMs?: number;
  maxBatch?: number;
  /** Oldest entries are dropped beyond this many while no shipper is connected or a batch is out. */
  maxQueue?: number;
  /** Entries accepted per minute: a page stuck in an error loop must not flood the server. */
  perMinute?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The spec ships stack traces to depth 5. */
const STACK_DEPTH = 5;

export function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n');
  const frames = lines.filter((line) => /^\s*at\s|@/.test(line));
  return (frames.length > 0 ? frames : lines)
    .slice(0, STACK_DEPTH)
    .map((line) => line.trim())
    .join('\n')
    .slice(0, LOG_MESSAGE_MAX * 4);
}

/**
 * Web log shipping: warn and error entries, batched, rate limited, sent through the shipper the
 * app connects (the ONE api client's `logger.ship`). Failures are dropped on purpose: logging must
 * never retry-storm a server that is already in trouble, nor log its own failures (a loop).
 */
export function createLogShipper(options: LogShipperOptions = {}): PlatformLogs & { flush(): Promise<void> } {
  const flushDelayMs = options.flushDelayMs ?? 2000;
  const maxBatch = Math.min(options.maxBatch ?? 20, LOG_SHIPPING_MAX_ENTRIES);
  const maxQueue = options.maxQueue ?? 100;
  const perMinute = options.perMinute ?? 30;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let ship: LogShipper | null = null;
  let queue: LogEntry[] = [];
  let timer: unknown = null;
  let windowStart = 0;
  let inWindow = 0;
  let shipping = false;

  function schedule(): void {
    if (ship === null || queue.length === 0) return;
    if (queue.length >= maxBatch) void flush();
    else timer ??= setTimer(() => void flush(), flushDelayMs);
  }

  /** Sends everything queued, one batch after the other. */
  async function flush(): Promise<void> {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (ship === null || shipping) return;
    shipping = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch);
        try {
          await ship(batch);
        } catch {
          /* dropped: see above */
        }
      }
    } finally {
      shipping = false;
    }
  }

  return {
    write(level: LogLevel, message: string, stack?: string) {
      // Only warnings and errors travel; the per-minute cap also bounds any echo of shipping itself.
      if (level !== 'warn' && level !== 'error') return;
      const t = now();
      if (t - windowStart >= 60_000) {
        windowStart = t;
        inWindow = 0;
      }
      if (inWindow >= perMinute) return;
      inWindow += 1;
      const stacktrace = trimStack(stack);
      queue.push({
        level,
        message: message.slice(0, LOG_MESSAGE_MAX),
        ...(stacktrace ? { stacktrace } : {}),
        timestamp: new Date(t).toISOString(),
      });
      if (queue.length > maxQueue) queue = queue.slice(queue.length - maxQueue);
      schedule();
    },
    connect(next) {
      ship = next;
      schedule();
    },
    flush,
  };
}
