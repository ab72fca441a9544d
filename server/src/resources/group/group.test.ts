import { ErrorCode, type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { findUserByLoginId } from '../user/repository';

let h: Harness;
let operator: LoginResult;
let teacher: LoginResult;
let student: LoginResult;

const manage = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });

async function groups() {
  return (await h.send('group.LIST', {}, manage())).body.data?.resultList ?? [];
}

beforeAll(async () => {
  h = await startHarness();
  [operator, teacher, student] = await Promise.all([
    h.login(DEMO.users.operator),
    h.login(DEMO.users.teacher),
    h.login(DEMO.users.student),
  ]);
});
afterAll(async () => {
  await h.close();
});

describe('group', () => {
  it('LIST gives the flat tree with user counts; manage access only', async () => {
    const list = await groups();
    expect(list.map((g) => g.groupName)).toEqual(['Grade 1', 'Teachers', 'Class A', 'Class B']);
    const grade1 = list.find((g) => g.groupName === 'Grade 1');
    expect(list.find((g) => g.groupName === 'Class A')).toMatchObject({ upGroupIdx: grade1?.groupIdx, userCount: 3 });
    expect((await h.send('group.LIST', {}, { token: teacher.token.access_token })).status).toBe(200);
    expect((await h.send('group.LIST', {}, { token: student.token.access_token })).body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it('SAVE creates under a parent (appended last), renames, and validates the name', async () => {
    const grade1 = (await groups()).find((g) => g.groupName === 'Grade 1');
    const created = await h.send('group.SAVE', { upGroupIdx: grade1?.groupIdx, groupName: 'Class C' }, manage());
    expect(created.body.data?.result).toMatchObject({ groupName: 'Class C', upGroupIdx: grade1?.groupIdx, sortOrder: 3, userCount: 0 });
    const renamed = await h.send('group.SAVE', { groupIdx: created.body.data?.result.groupIdx, groupName: '  Class C-1 ' }, manage());
    expect(renamed.body.data?.result.groupName).toBe('Class C-1');
    const top = await h.send('group.SAVE', { groupName: '2학년 반' }, manage());
    expect(top.body.data?.result.upGroupIdx).toBe(0);
    for (const bad of ['x', 'bad/name', '']) {
      const reply = await h.send('group.SAVE', { groupName: bad }, manage());
      expect(reply.body.details?.[0]?.path, bad).toBe('groupName');
    }
    const noParent = await h.send('group.SAVE', { upGroupIdx: 999999, groupName: 'Orphan' }, manage());
    expect(noParent.body.details?.[0]?.path).toBe('upGroupIdx');
    const byTeacher = await h.send('group.SAVE', { groupName: 'Teacher made' }, { token: teacher.token.access_token });
    expect(byTeacher.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });

  it('DEL removes the group with its subgroups; their users move to the root', async () => {
    const grade1 = (await groups()).find((g) => g.groupName === 'Grade 1');
    const reply = await h.send('group.DEL', { groupIdx: grade1?.groupIdx ?? 0 }, manage());
    expect(reply.body.data?.result.count).toBe(4);
    expect((await groups()).map((g) => g.groupName)).toEqual(['Teachers', '2학년 반']);
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'student1'))?.groupIdx).toBeNull();
    const missing = await h.send('group.DEL', { groupIdx: grade1?.groupIdx ?? 0 }, manage());
    expect(missing.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('DEL_USER deletes the accounts in the group, never the caller or a higher rank', async () => {
    const teachers = (await groups()).find((g) => g.groupName === 'Teachers');
    await h.send('user.MODIFY_GROUP', { userIdxList: [operator.user.userIdx], groupIdx: teachers?.groupIdx ?? 0 }, manage());
    const reply = await h.send('group.DEL_USER', { groupIdx: teachers?.groupIdx ?? 0 }, manage());
    expect(reply.body.data?.result.count).toBe(3);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'teacher1')).toBeNull();
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, DEMO.users.operator)).not.toBeNull();
  });

  it('DEL_ALL removes every group of the company', async () => {
    const reply = await h.send('group.DEL_ALL', {}, manage());
    expect(reply.body.data?.result.count).toBe(2);
    expect(await groups()).toEqual([]);
  });
});

describe('memo', () => {
  it('SAVE records the caller as author (whatever regUserIdx says); LIST is newest first', async () => {
    const target = student.user.userIdx;
    const first = await h.send(
      'memo.SAVE',
      { userIdx: target, regUserIdx: student.user.userIdx, content: '  Needs help with fractions ' },
      manage(),
    );
    expect(first.body.data?.result).toMatchObject({
      userIdx: target,
      regUserIdx: operator.user.userIdx,
      regUserName: 'Operator Kim',
      content: 'Needs help with fractions',
    });
    h.clock.advance(1000);
    await h.send('memo.SAVE', { userIdx: target, content: 'Parent called' }, manage());
    const list = await h.send('memo.LIST', { userIdx: target }, manage());
    expect(list.body.data?.resultList.map((m) => m.content)).toEqual(['Parent called', 'Needs help with fractions']);
  });

  it('validates the content (required, max 200) and needs manage access', async () => {
    const blank = await h.send('memo.SAVE', { userIdx: student.user.userIdx, content: '  ' }, manage());
    expect(blank.body.details?.[0]).toMatchObject({ path: 'content', key: 'required' });
    const long = await h.send('memo.SAVE', { userIdx: student.user.userIdx, content: '가'.repeat(201) }, manage());
    expect(long.body.details?.[0]).toMatchObject({ key: 'memo.max' });
    const exact = await h.send('memo.SAVE', { userIdx: student.user.userIdx, content: '가'.repeat(200) }, manage());
    expect(exact.status).toBe(200);
    const byStudent = await h.send('memo.LIST', { userIdx: student.user.userIdx }, { token: student.token.access_token });
    expect(byStudent.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const missing = await h.send('memo.LIST', { userIdx: 999999 }, manage());
    expect(missing.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });
});
