import { ErrorCode, type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { createCompanyWithOperator } from '../company/provision';

let h: Harness;
let operator: LoginResult;
let student: LoginResult;
let openTeacher: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [operator, student, openTeacher] = await Promise.all([
    h.login(DEMO.users.operator),
    h.login(DEMO.users.student),
    h.login(DEMO.users.openTeacher),
  ]);
});
afterAll(async () => {
  await h.close();
});

describe('service-type header', () => {
  it('is required on authenticated calls (WB-400-212)', async () => {
    for (const serviceType of [null, 'ADMIN']) {
      const reply = await h.send('user.GET_ME', {}, { token: student.token.access_token, serviceType });
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
      expect(reply.body.details?.[0]?.path).toBe('x-service-type');
    }
  });

  it('MANAGE needs the manage-access bit 4096 (WB-403-002)', async () => {
    const studentManage = await h.send('user.GET_ME', {}, { token: student.token.access_token, serviceType: 'MANAGE' });
    expect([studentManage.status, studentManage.body.errorCode]).toEqual([403, ErrorCode.WRONG_SERVICE_TYPE]);
    // The open-class teacher teaches but has no manage access.
    const openManage = await h.send('user.GET_ME', {}, { token: openTeacher.token.access_token, serviceType: 'MANAGE' });
    expect(openManage.body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    expect((await h.send('user.GET_ME', {}, { token: openTeacher.token.access_token, serviceType: 'SERVICE' })).status).toBe(200);
    expect((await h.send('user.GET_ME', {}, { token: operator.token.access_token, serviceType: 'MANAGE' })).status).toBe(200);
  });
});

describe('GET /boda/user', () => {
  it('GET_ME returns the caller', async () => {
    const reply = await h.send('user.GET_ME', {}, { token: student.token.access_token });
    expect(reply.body).toMatchObject({
      success: true,
      errorCode: null,
      data: { result: { userId: 'student1', userTypeCd: 12, companyId: 'demo' } },
    });
  });

  it('a student may view themselves but not another user (WB-403-102)', async () => {
    const self = await h.send('user.GET', { userIdx: student.user.userIdx }, { token: student.token.access_token });
    expect(self.status).toBe(200);
    const other = await h.send('user.GET', { userIdx: operator.user.userIdx }, { token: student.token.access_token });
    expect([other.status, other.body.errorCode]).toEqual([403, ErrorCode.NO_USER_PERMISSION]);
  });

  it('an operator (manage access) may view a student of the company', async () => {
    const reply = await h.send(
      'user.GET',
      { userIdx: student.user.userIdx },
      { token: operator.token.access_token, serviceType: 'MANAGE' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data?.result).toMatchObject({ userId: 'student1', phone2: '01050000001', groupIdx: expect.any(Number) });
  });

  it('rejects a malformed userIdx with WB-400-212 and field details', async () => {
    const reply = await h.send('user.GET', { userIdx: 'abc' as unknown as number }, { token: operator.token.access_token });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    expect(reply.body.details?.map((d) => d.path)).toContain('userIdx');
  });

  it('never reaches a user of another company, even with manage access (WB-403-102)', async () => {
    await createCompanyWithOperator(h.db, {
      companyId: 'other-school',
      companyName: 'Other School',
      config: defaultRawConfig(),
      operator: { userId: 'operator', password: DEMO.password },
    });
    const otherOperator = await h.login('operator', { companyId: 'other-school' });
    expect(otherOperator.user.userIdx).not.toBe(operator.user.userIdx);
    const reply = await h.send(
      'user.GET',
      { userIdx: student.user.userIdx },
      { token: otherOperator.token.access_token, serviceType: 'MANAGE' },
    );
    expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.NO_USER_PERMISSION]);
    // A userIdx that does not exist at all looks exactly the same.
    const missing = await h.send('user.GET', { userIdx: 999999 }, { token: otherOperator.token.access_token, serviceType: 'MANAGE' });
    expect([missing.status, missing.body.errorCode]).toEqual([403, ErrorCode.NO_USER_PERMISSION]);
  });

  it('an unknown command on a resource path is WB-400-212', async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: '/boda/user?command=DROP_ALL',
      headers: { authorization: `Bearer ${operator.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, errorCode: ErrorCode.BAD_PARAMETER });
  });
});

describe('login ids in user lists (who may learn a sign-in name)', () => {
  const list = (caller: LoginResult, searchKeyword = '') =>
    h.send('user.LIST', { paging: false, searchKeyword, order: 'userName' }, { token: caller.token.access_token });
  const idsByType = (reply: Awaited<ReturnType<typeof list>>) =>
    (reply.body.data?.resultPage.content ?? []).map((u) => [u.userTypeCd, u.userId] as const);

  it('a student sees names but no one else’s login id, and cannot find staff by id', async () => {
    const reply = await list(student);
    expect(reply.status).toBe(200);
    const others = idsByType(reply).filter(([, id]) => id !== DEMO.users.student);
    expect(others.length).toBeGreaterThan(3);
    expect(others.every(([, id]) => id === '')).toBe(true);
    // Searching by a staff member's id finds nothing (names still match).
    expect((await list(student, DEMO.users.teacher)).body.data?.resultPage.total).toBe(0);
    expect((await list(openTeacher, DEMO.users.teacher)).body.data?.resultPage.total).toBe(0);
    expect((await list(operator, DEMO.users.teacher)).body.data?.resultPage.total).toBe(1);
  });

  it('a teacher sees students’ ids (to choose attendees) but not staff ids; the operator sees all', async () => {
    const rows = idsByType(await list(openTeacher));
    expect(rows.filter(([type]) => type === 12).every(([, id]) => id !== '')).toBe(true);
    expect(rows.filter(([type]) => type !== 12).every(([, id]) => id === '' || id === DEMO.users.openTeacher)).toBe(true);
    const all = idsByType(await h.send('user.LIST', { paging: false }, { token: operator.token.access_token, serviceType: 'MANAGE' }));
    expect(all.every(([, id]) => id !== '')).toBe(true);
  });
});
