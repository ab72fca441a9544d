/**
 * In-memory sliding window: at most `limit` hits per key within `windowMs`. Kept per app instance,
 * which is enough for a single server process (a cluster would need a shared store).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Records a hit; false when the key already used up its window. */
  hit(key: string): boolean {
    const now = this.now();
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    this.hits.set(key, recent);
    if (++this.sweeps % 1000 === 0) this.sweep(since);
    return allowed;
  }

  /** Whether the key used up its window, without counting a hit. */
  isExhausted(key: string): boolean {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since).length >= this.limit;
  }

  /** Drops idle keys so the map cannot grow without bound. */
  private sweep(since: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= since)) this.hits.delete(key);
    }
  }
}
