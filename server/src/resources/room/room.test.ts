import {
  type CommandInput,
  defaultRoomPeriod,
  ErrorCode,
  type LoginResult,
  NO_LIMIT_END,
  RoomCategory,
  RoomSearchType,
  RoomStatus,
} from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { DEMO_ROOMS } from '../../seed/demo-rooms';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, DAY_MS, joinData, otherCompany, token } from '../../test/rooms';
import { newRoomCode } from './codes';
import { insertRoom } from './repository';

let h: Harness;
let teacher: LoginResult;
let teacher2: LoginResult;
let operator: LoginResult;
let student: LoginResult;
let student2: LoginResult;
let student4: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, teacher2, operator, student, student2, student4] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, DEMO.users.operator, 'student1', 'student2', 'student4'].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
});

describe('room templates and the demo rooms', () => {
  it('lists the class types of a category', async () => {
    const reserved = await h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.RESERVED }, token(teacher));
    expect(reserved.body.data?.resultList.length).toBeGreaterThan(0);
    expect(reserved.body.data?.resultList.every((t) => t.roomCategoryCd === RoomCategory.RESERVED)).toBe(true);
    const instant = await h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.INSTANT }, token(student));
    expect(instant.body.data?.resultList.map((t) => t.roomCategoryCd)).toEqual([RoomCategory.INSTANT]);
  });

  it('seeds a reserved room of teacher1 with students, visible to both', async () => {
    const mine = await h.send('room.LIST', { searchType: RoomSearchType.MINE }, token(teacher));
    const room = mine.body.data?.resultPage.content.find((r) => r.roomTitle === DEMO_ROOMS[0].roomTitle);
    expect(room).toMatchObject({
      roomCategoryCd: RoomCategory.RESERVED,
      isOwner: true,
      anyoneOpen: false,
      meet: { exist: false, meetCode: '0' },
      ownerUser: { userIdx: teacher.user.userIdx, userName: teacher.user.userName },
    });
    // The room's class type comes with the card.
    expect(room?.template).toMatchObject({ templateIdx: room?.templateIdx, roomCategoryCd: RoomCategory.RESERVED });
    const asStudent = await h.send('room.LIST', {}, token(student));
    expect(asStudent.body.data?.resultPage.content.find((r) => r.roomCode === room?.roomCode)).toMatchObject({ isOwner: false });
    // The demo room started 35 days ago (so the schedule has a past) and ends where the period the room
    // dialog proposes for a new room ends.
    const now = Date.now();
    expect([Date.parse(room?.showDatetime ?? ''), Date.parse(room?.showEndDatetime ?? '')]).toEqual([
      defaultRoomPeriod(new Date(now - 35 * 86_400_000)).start.getTime(),
      defaultRoomPeriod(new Date(now)).end.getTime(),
    ]);
  });
});

describe('room.ADD', () => {
  it('registers a reserved room with a 9-digit invite code, period and attendees', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Geometry', anyoneOpen: false }, [
      student.user.userIdx,
      student2.user.userIdx,
    ]);
    expect(room.inviteCode).toMatch(/^\d{9}$/);
    expect(room).toMatchObject({
      roomTitle: 'Geometry',
      ownerUserIdx: teacher.user.userIdx,
      roomStatusCd: RoomStatus.USE,
      anyoneOpen: false,
      isOwner: true,
    });
    expect(room.showEndDatetime).toBe(NO_LIMIT_END);
    expect(room.roomUserList.map((u) => u.userIdx).sort()).toEqual([student.user.userIdx, student2.user.userIdx].sort());
  });

  it('needs the room-register permission (students: WB-403-001)', async () => {
    const valid = {
      roomTitle: 'x',
      roomCategoryCd: RoomCategory.RESERVED,
      templateIdx: 1,
      showDatetime: h.clock.now().toISOString(),
      showEndDatetime: NO_LIMIT_END,
    } as const;
    const reply = await h.send('room.ADD', { room: valid }, token(student));
    expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const instant = await h.send('room.ADD', { room: { roomTitle: 'x', roomCategoryCd: RoomCategory.INSTANT } }, token(student));
    expect(instant.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it('validates name (max 50), class type, period and attendees', async () => {
    const as = token(teacher);
    const now = h.clock.now().getTime();
    const bad = async (room: Record<string, unknown>, list?: number[]) => {
      const templates = await h.send('roomTemplate.LIST', {}, as);
      const reply = await h.send(
        'room.ADD',
        {
          room: {
            roomTitle: 'Ok',
            roomCategoryCd: RoomCategory.RESERVED,
            templateIdx: templates.body.data?.resultList[0]?.templateIdx,
            showDatetime: new Date(now).toISOString(),
            showEndDatetime: new Date(now + 10 * DAY_MS).toISOString(),
            ...room,
          },
          ...(list ? { roomUserList: list } : {}),
        },
        as,
      );
      expect([reply.status, reply.body.errorCode], reply.raw).toEqual([400, ErrorCode.BAD_PARAMETER]);
      return reply.body.details?.map((d) => d.path) ?? [];
    };
    expect(await bad({ roomTitle: 'x'.repeat(51) })).toContain('room.roomTitle');
    expect(await bad({ templateIdx: undefined })).toContain('room.templateIdx');
    expect(await bad({ templateIdx: 999999 })).toContain('room.templateIdx');
    expect(await bad({ showDatetime: new Date(now + 370 * DAY_MS).toISOString(), showEndDatetime: NO_LIMIT_END })).toContain(
      'room.showDatetime',
    );
    expect(await bad({ showDatetime: new Date(now - 3 * DAY_MS).toISOString() })).toContain('room.showDatetime');
    expect(await bad({ showEndDatetime: new Date(now - 1000).toISOString() })).toContain('room.showEndDatetime');
    const other = await otherCompany(h, 'rooms-other-a');
    expect(await bad({}, [other.student.user.userIdx])).toContain('roomUserList');
  });

  it('in the manage area names a responsible teacher (required, teacher types only)', async () => {
    const manage = token(operator, 'MANAGE');
    const missing = await h.send(
      'room.ADD',
      {
        room: {
          roomTitle: 'M',
          roomCategoryCd: RoomCategory.RESERVED,
          templateIdx: 1,
          showDatetime: h.clock.now().toISOString(),
          showEndDatetime: NO_LIMIT_END,
        },
      },
      manage,
    );
    expect(missing.body.details?.map((d) => d.path)).toContain('room.ownerUserIdx');
    const room = await addReservedRoom(h, manage, { roomTitle: 'Managed', ownerUserIdx: teacher2.user.userIdx });
    expect(room.ownerUserIdx).toBe(teacher2.user.userIdx);
    const reply = await h.send(
      'room.ADD',
      {
        room: {
          roomTitle: 'M',
          roomCategoryCd: RoomCategory.RESERVED,
          templateIdx: room.templateIdx,
          ownerUserIdx: student.user.userIdx,
          showDatetime: h.clock.now().toISOString(),
          showEndDatetime: NO_LIMIT_END,
        },
      },
      manage,
    );
    expect(reply.body.details?.map((d) => d.path)).toContain('room.ownerUserIdx');
  });
});

describe('room.LIST and room.VIEW', () => {
  it("lists the caller's rooms; keyword matches title or owner; paging", async () => {
    await addReservedRoom(h, token(teacher2), { roomTitle: 'Chemistry lab' }, [student4.user.userIdx]);
    const byTitle = await h.send('room.LIST', { searchKeyword: 'chemistry' }, token(student4));
    expect(byTitle.body.data?.resultPage.content.map((r) => r.roomTitle)).toEqual(['Chemistry lab']);
    const byOwner = await h.send('room.LIST', { searchKeyword: 'Choi', searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'));
    expect(byOwner.body.data?.resultPage.content.every((r) => r.ownerUser.userName === 'Teacher Choi')).toBe(true);
    const page = await h.send('room.LIST', { size: 1, page: 2, searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'));
    expect(page.body.data?.resultPage).toMatchObject({ page: 2, size: 1, first: false });
    expect(page.body.data?.resultPage.content).toHaveLength(1);
    expect(page.body.data?.resultPage.total).toBeGreaterThan(2);
    // The total comes with the page; a page past the end still tells how many there are.
    const total = page.body.data?.resultPage.total ?? 0;
    const first = await h.send('room.LIST', { size: 1, page: 1, searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'));
    expect(first.body.data?.resultPage.total).toBe(total);
    const past = await h.send('room.LIST', { size: 1, page: total + 5, searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'));
    expect(past.body.data?.resultPage).toMatchObject({ total, content: [] });
  });

  it('lists instant rooms first, then the newest, the same order page by page', async () => {
    const as = token(teacher);
    const instantTemplate = (await h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.INSTANT }, as)).body.data?.resultList[0];
    const instant = await h.send(
      'room.ADD',
      { room: { roomTitle: 'Order: instant', roomCategoryCd: RoomCategory.INSTANT, templateIdx: instantTemplate?.templateIdx } },
      as,
    );
    expect(instant.status, instant.raw).toBe(200);
    await addReservedRoom(h, as, { roomTitle: 'Order: newest reserved' }, [student.user.userIdx]);
    const list = async (input: CommandInput<'room.LIST'>) => (await h.send('room.LIST', input, as)).body.data?.resultPage;
    const titles = ((await list({ size: 50 }))?.content ?? []).map((r) => r.roomTitle);
    expect(titles.slice(0, 2)).toEqual(['Order: instant', 'Order: newest reserved']);
    expect(titles.length).toBeGreaterThan(2);
    const pages: string[] = [];
    for (let page = 1; page <= titles.length; page++)
      pages.push(...((await list({ size: 1, page }))?.content ?? []).map((r) => r.roomTitle));
    expect(pages).toEqual(titles);
  });

  it('a card in the usual list (read with the caller) is the card of a search and of VIEW, live class included', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Card check', roomDesc: 'Same everywhere' }, [student.user.userIdx]);
    const opened = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    await clientJoin(h, opened);
    const cardIn = async (input: CommandInput<'room.LIST'>, as = teacher) =>
      (await h.send('room.LIST', { size: 50, ...input }, token(as))).body.data?.resultPage.content.find(
        (r) => r.roomCode === room.roomCode,
      );
    const listed = await cardIn({});
    expect(listed).toMatchObject({
      roomTitle: 'Card check',
      isOwner: true,
      meet: { exist: true, currentUserNum: 1, userName: 'Teacher Park' },
    });
    expect(listed?.template).not.toBeNull();
    expect(listed).toEqual(await cardIn({ searchKeyword: 'Card check' }));
    const viewed = (await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher))).body.data?.result;
    expect(listed).toEqual({ ...viewed, roomUserList: [] });
    // An attendee sees the same card, not as its owner; the manage area's company-wide list too.
    expect(await cardIn({}, student)).toEqual({ ...listed, isOwner: false });
    const managed = (await h.send('room.LIST', { size: 50, searchType: RoomSearchType.MANAGE }, token(operator, 'MANAGE'))).body.data;
    expect(managed?.resultPage.content.find((r) => r.roomCode === room.roomCode)).toEqual(listed);
    await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode: opened.result.meetCode }, token(teacher));
  });

  it('the company-wide list is for the manage area only (WB-403-001)', async () => {
    const reply = await h.send('room.LIST', { searchType: RoomSearchType.MANAGE }, token(teacher));
    expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
  });

  it('shows a room to its owner, attendees and the manage area only', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Private' }, [student.user.userIdx]);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(student))).body.data?.result.isOwner).toBe(false);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(operator, 'MANAGE'))).body.data?.result.isOwner).toBe(true);
    const outsider = await h.send('room.VIEW', { roomCode: room.roomCode }, token(student2));
    expect([outsider.status, outsider.body.errorCode]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});

describe('room.MOD, hiding and removal', () => {
  it('changes fields, the leader and attendees; a hidden room disappears for attendees', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Biology' }, [student.user.userIdx]);
    const mod = await h.send(
      'room.MOD',
      {
        room: { roomCode: room.roomCode, roomTitle: 'Biology II', anyoneOpen: false },
        roomUserList: [student2.user.userIdx],
        delUserList: [student.user.userIdx],
      },
      token(teacher),
    );
    expect(mod.body.data?.result).toMatchObject({ roomTitle: 'Biology II', anyoneOpen: false });
    expect(mod.body.data?.result.roomUserList.map((u) => u.userIdx)).toEqual([student2.user.userIdx]);
    await h.send('room.MOD', { room: { roomCode: room.roomCode, roomStatusCd: RoomStatus.HIDE } }, token(teacher));
    const list = await h.send('room.LIST', {}, token(student2));
    expect(list.body.data?.resultPage.content.some((r) => r.roomCode === room.roomCode)).toBe(false);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(student2))).status).toBe(404);
    const ownerList = await h.send('room.LIST', {}, token(teacher));
    expect(ownerList.body.data?.resultPage.content.find((r) => r.roomCode === room.roomCode)?.roomStatusCd).toBe(RoomStatus.HIDE);
    const leader = await h.send('room.MOD', { room: { roomCode: room.roomCode, ownerUserIdx: teacher2.user.userIdx } }, token(teacher));
    expect(leader.body.data?.result).toMatchObject({ ownerUserIdx: teacher2.user.userIdx, isOwner: true });
    // teacher1 is no longer the owner.
    const after = await h.send('room.MOD', { room: { roomCode: room.roomCode, roomTitle: 'Mine again' } }, token(teacher));
    expect(after.status).toBe(404);
  });

  it('refuses changes by attendees (WB-403-001) and leaders that are not teachers', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Physics' }, [student.user.userIdx]);
    const byStudent = await h.send('room.MOD', { room: { roomCode: room.roomCode, roomTitle: 'Hacked' } }, token(student));
    expect([byStudent.status, byStudent.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const studentLeader = await h.send(
      'room.MOD',
      { room: { roomCode: room.roomCode, ownerUserIdx: student.user.userIdx } },
      token(teacher),
    );
    expect(studentLeader.body.details?.map((d) => d.path)).toContain('room.ownerUserIdx');
  });

  it('removal needs the owner or the manage area (WB-403-105); removed rooms are gone', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'To remove' }, [student.user.userIdx]);
    for (const who of [student, teacher2]) {
      const refused = await h.send('room.DEL', { roomCode: room.roomCode }, token(who));
      expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED]);
    }
    expect((await h.send('room.DEL', { roomCode: room.roomCode }, token(teacher))).status).toBe(200);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher))).status).toBe(404);
    const again = await h.send('room.DEL', { roomCode: room.roomCode }, token(operator, 'MANAGE'));
    expect(again.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
  });
});

describe('roomUser', () => {
  it('adds, lists and removes attendees (owner); phones only for those who manage', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Attendees' });
    const code = room.roomCode;
    expect(
      (await h.send('roomUser.ADD_LIST', { roomCode: code, userIdxList: [student.user.userIdx, student2.user.userIdx] }, token(teacher)))
        .body.data?.result.added,
    ).toBe(2);
    expect((await h.send('roomUser.ADD', { roomCode: code, userIdx: student.user.userIdx }, token(teacher))).body.data?.result.added).toBe(
      0,
    );
    const asOwner = await h.send('roomUser.LIST', { roomCode: code }, token(teacher));
    expect(asOwner.body.data?.resultList.map((u) => u.userId).sort()).toEqual(['student1', 'student2']);
    expect(asOwner.body.data?.resultList.every((u) => u.phone !== null)).toBe(true);
    const asStudent = await h.send('roomUser.LIST', { roomCode: code }, token(student));
    expect(asStudent.body.data?.resultList.every((u) => u.phone === null)).toBe(true);
    const refused = await h.send('roomUser.ADD', { roomCode: code, userIdx: student4.user.userIdx }, token(student));
    expect(refused.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await h.send('roomUser.DEL', { roomCode: code, userIdx: student2.user.userIdx }, token(teacher))).body.data?.result.removed,
    ).toBe(1);
    expect(
      (await h.send('roomUser.DEL_LIST', { roomCode: code, userIdxList: [student.user.userIdx] }, token(operator, 'MANAGE'))).body.data
        ?.result.removed,
    ).toBe(1);
    expect((await h.send('roomUser.LIST', { roomCode: code }, token(teacher))).body.data?.resultList).toEqual([]);
  });
});

describe('cross-company access', () => {
  it('another company never reaches a room, whatever the command', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Ours' });
    const other = await otherCompany(h, 'rooms-other-b');
    const as = token(other.operator, 'MANAGE');
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, as)).status).toBe(404);
    expect((await h.send('room.MOD', { room: { roomCode: room.roomCode, roomTitle: 'Theirs' } }, as)).status).toBe(404);
    expect((await h.send('room.DEL', { roomCode: room.roomCode }, as)).body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    expect((await h.send('roomUser.LIST', { roomCode: room.roomCode }, as)).status).toBe(404);
    expect((await h.send('roomUser.ADD', { roomCode: room.roomCode, userIdx: other.student.user.userIdx }, as)).status).toBe(404);
    const list = await h.send('room.LIST', { searchType: RoomSearchType.MANAGE }, as);
    expect(list.body.data?.resultPage.content).toEqual([]);
  });
});

describe('invite codes', () => {
  it('are unique: a taken code is drawn again, and the database refuses duplicates', async () => {
    const taken = (await addReservedRoom(h, token(teacher), { roomTitle: 'Taken' })).inviteCode;
    const codes = [taken, taken, '123123123'];
    const row = await insertRoom(
      h.db,
      {
        roomCode: newRoomCode(),
        companyIdx: h.demoCompanyIdx,
        roomCategoryCd: RoomCategory.RESERVED,
        roomTitle: 'Retry',
        ownerUserIdx: teacher.user.userIdx,
      },
      () => codes.shift() ?? '999999999',
    );
    expect(row.inviteCode).toBe('123123123');
    await expect(
      insertRoom(
        h.db,
        {
          roomCode: newRoomCode(),
          companyIdx: h.demoCompanyIdx,
          roomCategoryCd: RoomCategory.RESERVED,
          roomTitle: 'Never',
          ownerUserIdx: teacher.user.userIdx,
        },
        () => taken,
      ),
    ).rejects.toThrow();
  });

  it('many rooms get distinct 9-digit codes', async () => {
    const rooms = await Promise.all(Array.from({ length: 12 }, (_v, i) => addReservedRoom(h, token(teacher2), { roomTitle: `Bulk ${i}` })));
    const codes = rooms.map((r) => r.inviteCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{9}$/.test(c))).toBe(true);
  });
});

describe('templates of a new company', () => {
  it('are created once, even when the first calls come together', async () => {
    const other = await otherCompany(h, 'rooms-templates');
    const lists = await Promise.all(
      Array.from({ length: 4 }, () => h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.RESERVED }, token(other.teacher))),
    );
    const counts = lists.map((l) => l.body.data?.resultList.length);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
    const again = await h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.RESERVED }, token(other.teacher));
    expect(again.body.data?.resultList.length).toBe(counts[0]);
  });
});
