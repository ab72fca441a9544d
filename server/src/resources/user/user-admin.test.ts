import { ErrorCode, type LoginResult, UserStatus, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { createCompanyWithOperator } from '../company/provision';
import { LOCKOUT } from '../session/service';
import { findUserByLoginId } from './repository';

let h: Harness;
let operator: LoginResult;
let teacher: LoginResult;
let student: LoginResult;

const manage = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });
const newUser = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  password: 'Strong#2468',
  userName: `Name ${userId}`,
  userTypeCd: UserType.STUDENT,
  phone: '01099990000',
  email: `${userId}@example.com`,
  phone2: '',
  ...extra,
});

async function loginStatus(userId: string, password: string = DEMO.password): Promise<[number, string | null]> {
  const reply = await h.send(
    'login.loginBoda',
    { companyId: DEMO.companyId, username: userId, password, autoLogin: false },
    { ip: `10.1.${Math.floor(Math.random() * 250)}.1` },
  );
  return [reply.status, reply.body.errorCode];
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

describe('user.LIST', () => {
  it('pages 30 by default, newest first, with the total', async () => {
    const reply = await h.send('user.LIST', {}, manage());
    const page = reply.body.data?.resultPage;
    expect(page).toMatchObject({ page: 1, size: 30, first: true, last: true });
    expect(page?.total).toBeGreaterThanOrEqual(11);
    expect(page?.content.map((u) => u.userId)).toContain('student6');
  });

  it('filters by keyword (name or ID, % taken literally), type list and status list', async () => {
    const byName = await h.send('user.LIST', { searchKeyword: 'yoon' }, manage());
    expect(byName.body.data?.resultPage.content.map((u) => u.userId)).toEqual(['student2']);
    const literal = await h.send('user.LIST', { searchKeyword: '%' }, manage());
    expect(literal.body.data?.resultPage.total).toBe(0);
    const teachers = await h.send('user.LIST', { userTypeCdList: [UserType.TEACHER, UserType.OPEN_TEACHER], order: 'userName' }, manage());
    expect(teachers.body.data?.resultPage.content.map((u) => u.userId)).toEqual(['openteacher', 'teacher2', 'teacher1']);
    const paused = await h.send('user.LIST', { userStatusCdList: [UserStatus.PAUSE] }, manage());
    expect(paused.body.data?.resultPage.total).toBe(0);
  });

  it('serves the picker 1000 at a time and pages correctly', async () => {
    const picker = await h.send('user.LIST', { size: 1000, userStatusCdList: [UserStatus.USE] }, manage());
    expect(picker.body.data?.resultPage.size).toBe(1000);
    const second = await h.send('user.LIST', { size: 5, page: 2 }, manage());
    expect(second.body.data?.resultPage).toMatchObject({ page: 2, size: 5, first: false });
    expect(second.body.data?.resultPage.content).toHaveLength(5);
    const tooBig = await h.send('user.LIST', { size: 5000 }, manage());
    expect(tooBig.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('without manage access lists active users only, without contact details', async () => {
    const reply = await h.send('user.LIST', { userStatusCdList: [1, 2, 3] }, { token: student.token.access_token });
    const content = reply.body.data?.resultPage.content ?? [];
    expect(content.length).toBeGreaterThan(5);
    expect(content.every((u) => u.userStatusCd === UserStatus.USE)).toBe(true);
    // A student learns no one else's login id either (user.test.ts, "login ids in user lists").
    const other = content.find((u) => u.userName === 'Teacher Park');
    expect(other).toMatchObject({ userId: '', email: null, phone: null, phone2: null });
    expect(content.find((u) => u.userId === 'student1')?.phone).not.toBeNull();
  });
});

describe('user.GET_USER_ID and EXIST_USER_ID', () => {
  it('finds by login id with the same access rules as GET', async () => {
    const found = await h.send('user.GET_USER_ID', { userId: 'student3' }, manage());
    expect(found.body.data?.result.userName).toBe('Student Kang');
    const denied = await h.send('user.GET_USER_ID', { userId: 'student3' }, { token: student.token.access_token });
    expect(denied.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const missing = await h.send('user.GET_USER_ID', { userId: 'nobody' }, manage());
    expect(missing.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });

  it('answers whether an id is taken', async () => {
    expect((await h.send('user.EXIST_USER_ID', { userId: 'student1' }, manage())).body.data?.result.exists).toBe(true);
    expect((await h.send('user.EXIST_USER_ID', { userId: 'free-id' }, manage())).body.data?.result.exists).toBe(false);
    expect((await h.send('user.EXIST_USER_ID', { userId: 'x' }, { token: student.token.access_token })).body.errorCode).toBe(
      ErrorCode.NO_USER_PERMISSION,
    );
  });
});

describe('user.SAVE', () => {
  it('creates a user who can sign in; open-class teachers get role OPER', async () => {
    const created = await h.send(
      'user.SAVE',
      newUser('new-open', { userTypeCd: UserType.OPEN_TEACHER, userRoleCd: 'USER', phone2: '0101' }),
      manage(),
    );
    expect(created.status).toBe(200);
    expect(created.body.data?.result).toMatchObject({
      userId: 'new-open',
      userRoleCd: 'OPER',
      userTypeCd: 13,
      phone2: null,
      userStatusCd: 1,
    });
    await expect(h.login('new-open', { password: 'Strong#2468' })).resolves.toBeDefined();
    const plain = await h.send('user.SAVE', newUser('new-student', { phone2: '01011112222' }), manage());
    expect(plain.body.data?.result).toMatchObject({ userRoleCd: 'USER', phone2: '01011112222' });
  });

  it('refuses a taken id, every invalid field with its validation key, and types outside the form', async () => {
    const taken = await h.send('user.SAVE', newUser('student1'), manage());
    expect(taken.body).toMatchObject({ errorCode: ErrorCode.BAD_PARAMETER, details: [{ path: 'userId' }] });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ userId: 'a' }, 'userId', 'userId.format'],
      [{ userName: ' ' }, 'userName', 'required'],
      [{ userName: 'x'.repeat(21) }, 'userName', 'userName.max'],
      [{ phone: '' }, 'phone', 'required'],
      [{ phone: '010-1234' }, 'phone', 'phone.format'],
      [{ email: 'not-mail' }, 'email', 'email.format'],
      [{ phone2: 'abc' }, 'phone2', 'phone.format'],
      [{ password: 'simple12' }, 'password', 'password.high'],
    ];
    for (const [patch, path, key] of cases) {
      const reply = await h.send('user.SAVE', newUser(`bad-${path}`, patch), manage());
      expect(reply.body.details, `${path}`).toEqual([expect.objectContaining({ path, key })]);
    }
    const operatorType = await h.send('user.SAVE', newUser('new-op', { userTypeCd: UserType.OPERATOR }), manage());
    expect(operatorType.body).toMatchObject({ errorCode: ErrorCode.BAD_PARAMETER, details: [{ path: 'userTypeCd' }] });
  });

  it('modifies a user (the id stays) and moves them into a group of the company only', async () => {
    const target = await findUserByLoginId(h.db, h.demoCompanyIdx, 'student4');
    const groups = await h.send('group.LIST', {}, manage());
    const classA = groups.body.data?.resultList.find((g) => g.groupName === 'Class A');
    const reply = await h.send(
      'user.SAVE',
      {
        userIdx: target?.userIdx,
        userId: 'ignored',
        userName: 'Seo Renamed',
        userTypeCd: UserType.STUDENT,
        phone: '01055556666',
        email: '',
        phone2: '',
        groupIdx: classA?.groupIdx,
      },
      manage(),
    );
    expect(reply.body.data?.result).toMatchObject({ userId: 'student4', userName: 'Seo Renamed', email: null, groupIdx: classA?.groupIdx });
    const badGroup = await h.send(
      'user.SAVE',
      { userIdx: target?.userIdx, userName: 'Seo', userTypeCd: 12, phone: '010', groupIdx: 999999 },
      manage(),
    );
    expect(badGroup.body).toMatchObject({ errorCode: ErrorCode.BAD_PARAMETER, details: [{ path: 'groupIdx' }] });
    const modifyShort = await h.send('user.SAVE', { userIdx: target?.userIdx, userName: 'S', userTypeCd: 12, phone: '010' }, manage());
    expect(modifyShort.body.details?.[0]).toMatchObject({ path: 'userName', key: 'userName.length' });
  });

  it('is for administrators: a teacher with manage access and a student get WB-403-102', async () => {
    for (const login of [teacher, student]) {
      const reply = await h.send('user.SAVE', newUser('sneaky'), { token: login.token.access_token });
      expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.NO_USER_PERMISSION]);
    }
  });

  it('an operator cannot change an admin (ranked above), nor users of another company', async () => {
    const admin = await h.addUser({ userId: 'admin-x', companyIdx: h.demoCompanyIdx, userTypeCd: UserType.ADMIN });
    const reply = await h.send(
      'user.SAVE',
      { userIdx: admin.userIdx, userName: 'Hacked', userTypeCd: UserType.ADMIN, phone: '010' },
      manage(),
    );
    expect(reply.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const { company } = await createCompanyWithOperator(h.db, {
      companyId: 'other-co',
      companyName: 'Other',
      config: defaultRawConfig(),
      operator: { userId: 'operator', password: DEMO.password },
    });
    const foreign = await h.addUser({ userId: 'foreign', companyIdx: company.companyIdx });
    for (const [name, input] of [
      ['user.MODIFY_STATUS_MULTI', { userIdxList: [foreign.userIdx], userStatusCd: UserStatus.PAUSE }],
      ['user.MODIFY_MULTI_UNLOCK', { userIdxList: [foreign.userIdx] }],
      ['user.REMOVE_MULTI', { userIdxList: [foreign.userIdx] }],
      ['user.MODIFY_PWD', { userIdx: foreign.userIdx, newPassword: 'Strong#2468' }],
      ['user.GET', { userIdx: foreign.userIdx }],
    ] as const) {
      const denied = await h.send(name, input as never, manage());
      expect(denied.body.errorCode, name).toBe(ErrorCode.NO_USER_PERMISSION);
    }
  });
});

describe('account states', () => {
  it('pause, reactivate and unsubscribe change who can sign in, and end sessions at once', async () => {
    const target = await h.addUser({ userId: 'state-user', companyIdx: h.demoCompanyIdx });
    const session = await h.login('state-user');
    const pause = await h.send('user.MODIFY_STATUS_MULTI', { userIdxList: [target.userIdx], userStatusCd: UserStatus.PAUSE }, manage());
    expect(pause.body.data?.result.count).toBe(1);
    expect(await loginStatus('state-user')).toEqual([400, ErrorCode.ACCOUNT_UNAVAILABLE]);
    expect((await h.send('user.GET_ME', {}, { token: session.token.access_token })).status).toBe(401);
    const refresh = await h.send('login.token', { grant_type: 'refresh_token', refresh_token: session.token.refresh_token });
    expect(refresh.status).toBe(401);

    await h.send('user.MODIFY_STATUS_MULTI', { userIdxList: [target.userIdx], userStatusCd: UserStatus.USE }, manage());
    expect((await loginStatus('state-user'))[0]).toBe(200);

    await h.send('user.MODIFY_STATUS_MULTI', { userIdxList: [target.userIdx], userStatusCd: UserStatus.OUT }, manage());
    expect(await loginStatus('state-user')).toEqual([400, ErrorCode.ACCOUNT_UNAVAILABLE]);
    // Unsubscribed accounts are no longer viewable outside the manage area.
    const picker = await h.send('user.LIST', { searchKeyword: 'state-user' }, { token: student.token.access_token });
    expect(picker.body.data?.resultPage.total).toBe(0);
    const outList = await h.send('user.LIST', { searchKeyword: 'state-user', userStatusCdList: [UserStatus.OUT] }, manage());
    expect(outList.body.data?.resultPage.content[0]?.userStatusCd).toBe(UserStatus.OUT);
  });

  it('refuses bulk changes of oneself and all-or-nothing lists with a foreign index', async () => {
    const self = await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [operator.user.userIdx], userStatusCd: UserStatus.PAUSE },
      manage(),
    );
    expect(self.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const mixed = await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [student.user.userIdx, 999999], userStatusCd: UserStatus.PAUSE },
      manage(),
    );
    expect(mixed.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    expect((await h.send('user.GET_ME', {}, { token: student.token.access_token })).status).toBe(200);
    const badStatus = await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [student.user.userIdx], userStatusCd: 11 as never },
      manage(),
    );
    expect(badStatus.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it(`locks after ${LOCKOUT.after} wrong passwords; an operator unlocks before the lockout ends`, async () => {
    const target = await h.addUser({ userId: 'lock-user', companyIdx: h.demoCompanyIdx });
    for (let i = 1; i < LOCKOUT.after; i += 1)
      expect(await loginStatus('lock-user', 'Wrong!1234')).toEqual([400, ErrorCode.INVALID_CREDENTIALS]);
    expect(await loginStatus('lock-user', 'Wrong!1234')).toEqual([400, ErrorCode.ACCOUNT_LOCKED]);
    expect(await loginStatus('lock-user')).toEqual([400, ErrorCode.ACCOUNT_LOCKED]);
    const listed = await h.send('user.GET', { userIdx: target.userIdx }, manage());
    expect(listed.body.data?.result.locked).toBe(true);

    const byTeacher = await h.send('user.MODIFY_MULTI_UNLOCK', { userIdxList: [target.userIdx] }, { token: teacher.token.access_token });
    expect(byTeacher.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const unlocked = await h.send('user.MODIFY_MULTI_UNLOCK', { userIdxList: [target.userIdx] }, manage());
    expect(unlocked.body.data?.result.count).toBe(1);
    expect((await loginStatus('lock-user'))[0]).toBe(200);
    // The failure count starts again from zero.
    expect(await loginStatus('lock-user', 'Wrong!1234')).toEqual([400, ErrorCode.INVALID_CREDENTIALS]);
  });

  it('REMOVE_MULTI deletes accounts for good', async () => {
    const target = await h.addUser({ userId: 'remove-me', companyIdx: h.demoCompanyIdx });
    const reply = await h.send('user.REMOVE_MULTI', { userIdxList: [target.userIdx] }, manage());
    expect(reply.body.data?.result.count).toBe(1);
    expect(await findUserByLoginId(h.db, h.demoCompanyIdx, 'remove-me')).toBeNull();
    expect(await loginStatus('remove-me')).toEqual([400, ErrorCode.INVALID_CREDENTIALS]);
  });
});

describe('user.MODIFY_GROUP', () => {
  it('moves users between groups and to the root; foreign groups are refused', async () => {
    const groups = (await h.send('group.LIST', {}, manage())).body.data?.resultList ?? [];
    const classB = groups.find((g) => g.groupName === 'Class B');
    const s5 = await findUserByLoginId(h.db, h.demoCompanyIdx, 'student5');
    const s6 = await findUserByLoginId(h.db, h.demoCompanyIdx, 'student6');
    const classA = groups.find((g) => g.groupName === 'Class A');
    const moved = await h.send(
      'user.MODIFY_GROUP',
      { userIdxList: [s5?.userIdx ?? 0, s6?.userIdx ?? 0], groupIdx: classA?.groupIdx ?? 0 },
      manage(),
    );
    expect(moved.body.data?.result.count).toBe(2);
    const inA = await h.send('user.LIST', { groupIdx: classA?.groupIdx, paging: false }, manage());
    expect(inA.body.data?.resultPage.content.map((u) => u.userId)).toEqual(expect.arrayContaining(['student5', 'student6']));
    const inB = await h.send('user.LIST', { groupIdx: classB?.groupIdx, paging: false }, manage());
    expect(inB.body.data?.resultPage.content.map((u) => u.userId)).not.toContain('student5');
    await h.send('user.MODIFY_GROUP', { userIdxList: [s6?.userIdx ?? 0], groupIdx: 0 }, manage());
    const atRoot = await h.send('user.LIST', { groupIdx: 0, paging: false }, manage());
    expect(atRoot.body.data?.resultPage.content.map((u) => u.userId)).toContain('student6');
    const bad = await h.send('user.MODIFY_GROUP', { userIdxList: [s6?.userIdx ?? 0], groupIdx: 999999 }, manage());
    expect(bad.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const byStudent = await h.send(
      'user.MODIFY_GROUP',
      { userIdxList: [s6?.userIdx ?? 0], groupIdx: 0 },
      { token: student.token.access_token },
    );
    expect(byStudent.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });
});
