import type { LogLevel } from '@boda/contract/desktop';
import { commands, LOG_MESSAGE_MAX, LOG_SHIPPING_MAX_ENTRIES, LOGGER_NAME_HEADER } from '@boda/contract';

const ship = commands['logger.ship'];
export const DESKTOP_LOGGER_NAME = 'boda-desktop-renderer';
/** The spec ships stack traces to depth 5. */
export const STACK_DEPTH = 5;

export type { LogLevel };

export interface RemoteLogEntry {
  level: 'warn' | 'error';
  message: string;
  stacktrace: string;
  timestamp: string;
}

export function trimStack(stack: string | undefined, depth = STACK_DEPTH): string {
  if (!stack) return '';
  const lines = stack.split('\n');
  const frames = lines.filter((l) => /^\s*at\s/.test(l));
  if (frames.length === 0) return lines.slice(0, depth).join('\n');
  return frames
    .slice(0, depth)
    .map((l) => l.trim())
    .join('\n');
}

export interface RemoteLogOptions {
  serverOrigin: () => string | null;
  fetch?: typeof fetch;
  flushDelayMs?: number;
  maxBatch?: number;
  maxQueue?: number;
  /** Entries accepted per minute; a renderer stuck in an error loop must not flood the server. */
  perMinute?: number;
  now?: () => number;
}

/**
 * Ships renderer warnings and errors to the server's POST /open/logger, batched. Failures are
 * dropped on purpose: logging must never retry-storm a server that is already in trouble.
 */
export class RemoteLogShipper {
  private queue: RemoteLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private windowStart = 0;
  private inWindow = 0;
  private readonly o: Required<Omit<RemoteLogOptions, 'serverOrigin'>>;

  constructor(private readonly opts: RemoteLogOptions) {
    this.o = {
      fetch: opts.fetch ?? fetch,
      flushDelayMs: opts.flushDelayMs ?? 2000,
      maxBatch: Math.min(opts.maxBatch ?? 20, LOG_SHIPPING_MAX_ENTRIES),
      maxQueue: opts.maxQueue ?? 100,
      perMinute: opts.perMinute ?? 60,
      now: opts.now ?? Date.now,
    };
  }

  push(level: LogLevel, message: string, stack?: string): boolean {
    if (level !== 'warn' && level !== 'error') return false;
    const t = this.o.now();
    if (t - this.windowStart >= 60_000) {
      this.windowStart = t;
      this.inWindow = 0;
    }
    if (this.inWindow >= this.o.perMinute) return false;
    this.inWindow += 1;
    this.queue.push({
      level,
      message: message.slice(0, LOG_MESSAGE_MAX),
      stacktrace: trimStack(stack),
      timestamp: new Date(t).toISOString(),
    });
    if (this.queue.length > this.o.maxQueue) this.queue.splice(0, this.queue.length - this.o.maxQueue);
    if (this.queue.length >= this.o.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.o.flushDelayMs);
    return true;
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const origin = this.opts.serverOrigin();
    const entries = this.queue.splice(0, this.o.maxBatch);
    if (entries.length === 0 || origin === null) return;
    try {
      await this.o.fetch(new URL(ship.path, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [LOGGER_NAME_HEADER]: DESKTOP_LOGGER_NAME },
        body: JSON.stringify({ entries }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // dropped, see class comment
    }
    if (this.queue.length > 0) this.timer ??= setTimeout(() => void this.flush(), this.o.flushDelayMs);
  }
}
