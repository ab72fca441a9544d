import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, seedRuns } from '../db/schema';
import { type Harness, startHarness } from '../test/harness';
import { DEMO_SEED_VERSION, seedDemoData } from './demo-data';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const priceCount = async () => (await h.db.select({ priceIdx: prices.priceIdx }).from(prices)).length;

describe('the demo data on start (SEED_DEMO=1)', () => {
  it('runs every step once, skips them all on a restart of the same version, and runs them again after a bump', async () => {
    await seedDemoData(h.app.boda, h.app.log);
    expect(await priceCount()).toBeGreaterThan(0);
    expect(await h.db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, 'demo'))).toEqual([
      { version: DEMO_SEED_VERSION },
    ]);

    // An operator removed the demo prices: a restart of the same code leaves the data as it is.
    await h.db.delete(prices);
    await seedDemoData(h.app.boda, h.app.log);
    expect(await priceCount()).toBe(0);

    // A release with another demo version runs the steps again; each adds what is missing.
    await h.db.update(seedRuns).set({ version: DEMO_SEED_VERSION - 1 });
    await seedDemoData(h.app.boda, h.app.log);
    expect(await priceCount()).toBeGreaterThan(0);
  });
});
