import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createRateLimiter, sweepRateLimits } from './rate-limit';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb.dispose());

describe('database rate limiter', () => {
  it('allows `limit` hits per window and key, sliding, counted in the database', async () => {
    let now = 1_000_000;
    const db = testDb.database.db;
    const limiter = createRateLimiter(db, { name: 't', limit: 3, windowMs: 60_000 }, () => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit('a'));
    expect(hits).toEqual([true, true, true, false]);
    expect(await limiter.isExhausted('a')).toBe(true);
    expect(await limiter.hit('b')).toBe(true);
    now += 30_000;
    expect(await limiter.hit('a')).toBe(false);
    now += 30_001;
    expect(await limiter.isExhausted('a')).toBe(false);
    expect(await limiter.hit('a')).toBe(true);
    // Another instance (its own limiter object on the same database) sees the same counts.
    const other = createRateLimiter(db, { name: 't', limit: 3, windowMs: 60_000 }, () => now);
    expect([await other.hit('a'), await other.hit('a'), await other.hit('a')]).toEqual([true, true, false]);
    // Concurrent hits never let more than the limit through.
    const burst = await Promise.all(Array.from({ length: 10 }, () => other.hit('burst')));
    expect(burst.filter(Boolean)).toHaveLength(3);
    // Another limiter's keys are its own.
    expect(await createRateLimiter(db, { name: 'u', limit: 1, windowMs: 60_000 }, () => now).hit('a')).toBe(true);
  });

  it('sweeps windows whose hits have all left them', async () => {
    const db = testDb.database.db;
    const limiter = createRateLimiter(db, { name: 'sweep', limit: 1, windowMs: 1_000 }, () => 5_000_000);
    expect(await limiter.hit('x')).toBe(true);
    // Still inside its window: kept (the earlier test's old windows go now).
    await sweepRateLimits(db, new Date(5_000_500));
    expect(await limiter.isExhausted('x')).toBe(true);
    expect(await sweepRateLimits(db, new Date(5_001_001))).toBe(1);
    // The row is gone: the same instant counts afresh.
    expect(await limiter.hit('x')).toBe(true);
  });

  it('stores long keys hashed', async () => {
    const limiter = createRateLimiter(testDb.database.db, { name: 'long', limit: 1, windowMs: 60_000 }, () => 1);
    const key = 'k'.repeat(1000);
    expect([await limiter.hit(key), await limiter.hit(key), await limiter.hit('k')]).toEqual([true, false, true]);
  });
});
