import { ErrorCode, type LoginResult, LogMeetSearchType, NoteKind, NoteStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meets, notes } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, joinData, otherCompany, token } from '../../test/rooms';

/*
 * Class results through the API: a class held with the class client (teacher leads, two students join,
 * one leaves and comes back), then its history as each role sees it.
 */

let h: Harness;
let teacher: LoginResult;
let teacher2: LoginResult;
let student1: LoginResult;
let student2: LoginResult;
let student3: LoginResult;
let operator: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, teacher2, student1, student2, student3, operator] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', 'student3', DEMO.users.operator].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
});

async function heldClass(title: string) {
  const room = await addReservedRoom(h, token(teacher), { roomTitle: title }, [student1.user.userIdx, student2.user.userIdx]);
  const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
  const leader = await clientJoin(h, lead);
  await h.send('classClient.START', { attendeeToken: leader });
  const first = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student1))));
  await h.send('classClient.LEAVE', { attendeeToken: first });
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student1))));
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student2))));
  await h.send('classClient.END', { attendeeToken: leader });
  return { room, meetCode: lead.result.meetCode };
}

describe('class log', () => {
  it('lists the caller’s own classes in the service area and the company’s in the manage area', async () => {
    const { room, meetCode } = await heldClass('Algebra results');
    const mine = await h.send('logMeet.LIST', { searchKeyword: 'Algebra results' }, token(student1));
    expect(mine.body.data?.resultPage.content).toEqual([
      expect.objectContaining({
        meetCode,
        roomCode: room.roomCode,
        meetTitle: 'Algebra results',
        leaderId: 'teacher1',
        userCount: 3,
        live: false,
      }),
    ]);
    expect(mine.body.data?.resultPage.content[0]?.durationSec).toBeGreaterThanOrEqual(0);
    // A student who was not there, and another teacher, do not have it in their log.
    expect((await h.send('logMeet.LIST', { searchKeyword: 'Algebra results' }, token(student3))).body.data?.resultPage.total).toBe(0);
    expect((await h.send('logMeet.LIST', { searchKeyword: 'Algebra results' }, token(teacher2))).body.data?.resultPage.total).toBe(0);
    // The company's whole log is the manage area's.
    const company = { searchType: LogMeetSearchType.COMPANY, searchKeyword: 'Algebra results' };
    expect((await h.send('logMeet.LIST', company, token(operator, 'MANAGE'))).body.data?.resultPage.total).toBe(1);
    expect((await h.send('logMeet.LIST', company, token(teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it('filters by date range, field and whole or partial match, and pages', async () => {
    await heldClass('Geometry one');
    await heldClass('Geometry two');
    const manage = (input: Record<string, unknown>) =>
      h.send('logMeet.LIST', { searchType: LogMeetSearchType.COMPANY, ...input }, token(operator, 'MANAGE'));
    const partial = await manage({ searchKeyword: 'geometry', searchFilter: 'meetTitle' });
    expect(partial.body.data?.resultPage.content.map((m) => m.meetTitle)).toEqual(['Geometry two', 'Geometry one']);
    const whole = await manage({ searchKeyword: 'geometry one', searchFilter: 'meetTitle', searchMatch: false });
    expect(whole.body.data?.resultPage.content.map((m) => m.meetTitle)).toEqual(['Geometry one']);
    expect((await manage({ searchKeyword: 'geometry', searchFilter: 'meetTitle', searchMatch: false })).body.data?.resultPage.total).toBe(
      0,
    );
    const byOpener = await manage({ searchKeyword: 'teacher1', searchFilter: 'userId', searchMatch: false, size: 1 });
    expect(byOpener.body.data?.resultPage).toMatchObject({ size: 1, first: true, last: false });
    expect(byOpener.body.data?.resultPage.total).toBeGreaterThanOrEqual(2);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await manage({ searchKeyword: 'Geometry', searchStartDate: future })).body.data?.resultPage.total).toBe(0);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect(
      (await manage({ searchKeyword: 'Geometry', searchStartDate: yesterday, searchEndDate: future })).body.data?.resultPage.total,
    ).toBe(2);
    expect((await manage({ size: 51 })).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('shows one class with what the caller may do; a student sees only their own attendance', async () => {
    const { room, meetCode } = await heldClass('Attendance detail');
    const view = await h.send('logMeet.VIEW', { meetCode, roomCode: room.roomCode }, token(teacher));
    expect(view.body.data?.result).toMatchObject({
      meetCode,
      roomTitle: 'Attendance detail',
      ownerUser: { userId: 'teacher1' },
      permissions: { allAttendees: true, viewOthersNotes: true, uploadMaterials: true },
    });
    const all = await h.send('logMeetUser.LIST', { meetCode }, token(teacher));
    const rows = all.body.data!.resultList;
    expect(rows.map((u) => u.userId).sort()).toEqual(['student1', 'student2', 'teacher1']);
    const twice = rows.find((u) => u.userId === 'student1')!;
    expect(twice.logMeetUserJoinList).toHaveLength(2);
    expect(twice.logMeetUserJoinList.every((j) => j.quitDatetime !== null)).toBe(true);

    const asStudent = await h.send('logMeet.VIEW', { meetCode }, token(student2));
    expect(asStudent.body.data?.result.permissions).toMatchObject({ allAttendees: false, viewOthersNotes: false, uploadMaterials: false });
    const own = await h.send('logMeetUser.LIST', { meetCode, userId: 'student1' }, token(student2));
    expect(own.body.data?.resultList.map((u) => u.userId)).toEqual(['student2']);
    // Not there, another company: not found.
    expect((await h.send('logMeet.VIEW', { meetCode }, token(student3))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    const other = await otherCompany(h, 'logmeet-other');
    expect((await h.send('logMeet.VIEW', { meetCode }, token(other.operator, 'MANAGE'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('logMeet.VIEW', { meetCode, roomCode: 'WRONGROOM1' }, token(teacher))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('class notes in the attendance', () => {
  /** A class note as the class client leaves it: one per attendee and meeting. */
  async function classNote(meetCode: string, login: LoginResult, noteTitle: string) {
    const [meet] = await h.db.select({ meetIdx: meets.meetIdx }).from(meets).where(eq(meets.meetCode, meetCode));
    const [row] = await h.db
      .insert(notes)
      .values({
        companyIdx: h.demoCompanyIdx,
        userIdx: login.user.userIdx,
        noteKind: NoteKind.CLASS,
        meetIdx: meet!.meetIdx,
        noteTitle,
        noteStatus: NoteStatus.COMPLETED,
        noteSubmitDatetime: new Date(),
      })
      .returning({ noteIdx: notes.noteIdx });
    return row!.noteIdx;
  }

  it('names each attendee’s class note to whoever may read it, and a student only their own', async () => {
    const { meetCode } = await heldClass('Notes in attendance');
    const noteIdx = await classNote(meetCode, student1, 'Fractions');
    const noteOf = (list: Array<{ userId: string; noteIdx: number | null }> | undefined) =>
      Object.fromEntries((list ?? []).map((a) => [a.userId, a.noteIdx]));

    const asTeacher = await h.send('logMeetUser.LIST', { meetCode }, token(teacher));
    expect(noteOf(asTeacher.body.data?.resultList)).toEqual({ teacher1: null, student1: noteIdx, student2: null });
    const asOperator = await h.send('logMeetUser.LIST', { meetCode }, token(operator, 'MANAGE'));
    expect(noteOf(asOperator.body.data?.resultList)).toMatchObject({ student1: noteIdx });
    // The writer reads their own; another student has no row of theirs and none of their own note.
    expect(noteOf((await h.send('logMeetUser.LIST', { meetCode }, token(student1))).body.data?.resultList)).toEqual({ student1: noteIdx });
    expect(noteOf((await h.send('logMeetUser.LIST', { meetCode }, token(student2))).body.data?.resultList)).toEqual({ student2: null });
  });
});

describe('join history', () => {
  it('lists every class-client session newest first, by class, user and keyword', async () => {
    const { meetCode } = await heldClass('Join history class');
    const joins = await h.send('userJoin.LIST', { meetCode }, token(operator, 'MANAGE'));
    const content = joins.body.data!.resultPage.content;
    expect(content).toHaveLength(4);
    expect(content.map((j) => j.user.userId).filter((id) => id === 'student1')).toHaveLength(2);
    expect(content.every((j) => j.quitDatetime !== null && j.durationSec >= 0 && !j.monitor)).toBe(true);
    const sorted = [...content].sort((a, b) => b.joinDatetime.localeCompare(a.joinDatetime));
    expect(content.map((j) => j.joinIdx)).toEqual(sorted.map((j) => j.joinIdx));
    const byUser = await h.send(
      'userJoin.LIST',
      { meetCode, searchKeyword: 'student2', searchFilter: 'userId', searchMatch: false },
      token(operator, 'MANAGE'),
    );
    expect(byUser.body.data?.resultPage.content.map((j) => j.user.userId)).toEqual(['student2']);
    const byIdx = await h.send('userJoin.LIST', { meetCode, userIdx: student1.user.userIdx }, token(operator, 'MANAGE'));
    expect(byIdx.body.data?.resultPage.total).toBe(2);
    // The join history is the manage area's.
    expect((await h.send('userJoin.LIST', { meetCode }, token(teacher))).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
  });
});
