import { type LoginResult, type Room, RoomSearchType } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, meets, roomListVersions, roomTemplates, roomUsers, rooms, users } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, joinData, otherCompany, token } from '../../test/rooms';
import { KeptPages, type RoomCardPage } from './listPage';

/*
 * The usual room list is kept per caller and read again only when the company's room-list version
 * moved (listPage.ts findCardPage); the database moves it (migration 0020). Changes here are made
 * straight in the database, as another instance or a job would make them, after the list was kept.
 */

let h: Harness;
let teacher: LoginResult;
let student: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, student] = await Promise.all([DEMO.users.teacher, 'student1'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
});

async function list(as: LoginResult, input: { searchType?: number } = {}): Promise<Room[]> {
  const reply = await h.send('room.LIST', { size: 50, ...input }, token(as));
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data?.resultPage.content ?? [];
}

async function cardOf(as: LoginResult, roomCode: string): Promise<Room | undefined> {
  return (await list(as)).find((room) => room.roomCode === roomCode);
}

async function versionOf(companyIdx: number): Promise<number> {
  const [row] = await h.db
    .select({ version: roomListVersions.version })
    .from(roomListVersions)
    .where(eq(roomListVersions.companyIdx, companyIdx));
  return Number(row?.version ?? 0);
}

describe('the kept room list', () => {
  it('shows every change a card shows on the next call, whoever made it', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Kept list' });
    expect(await cardOf(teacher, room.roomCode)).toMatchObject({ roomTitle: 'Kept list', ownerUser: { userName: 'Teacher Park' } });

    await h.db.update(rooms).set({ roomTitle: 'Kept list, renamed' }).where(eq(rooms.roomIdx, room.roomIdx));
    expect((await cardOf(teacher, room.roomCode))?.roomTitle).toBe('Kept list, renamed');

    await h.db.update(users).set({ userName: 'Teacher Park Jr' }).where(eq(users.userIdx, teacher.user.userIdx));
    expect((await cardOf(teacher, room.roomCode))?.ownerUser.userName).toBe('Teacher Park Jr');
    await h.db.update(users).set({ userName: teacher.user.userName }).where(eq(users.userIdx, teacher.user.userIdx));

    const templateIdx = room.templateIdx ?? 0;
    const [template] = await h.db.select().from(roomTemplates).where(eq(roomTemplates.templateIdx, templateIdx));
    await h.db.update(roomTemplates).set({ templateName: 'Seminar' }).where(eq(roomTemplates.templateIdx, templateIdx));
    expect((await cardOf(teacher, room.roomCode))?.template?.templateName).toBe('Seminar');
    await h.db.update(roomTemplates).set({ templateName: template.templateName }).where(eq(roomTemplates.templateIdx, templateIdx));

    // An attendee added or removed: the student's own list follows.
    expect(await cardOf(student, room.roomCode)).toBeUndefined();
    await h.db.insert(roomUsers).values({ roomIdx: room.roomIdx, userIdx: student.user.userIdx });
    expect(await cardOf(student, room.roomCode)).toMatchObject({ isOwner: false });
    await h.db.delete(roomUsers).where(eq(roomUsers.roomIdx, room.roomIdx));
    expect(await cardOf(student, room.roomCode)).toBeUndefined();

    // A class opened and ended: the card's live meeting comes and goes.
    const opened = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    expect((await cardOf(teacher, room.roomCode))?.meet).toMatchObject({ exist: true, meetCode: opened.result.meetCode });
    await h.db.update(meets).set({ meetTitle: 'Retitled class' }).where(eq(meets.meetCode, opened.result.meetCode));
    expect((await cardOf(teacher, room.roomCode))?.meet.meetTitle).toBe('Retitled class');
    await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode: opened.result.meetCode }, token(teacher));
    expect((await cardOf(teacher, room.roomCode))?.meet.exist).toBe(false);

    await h.db.delete(rooms).where(eq(rooms.roomIdx, room.roomIdx));
    expect(await cardOf(teacher, room.roomCode)).toBeUndefined();
  });

  it('keeps one page per caller and list: the manage list and another caller are their own', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Two lists' }, [student.user.userIdx]);
    const operator = await h.login(DEMO.users.operator);
    const managed = async () =>
      (await h.send('room.LIST', { size: 50, searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'))).body.data?.resultPage.content;
    expect((await cardOf(teacher, room.roomCode))?.isOwner).toBe(true);
    expect((await cardOf(student, room.roomCode))?.isOwner).toBe(false);
    expect((await managed())?.find((r) => r.roomCode === room.roomCode)?.isOwner).toBe(true);
    // Kept pages are the caller's: the same call again gives the same cards, each with its own owner flag.
    expect((await cardOf(student, room.roomCode))?.isOwner).toBe(false);
    expect((await cardOf(teacher, room.roomCode))?.isOwner).toBe(true);
  });

  it('moves once per transaction, not for a sign-in or a change no card shows', async () => {
    const company = h.demoCompanyIdx;
    const before = await versionOf(company);
    await h.login('student2');
    await h.db.update(users).set({ phone: '01099990000' }).where(eq(users.userIdx, student.user.userIdx));
    expect(await versionOf(company)).toBe(before);

    await h.db.transaction(async (tx) => {
      for (const title of ['One', 'Two', 'Three']) await tx.update(rooms).set({ roomTitle: title }).where(eq(rooms.companyIdx, company));
    });
    expect(await versionOf(company)).toBe(before + 1);
  });

  it("a company's removal takes its rooms and version with it", async () => {
    const other = await otherCompany(h, 'kept-list-gone');
    const otherTeacher = await h.login('teacher', { companyId: 'kept-list-gone' });
    await addReservedRoom(h, token(otherTeacher), { roomTitle: 'Gone with the company' });
    expect(await versionOf(other.company.companyIdx)).toBeGreaterThan(0);
    await h.db.delete(companies).where(eq(companies.companyIdx, other.company.companyIdx));
    expect(await h.db.select().from(roomListVersions).where(eq(roomListVersions.companyIdx, other.company.companyIdx))).toEqual([]);
  });
});

describe('kept pages', () => {
  const pageOf = (cards: number): RoomCardPage => ({
    cards: Array.from({ length: cards }, () => ({}) as RoomCardPage['cards'][number]),
    total: cards,
  });

  it('hold at most their budget of cards, the oldest dropped first; a page above it is not kept', () => {
    const kept = new KeptPages(10);
    kept.set('a', '1', pageOf(4));
    kept.set('b', '1', pageOf(4));
    expect([kept.get('a', '1')?.total, kept.get('b', '1')?.total]).toEqual([4, 4]);
    kept.set('c', '1', pageOf(4));
    expect([kept.get('a', '1'), kept.get('b', '1')?.total, kept.get('c', '1')?.total]).toEqual([undefined, 4, 4]);
    // Read again at a newer version, a page replaces its older self instead of counting twice.
    kept.set('c', '2', pageOf(5));
    expect([kept.get('b', '1')?.total, kept.get('c', '1'), kept.get('c', '2')?.total]).toEqual([4, undefined, 5]);
    kept.set('huge', '1', pageOf(11));
    expect([kept.get('huge', '1'), kept.get('b', '1')?.total]).toEqual([undefined, 4]);
    // Empty pages count as one card each.
    for (const key of ['e1', 'e2', 'e3']) kept.set(key, '1', pageOf(0));
    expect(kept.get('b', '1')).toBeUndefined();
    expect(kept.get('e3', '1')?.total).toBe(0);
  });

  it('are frozen: a request cannot change what the next one gets', () => {
    const kept = new KeptPages(10);
    kept.set('a', '1', {
      cards: [{ room: {} as RoomCardPage['cards'][number]['room'], view: { template: null, owner: null, live: null } }],
      total: 1,
    });
    const page = kept.get('a', '1');
    expect(() => {
      (page as { total: number }).total = 2;
    }).toThrow(TypeError);
    expect(Object.isFrozen(page?.cards[0].view)).toBe(true);
  });
});
