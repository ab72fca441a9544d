import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookType, ConversionStatus, ErrorCode, type LoginResult, RoomStatus, type ServiceTypeValue, TextbookType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createHomeworkNoteFixture } from '../../resources/note/testFixture';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, joinData, otherCompany, token } from '../../test/rooms';
import { authenticate } from '../authenticate';
import { type PolicyContext, requireAccess } from './index';
import { accessRepository } from './repository';

/*
 * Ownership rules behind requireAccess, called directly with a caller resolved from a real token
 * (as the dispatcher resolves it). Refusals carry the catalogue codes the screens rely on.
 */

let h: Harness;
/** The homework notes' page images. */
let filesDir: string;
let teacher: LoginResult;
let teacher2: LoginResult;
let operator: LoginResult;
let student: LoginResult;
let student2: LoginResult;

async function as(login: LoginResult, serviceType: ServiceTypeValue = 'SERVICE'): Promise<PolicyContext> {
  return { ...(await authenticate(h.app.boda, login.token.access_token)), db: h.db, serviceType };
}

async function refusal(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (err: { code?: string }) => err.code ?? 'no code',
  );
}

/** The database, counting the queries started on it (each access check must be one, whatever the set). */
function countingSelects(): { db: Harness['db']; selects: () => number } {
  let selects = 0;
  const db = new Proxy(h.db, {
    get: (target, key, receiver) => {
      if (key === 'select') selects += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db, selects: () => selects };
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-policies-'));
  h = await startHarness({ filesDir });
  [teacher, teacher2, operator, student, student2] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, DEMO.users.operator, 'student1', 'student2'].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('room policies', () => {
  it('room.manage: the owner and the manage area; an attendee is refused, an outsider does not see the room', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Policy room' }, [student.user.userIdx]);
    const manage = (ctx: PolicyContext) => requireAccess(ctx, 'room.manage', room.roomCode);
    expect((await manage(await as(teacher))).owner).toBe(true);
    expect((await manage(await as(operator, 'MANAGE'))).manager).toBe(true);
    expect(await refusal(manage(await as(student)))).toBe(ErrorCode.FORBIDDEN);
    expect(await refusal(manage(await as(teacher2)))).toBe(ErrorCode.NOT_FOUND);
    // The manage area of another company: the room is simply not there.
    const other = await otherCompany(h, 'policies-other');
    expect(await refusal(manage(await as(other.operator, 'MANAGE')))).toBe(ErrorCode.NOT_FOUND);
    expect(await refusal(requireAccess(await as(teacher2), 'room.remove', room.roomCode))).toBe(
      ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
    );
  });

  it('room.view: attendees see a room in use, not a hidden one; the owner always', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Hidden later' }, [student.user.userIdx]);
    expect((await requireAccess(await as(student), 'room.view', room.roomCode)).member).toBe(true);
    await h.send('room.MOD', { room: { roomCode: room.roomCode, roomStatusCd: RoomStatus.HIDE } }, token(teacher));
    expect(await refusal(requireAccess(await as(student), 'room.view', room.roomCode))).toBe(ErrorCode.NOT_FOUND);
    expect((await requireAccess(await as(teacher), 'room.view', room.roomCode)).owner).toBe(true);
  });

  it('room.addUsers: only the owner or manage area adds others; a non-attendee cannot add themselves without having joined', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Add users' });
    expect(await refusal(requireAccess(await as(student2), 'room.addUsers', room.roomCode, [student2.user.userIdx]))).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await requireAccess(await as(teacher), 'room.addUsers', room.roomCode, [student2.user.userIdx])).owner).toBe(true);
  });
});

describe('access repository', () => {
  it('answers a set of ids in one query, only inside the caller company', async () => {
    const [mine, notMine] = await Promise.all([
      addReservedRoom(h, token(teacher), { roomTitle: 'Set A' }, [student.user.userIdx]),
      addReservedRoom(h, token(teacher), { roomTitle: 'Set B' }),
    ]);
    const other = await otherCompany(h, 'policies-sets');
    const theirs = await addReservedRoom(h, token(other.teacher), { roomTitle: 'Theirs' }, [other.student.user.userIdx]);
    const { db, selects } = countingSelects();
    const scope = { db, companyIdx: h.demoCompanyIdx, userIdx: student.user.userIdx };
    const members = await accessRepository.room.checkMemberAccess(scope, new Set([mine.roomIdx, notMine.roomIdx, theirs.roomIdx]));
    expect([...members]).toEqual([mine.roomIdx]);
    const reach = await accessRepository.room.findReachable(scope, new Set([mine.roomCode, notMine.roomCode, theirs.roomCode]));
    expect([...reach].map(([code, r]) => [code, r.member]).sort()).toEqual(
      [
        [mine.roomCode, true],
        [notMine.roomCode, false],
      ].sort(),
    );
    expect(selects()).toBe(2);
    // The other company's attendee reaches their own room only, whatever ids they name.
    const theirScope = { db: h.db, companyIdx: other.company.companyIdx, userIdx: other.student.user.userIdx };
    expect([...(await accessRepository.room.checkMemberAccess(theirScope, new Set([mine.roomIdx, theirs.roomIdx])))]).toEqual([
      theirs.roomIdx,
    ]);
  });
});

describe('access repository for meetings, books and invites', () => {
  it('answers each set in one query, only inside the caller company', async () => {
    const other = await otherCompany(h, 'policies-sets-2');
    const [mine, theirs] = await Promise.all([
      addReservedRoom(h, token(teacher), { roomTitle: 'Set meet' }, [student.user.userIdx]),
      addReservedRoom(h, token(other.teacher), { roomTitle: 'Their set meet' }),
    ]);
    const myMeet = joinData(await h.send('roomJoin.JOIN', { roomCode: mine.roomCode }, token(teacher))).result.meetCode;
    const theirMeet = joinData(await h.send('roomJoin.JOIN', { roomCode: theirs.roomCode }, token(other.teacher))).result.meetCode;
    const book = (companyIdx: number) => ({
      companyIdx,
      regUserIdx: null,
      regUserName: 'Set',
      bookName: 'Set book',
      bookUse: BookType.BOOK,
      bookType: TextbookType.TEXTBOOK,
      source: 'pdf',
      conversionStatus: ConversionStatus.READY,
    });
    const [myBook, theirBook] = await h.db
      .insert(books)
      .values([book(h.demoCompanyIdx), book(other.company.companyIdx)])
      .returning();
    const { db, selects } = countingSelects();
    const scope = { db, companyIdx: h.demoCompanyIdx, userIdx: student.user.userIdx };
    const meets = await accessRepository.meet.findReachable(scope, new Set([myMeet, theirMeet]));
    expect([...meets.keys()]).toEqual([myMeet]);
    expect(meets.get(myMeet)).toMatchObject({ member: true, attended: false, room: { roomCode: mine.roomCode } });
    const found = await accessRepository.book.findInCompany(scope, new Set([myBook!.bookIdx, theirBook!.bookIdx]));
    expect([...found.keys()]).toEqual([myBook!.bookIdx]);
    const invited = await accessRepository.room.findByInviteCode(scope, new Set([mine.inviteCode, theirs.inviteCode]));
    expect([...invited.values()].map((room) => room.roomCode)).toEqual([mine.roomCode]);
    expect(selects()).toBe(3);
    // Through the policies: another company's meeting, book and invite are simply not there.
    const ctx = await as(student);
    expect(await refusal(requireAccess(ctx, 'meet.view', theirMeet))).toBe(ErrorCode.NOT_FOUND);
    expect(await refusal(requireAccess(ctx, 'book.view', theirBook!.bookIdx))).toBe(ErrorCode.NOT_FOUND);
    expect(await refusal(requireAccess(ctx, 'room.invite', theirs.inviteCode))).toBe(ErrorCode.INVALID_INVITE);
    expect((await requireAccess(ctx, 'room.invite', mine.inviteCode)).roomCode).toBe(mine.roomCode);
  });
});

describe('access repository for notes and homework', () => {
  it('answers each set in one query, only inside the caller company', async () => {
    const other = await otherCompany(h, 'policies-sets-3');
    const homework = (companyIdx: number, teacherIdx: number, studentIdx: number) =>
      createHomeworkNoteFixture(h.db, h.app.boda.storage!, { companyIdx, teacherIdx, studentIdx });
    const mine = await homework(h.demoCompanyIdx, teacher.user.userIdx, student.user.userIdx);
    const classmates = await homework(h.demoCompanyIdx, teacher.user.userIdx, student2.user.userIdx);
    const theirs = await homework(other.company.companyIdx, other.teacher.user.userIdx, other.student.user.userIdx);
    const { db, selects } = countingSelects();
    const scope = { db, companyIdx: h.demoCompanyIdx, userIdx: student.user.userIdx };
    const noteIdxs = new Set([mine.noteIdx, classmates.noteIdx, theirs.noteIdx]);
    const notes = await accessRepository.note.findReachable(scope, noteIdxs);
    expect([...notes.keys()].sort()).toEqual([mine.noteIdx, classmates.noteIdx].sort());
    expect(notes.get(mine.noteIdx)?.task?.taskIdx).toBe(mine.taskIdx);
    const own = await accessRepository.note.findOwnHomework(scope, noteIdxs);
    expect([...own.keys()]).toEqual([mine.noteIdx]);
    const tasks = await accessRepository.task.findReachable(scope, new Set([mine.taskIdx, classmates.taskIdx, theirs.taskIdx]));
    expect([...tasks].map(([taskIdx, reach]) => [taskIdx, reach.taskUser !== null]).sort()).toEqual(
      [
        [mine.taskIdx, true],
        [classmates.taskIdx, false],
      ].sort(),
    );
    expect(selects()).toBe(3);
    // Through the policies: another company's note and task are simply not there, a classmate's neither.
    const ctx = await as(student);
    for (const noteIdx of [theirs.noteIdx, classmates.noteIdx]) {
      expect(await refusal(requireAccess(ctx, 'note.view', noteIdx))).toBe(ErrorCode.NOT_FOUND);
      expect(await refusal(requireAccess(ctx, 'note.solve', noteIdx))).toBe(ErrorCode.NOT_FOUND);
    }
    expect(await refusal(requireAccess(ctx, 'task.view', theirs.taskIdx))).toBe(ErrorCode.NOT_FOUND);
    expect((await requireAccess(ctx, 'note.view', mine.noteIdx)).owner).toBe(true);
  });
});

describe('user policies', () => {
  it('user.change: administrators change users of their company; others and foreign users are refused alike', async () => {
    expect((await requireAccess(await as(operator, 'MANAGE'), 'user.change', student.user.userIdx)).userIdx).toBe(student.user.userIdx);
    expect(await refusal(requireAccess(await as(teacher), 'user.change', student.user.userIdx))).toBe(ErrorCode.NO_USER_PERMISSION);
    const other = await otherCompany(h, 'policies-users');
    expect(await refusal(requireAccess(await as(operator, 'MANAGE'), 'user.change', other.student.user.userIdx))).toBe(
      ErrorCode.NO_USER_PERMISSION,
    );
  });

  it('user.selfOrChange and user.changeMany: oneself, never oneself in bulk unless allowed', async () => {
    expect((await requireAccess(await as(student), 'user.selfOrChange', student.user.userIdx)).userIdx).toBe(student.user.userIdx);
    expect(await refusal(requireAccess(await as(student), 'user.selfOrChange', student2.user.userIdx))).toBe(ErrorCode.NO_USER_PERMISSION);
    const op = await as(operator, 'MANAGE');
    expect(await refusal(requireAccess(op, 'user.changeMany', [operator.user.userIdx, student.user.userIdx]))).toBe(
      ErrorCode.NO_USER_PERMISSION,
    );
    expect(await requireAccess(op, 'user.changeMany', [operator.user.userIdx, student.user.userIdx], { selfAllowed: true })).toHaveLength(
      2,
    );
  });
});

describe('group and message policies', () => {
  it("group.ofCompany refuses another company's group as a field error; message.inBox refuses a message the caller does not have", async () => {
    const other = await otherCompany(h, 'policies-groups');
    const created = await h.send('group.SAVE', { groupName: 'Theirs', upGroupIdx: 0 }, token(other.operator, 'MANAGE'));
    const groupIdx = created.body.data?.result.groupIdx ?? 0;
    const err = await requireAccess(await as(operator, 'MANAGE'), 'group.ofCompany', groupIdx, 'upGroupIdx').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ErrorCode.BAD_PARAMETER, details: [{ path: 'upGroupIdx', message: 'No such group.' }] });
    expect(await refusal(requireAccess(await as(student), 'message.inBox', 999_999))).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('book policies', () => {
  it('book.view: anyone of the company; book.author: the author only; another company does not see the book', async () => {
    const [book] = await h.db
      .insert(books)
      .values({
        companyIdx: h.demoCompanyIdx,
        regUserIdx: teacher.user.userIdx,
        regUserName: teacher.user.userName,
        bookName: 'Policy book',
        bookUse: BookType.BOOK,
        bookType: TextbookType.TEXTBOOK,
        source: 'pdf',
        conversionStatus: ConversionStatus.READY,
      })
      .returning();
    const bookIdx = book!.bookIdx;
    for (const login of [teacher, teacher2, student])
      expect((await requireAccess(await as(login), 'book.view', bookIdx)).bookIdx).toBe(bookIdx);
    expect((await requireAccess(await as(teacher), 'book.author', bookIdx)).bookIdx).toBe(bookIdx);
    // Neither another teacher nor the manage area changes someone else's book.
    expect(await refusal(requireAccess(await as(teacher2), 'book.author', bookIdx))).toBe(ErrorCode.FORBIDDEN);
    expect(await refusal(requireAccess(await as(operator, 'MANAGE'), 'book.author', bookIdx))).toBe(ErrorCode.FORBIDDEN);
    const other = await otherCompany(h, 'policies-books');
    for (const [login, serviceType] of [
      [other.teacher, 'SERVICE'],
      [other.operator, 'MANAGE'],
    ] as const) {
      expect(await refusal(requireAccess(await as(login, serviceType), 'book.view', bookIdx))).toBe(ErrorCode.NOT_FOUND);
      expect(await refusal(requireAccess(await as(login, serviceType), 'book.author', bookIdx))).toBe(ErrorCode.NOT_FOUND);
    }
  });
});
