import { LogMeetSearchType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';
import { token } from '../test/rooms';
import { DEMO } from './demo';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purgeClassHistory } from '../resources/record';
import { atZonedHour, seedDemoClassHistory, seedDemoRecords } from './demo-class-history';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('atZonedHour', () => {
  it('is that hour on that day in the zone, across a daylight-saving change too', () => {
    expect(atZonedHour(new Date('2026-03-02T20:00:00Z'), 16, 'Asia/Seoul').toISOString()).toBe('2026-03-03T07:00:00.000Z');
    expect(atZonedHour(new Date('2026-03-09T12:00:00Z'), 16, 'America/New_York').toISOString()).toBe('2026-03-09T20:00:00.000Z');
    expect(atZonedHour(new Date('2026-03-06T12:00:00Z'), 16, 'America/New_York').toISOString()).toBe('2026-03-06T21:00:00.000Z');
  });
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
    // Afternoon classes in the company's zone (Asia/Seoul), whatever the server's zone.
    const seoulHours = log.body.data!.resultPage.content.map((m) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', hour: 'numeric', hourCycle: 'h23' }).format(new Date(m.openDatetime)),
      ),
    );
    expect(new Set(seoulHours)).toEqual(new Set([15, 16]));
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

describe('demo class records and retention', () => {
  let withFiles: Harness;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'boda-demo-records-'));
    withFiles = await startHarness({ filesDir });
  });
  afterAll(async () => {
    await withFiles.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('gives the latest class a playable recording and a chat file, once; logs past six months are removed', async () => {
    await seedDemoClassHistory(withFiles.db);
    expect(await seedDemoRecords(withFiles.db, withFiles.app.boda.storage)).toBe(2);
    expect(await seedDemoRecords(withFiles.db, withFiles.app.boda.storage)).toBe(0);
    const teacher = await withFiles.login(DEMO.users.teacher);
    const latest = (await withFiles.send('logMeet.LIST', { size: 1 }, token(teacher))).body.data!.resultPage.content[0]!;
    const videos = await withFiles.send('recordVideo.LIST_ROOM', { meetCode: latest.meetCode }, token(teacher));
    expect(videos.body.data?.resultList).toEqual([
      expect.objectContaining({ kind: 'video', mime: 'video/webm', fileName: 'recording.webm' }),
    ]);
    const chats = await withFiles.send('recordChat.LIST_ROOM', { meetCode: latest.meetCode }, token(teacher));
    expect(chats.body.data?.resultList).toHaveLength(1);

    // A month on, the recordings are gone (1 month by default) and the classes stay (6 months).
    withFiles.clock.advance(35 * 86_400_000);
    const month = await purgeClassHistory(withFiles.app.boda);
    expect(month).toMatchObject({ records: 2, meetings: 0 });
    // Seven months on, the class logs are gone too.
    withFiles.clock.advance(200 * 86_400_000);
    const later = await purgeClassHistory(withFiles.app.boda);
    expect(later.meetings).toBeGreaterThanOrEqual(12);
    expect(later.sessions).toBeGreaterThan(later.meetings);
    const operator = await withFiles.login(DEMO.users.operator);
    const log = await withFiles.send('logMeet.LIST', { searchType: LogMeetSearchType.COMPANY, size: 50 }, token(operator, 'MANAGE'));
    expect(log.body.data?.resultPage.total).toBe(0);
    withFiles.clock.reset();
  });
});
