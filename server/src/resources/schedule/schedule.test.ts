import { CalendarSearchType, ErrorCode, type LoginResult, NO_LIMIT_END, type Room } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, DAY_MS, otherCompany, token } from '../../test/rooms';

let h: Harness;
let teacher: LoginResult;
let teacher2: LoginResult;
let student: LoginResult;
let student4: LoginResult;
let future: Room;
let hidden: Room;

const iso = (ms: number) => new Date(ms).toISOString();

/** A range of `days` days from `fromDays` days after now. */
function range(fromDays: number, days: number) {
  const now = h.clock.now().getTime();
  return { startDate: iso(now + fromDays * DAY_MS), endDate: iso(now + (fromDays + days) * DAY_MS) };
}

async function titles(who: LoginResult, input: Record<string, unknown>) {
  const reply = await h.send('calendar.LIST', { ...range(0, 31), ...input } as never, token(who));
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data?.resultPage.content.map((e) => e.roomTitle) ?? [];
}

function feed(path: string) {
  return h.app.inject({ method: 'GET', url: path });
}

async function newFeed(who: LoginResult): Promise<string> {
  const reply = await h.send('calendar.feed.CREATE', {}, token(who));
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data?.result.feedPath ?? '';
}

beforeAll(async () => {
  h = await startHarness();
  [teacher, teacher2, student, student4] = await Promise.all([
    h.login(DEMO.users.teacher),
    h.login(DEMO.users.teacher2),
    h.login(DEMO.users.student),
    h.login('student4'),
  ]);
  const now = h.clock.now().getTime();
  const attendees = [student.user.userIdx];
  future = await addReservedRoom(
    h,
    token(teacher),
    { roomTitle: 'Geometry next week', showDatetime: iso(now + 7 * DAY_MS), showEndDatetime: iso(now + 8 * DAY_MS) },
    attendees,
  );
  await addReservedRoom(
    h,
    token(teacher),
    { roomTitle: 'Calculus in spring', showDatetime: iso(now + 100 * DAY_MS), showEndDatetime: iso(now + 101 * DAY_MS) },
    attendees,
  );
  hidden = await addReservedRoom(
    h,
    token(teacher),
    { roomTitle: 'Hidden review', showDatetime: iso(now + 2 * DAY_MS), showEndDatetime: NO_LIMIT_END },
    attendees,
  );
  const hide = await h.send('room.MOD', { room: { roomCode: hidden.roomCode, roomStatusCd: 9 } }, token(teacher));
  expect(hide.status, hide.raw).toBe(200);
});
afterAll(async () => {
  await h.close();
});

describe('calendar.LIST', () => {
  it('teachers see the classes they lead in the range, earliest first, hidden ones included', async () => {
    const list = await titles(teacher, {});
    expect(list).toContain('Geometry next week');
    expect(list).toContain('Hidden review');
    expect(list).not.toContain('Calculus in spring');
    expect(list.indexOf('Hidden review')).toBeLessThan(list.indexOf('Geometry next week'));
    const spring = await titles(teacher, range(95, 10));
    expect(spring).toContain('Calculus in spring');
    expect(spring).not.toContain('Geometry next week');
  });

  it('students see the shown classes they attend; others see none of them', async () => {
    const list = await titles(student, {});
    expect(list).toContain('Geometry next week');
    expect(list).not.toContain('Hidden review');
    expect(await titles(student4, {})).not.toContain('Geometry next week');
    expect(await titles(teacher2, {})).not.toContain('Geometry next week');
    // Asking as a leader finds only one's own rooms.
    expect(await titles(student, { searchType: CalendarSearchType.LEADER })).toEqual([]);
  });

  it('answers the event with its period, leader and no-limit flag', async () => {
    const reply = await h.send('calendar.LIST', range(0, 31), token(teacher));
    const events = reply.body.data?.resultPage.content ?? [];
    const geometry = events.find((e) => e.roomCode === future.roomCode);
    expect(geometry).toMatchObject({
      isLeader: true,
      noLimit: false,
      leaderName: teacher.user.userName,
      endDatetime: future.showEndDatetime,
    });
    expect(events.find((e) => e.roomCode === hidden.roomCode)?.noLimit).toBe(true);
  });

  it('pages by 30 by default and refuses a reversed or too long range', async () => {
    const ok = await h.send('calendar.LIST', range(0, 31), token(teacher));
    expect(ok.body.data?.resultPage.size).toBe(30);
    const reversed = await h.send('calendar.LIST', { startDate: range(5, 1).startDate, endDate: range(0, 1).startDate }, token(teacher));
    expect([reversed.status, reversed.body.errorCode, reversed.body.details?.[0]?.path]).toEqual([400, ErrorCode.BAD_PARAMETER, 'endDate']);
    const long = await h.send('calendar.LIST', range(0, 500), token(teacher));
    expect(long.status).toBe(400);
    const garbage = await h.send('calendar.LIST', { startDate: 'soon', endDate: 'later' }, token(teacher));
    expect(garbage.status).toBe(400);
  });

  it('never lists another company\u2019s classes', async () => {
    const other = await otherCompany(h, 'schedule-other');
    expect(await titles(other.teacher, {})).toEqual([]);
    expect(await titles(other.student, {})).toEqual([]);
  });
});

describe('the private iCalendar feed', () => {
  it('answers text/calendar with the classes, their times and a join link, parsed back', async () => {
    const path = await newFeed(teacher);
    expect(path).toMatch(/^\/open\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const reply = await feed(path);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/calendar/);
    const events = parseIcs(reply.body);
    const geometry = events.find((e) => e.SUMMARY === 'Geometry next week');
    expect(geometry).toBeDefined();
    // iCalendar times have whole seconds.
    expect(icsInstant(geometry?.DTSTART)).toBe(future.showDatetime?.slice(0, 19));
    expect(icsInstant(geometry?.DTEND)).toBe(future.showEndDatetime?.slice(0, 19));
    expect(geometry?.URL).toContain(`/demo/room/view?roomCode=${future.roomCode}`);
    expect(events.map((e) => e.SUMMARY)).toContain('Calculus in spring');
    // The status answers whether a feed exists, never its address.
    const status = await h.send('calendar.feed.GET', {}, token(teacher));
    expect(status.body.data?.result).toMatchObject({ active: true });
    expect(status.raw).not.toContain(path.slice(15, 40));
  });

  it('writes its words in the owner\u2019s language: the default class type and "no end date" in Korean', async () => {
    const path = await newFeed(teacher);
    const descriptionOf = async (title: string) => parseIcs((await feed(path)).body).find((e) => e.SUMMARY === title)?.DESCRIPTION ?? '';
    expect(await descriptionOf('Hidden review')).toContain('Regular class');
    expect(await descriptionOf('Hidden review')).toContain('No end date');
    await h.db.update(users).set({ language: 'ko' }).where(eq(users.userIdx, teacher.user.userIdx));
    try {
      const hiddenReview = await descriptionOf('Hidden review');
      expect(hiddenReview).toContain('정규 수업');
      expect(hiddenReview).toContain('종료일 없음');
      expect(hiddenReview).not.toContain('No end date');
      expect(await descriptionOf('Geometry next week')).not.toContain('종료일 없음');
    } finally {
      await h.db.update(users).set({ language: 'en' }).where(eq(users.userIdx, teacher.user.userIdx));
    }
  });

  it('links the classes on PUBLIC_ORIGIN, whatever Host the request names', async () => {
    const reply = await h.app.inject({ method: 'GET', url: await newFeed(teacher), headers: { host: 'evil.example' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('evil.example');
    const geometry = parseIcs(reply.body).find((e) => e.SUMMARY === 'Geometry next week');
    expect(geometry?.URL).toBe(`${h.app.boda.settings.publicOrigin}/demo/room/view?roomCode=${future.roomCode}&meetCode=0`);
  });

  it('a student\u2019s feed lists the classes they attend, not the hidden one', async () => {
    const reply = await feed(await newFeed(student));
    const summaries = parseIcs(reply.body).map((e) => e.SUMMARY);
    expect(summaries).toContain('Geometry next week');
    expect(summaries).not.toContain('Hidden review');
  });

  it('regenerating retires the old address; revoking answers 404; unknown and malformed tokens are 404', async () => {
    const first = await newFeed(teacher2);
    const second = await newFeed(teacher2);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);
    const revoked = await h.send('calendar.feed.REVOKE', {}, token(teacher2));
    expect(revoked.body.data?.result.count).toBe(1);
    expect((await feed(second)).statusCode).toBe(404);
    expect((await h.send('calendar.feed.GET', {}, token(teacher2))).body.data?.result).toEqual({ active: false, createdDatetime: null });
    expect((await feed('/open/calendar/not-a-token.ics')).statusCode).toBe(404);
    expect((await feed(`/open/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it('one user\u2019s token shows only that user\u2019s classes; revoking one feed leaves the other', async () => {
    const teacherPath = await newFeed(teacher);
    const otherPath = await newFeed(teacher2);
    expect(parseIcs((await feed(otherPath)).body).map((e) => e.SUMMARY)).not.toContain('Geometry next week');
    await h.send('calendar.feed.REVOKE', {}, token(teacher2));
    expect((await feed(otherPath)).statusCode).toBe(404);
    expect((await feed(teacherPath)).statusCode).toBe(200);
  });

  it('is rate limited per feed, and misses per address; one provider still fetches other feeds', async () => {
    const path = await newFeed(student4);
    const other = await newFeed(student);
    const from = (url: string, ip: string) => h.app.inject({ method: 'GET', url, remoteAddress: ip }).then((r) => r.statusCode);
    let last = 200;
    for (let i = 0; i < 40 && last !== 429; i += 1) last = await from(path, '10.9.9.9');
    expect(last).toBe(429);
    // The same provider address fetches another user's feed.
    expect(await from(other, '10.9.9.9')).toBe(200);

    let miss = 404;
    for (let i = 0; i < 40 && miss !== 429; i += 1) miss = await from(`/open/calendar/${String(i).padStart(43, 'x')}.ics`, '10.8.8.8');
    expect(miss).toBe(429);
    // Once guessing is refused there, even a valid address from it waits; elsewhere it is served.
    expect(await from(other, '10.8.8.8')).toBe(429);
    expect(await from(other, '10.7.7.7')).toBe(200);
  });
});

/** A small RFC 5545 reader: unfolds lines and returns each VEVENT's properties by name. */
function parseIcs(text: string): Array<Record<string, string>> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      current[name] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

/** 20261127T114115Z -> 2026-11-27T11:41:15 (UTC). */
function icsInstant(value: string | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return `unparsed ${value}`;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
}
