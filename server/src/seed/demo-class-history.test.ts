import { LogMeetSearchType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';
import { token } from '../test/rooms';
import { DEMO } from './demo';
import { seedDemoClassHistory } from './demo-class-history';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('demo class history', () => {
  it('gives the demo a month of past classes with attendance, once', async () => {
    const created = await seedDemoClassHistory(h.db);
    expect(created).toBeGreaterThanOrEqual(12);
    expect(await seedDemoClassHistory(h.db)).toBe(0);
    const operator = await h.login(DEMO.users.operator);
    const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const log = await h.send(
      'logMeet.LIST',
      { searchType: LogMeetSearchType.COMPANY, searchStartDate: monthAgo, size: 50 },
      token(operator, 'MANAGE'),
    );
    expect(log.body.data?.resultPage.total).toBe(created);
    const first = log.body.data!.resultPage.content[0]!;
    expect(first).toMatchObject({ live: false, durationSec: 52 * 60 });
    expect(first.userCount).toBeGreaterThanOrEqual(3);
    // A student of a demo room finds the classes they attended, with their own time.
    const student = await h.login('student1');
    const mine = await h.send('logMeet.LIST', { searchStartDate: monthAgo, size: 50 }, token(student));
    expect(mine.body.data!.resultPage.total).toBeGreaterThan(6);
    const meetCode = mine.body.data!.resultPage.content[0]!.meetCode;
    const own = await h.send('logMeetUser.LIST', { meetCode }, token(student));
    expect(own.body.data!.resultList).toHaveLength(1);
    expect(own.body.data!.resultList[0]!.totalJoinTimeSec).toBeGreaterThan(20 * 60);
  });
});
