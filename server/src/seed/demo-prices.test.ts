import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';
import { token } from '../test/rooms';
import { DEMO } from './demo';
import { seedDemoClassHistory } from './demo-class-history';
import { seedDemoPrices } from './demo-prices';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('demo unit prices', () => {
  it('give the demo’s past month of classes amounts in the settlement, once', async () => {
    await seedDemoClassHistory(h.db);
    expect(await seedDemoPrices(h.db)).toBe(12);
    expect(await seedDemoPrices(h.db)).toBe(0);
    const operator = await h.login(DEMO.users.operator);
    const day = (ms: number) => new Date(Date.now() + 9 * 3_600_000 + ms).toISOString().slice(0, 10);
    const reply = await h.send(
      'meetFee.LIST',
      { searchStartDate: day(-31 * 86_400_000), searchEndDate: day(0), size: 100 },
      token(operator, 'MANAGE'),
    );
    const data = reply.body.data!;
    expect(data.resultPage.total).toBeGreaterThanOrEqual(20);
    expect(data.totalAmount).toBeGreaterThan(0);
    const amounts = data.resultPage.content.flatMap((m) => m.logMeetUser.map((u) => u.amount ?? 0));
    expect(amounts.every((a) => a >= 30_000)).toBe(true);
  });
});
