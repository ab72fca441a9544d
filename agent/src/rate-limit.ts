/**
 * Token bucket. The agent starts processes, so even valid requests are throttled: a page (or a
 * loop of pages) must not be able to hammer the launcher or the ticket verifier.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.refillPerSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface RateLimits {
  /** Messages of any kind per connection. */
  perConnection: { capacity: number; refillPerSecond: number };
  /** Exec requests across all connections. */
  globalExec: { capacity: number; refillPerSecond: number };
  maxConnections: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perConnection: { capacity: 10, refillPerSecond: 1 },
  globalExec: { capacity: 5, refillPerSecond: 0.2 },
  maxConnections: 8,
};
