import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEmbeddedTestDatabase } from '../test/database';
import { startIdleCollection } from './idle-collection';

afterEach(() => vi.useRealTimers());

describe('idle collection', () => {
  it('collects once the server is idle after enough work, never while requests keep coming', async () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = startIdleCollection({ collect, minWork: 3, idleMs: 1_000 });
    // A steady trickle: a request every 400 ms is never idle.
    for (let i = 0; i < 10; i += 1) {
      idle.noteWork();
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Idle on: nothing new to give back.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Too little work since: not worth a collection.
    idle.noteWork();
    idle.noteWork();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.noteWork();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("runs in the embedded database's worker, which answers and keeps serving", async () => {
    const database = await createEmbeddedTestDatabase();
    try {
      await database.collectGarbage?.();
      expect(database.collectGarbage).toBeDefined();
      expect(await database.db.execute(sql`select 41 + 1 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    } finally {
      await database.close();
    }
  });
});
