import { type CompanySettingsPatch, ErrorCode, Permission, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../../config/defaults';
import { DEMO } from '../../../seed/demo';
import { type Harness, startHarness } from '../../../test/harness';
import { createCompanyWithOperator } from '../provision';
import { findCompanyById } from '../repository';

let h: Harness;
const COMPANY = 'settings-academy';
let pupilIdx = 0;
const MANAGE = { serviceType: 'MANAGE' } as const;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  const { company } = await createCompanyWithOperator(h.db, {
    companyId: COMPANY,
    companyName: 'Settings Academy',
    config: defaultRawConfig(),
    operator: { userId: 'boss', password: DEMO.password },
  });
  await h.addUser({ companyIdx: company.companyIdx, userId: 'teach', userTypeCd: UserType.TEACHER });
  pupilIdx = (await h.addUser({ companyIdx: company.companyIdx, userId: 'pupil', userTypeCd: UserType.STUDENT })).userIdx;
});
afterAll(async () => {
  await h.close();
});

const signIn = async (userId: string) => (await h.login(userId, { companyId: COMPANY })).token;
const view = (token: string) => h.send('companySettings.VIEW', {}, { token, ...MANAGE });
const mod = (token: string, settings: CompanySettingsPatch) => h.send('companySettings.MOD', { settings }, { token, ...MANAGE });
const version = async () => (await findCompanyById(h.db, COMPANY))?.configVersion;
const audits = async (token: string, input: { page?: number; size?: number; key?: 'helpSite' } = {}) =>
  (await h.send('companySettings.AUDIT_LIST', input, { token, ...MANAGE })).body.data?.resultPage;

describe('company settings: who may use them', () => {
  it('an operator reads the decoded configuration as typed fields', async () => {
    const token = await signIn('boss');
    const reply = await view(token.access_token);
    expect(reply.status).toBe(200);
    const result = reply.body.data?.result;
    expect(result?.settings).toMatchObject({
      emergencyMode: false,
      funcUse: [true, false, true, true, true, true],
      clientSetting: 3,
      passwordPolicy: 'high',
      loginDisplay: 'login',
      helpSite: null,
      retention: { logMonths: 6, recordMonths: 1 },
      brandingText: { title: 'Settings Academy' },
    });
    expect(result?.settings.userTypeAuth).toContainEqual({ userTypeCd: UserType.STUDENT, mask: 0 });
    expect(result?.configVersion).toBe(await version());
  });

  it('refuses teachers and students (WB-403) and the service area', async () => {
    const teacher = await signIn('teach');
    // Teachers have manage access but are not operators.
    const byTeacher = await view(teacher.access_token);
    expect([byTeacher.status, byTeacher.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const teacherMod = await mod(teacher.access_token, { emergencyMode: true });
    expect([teacherMod.status, teacherMod.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const student = await signIn('pupil');
    expect((await view(student.access_token)).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    const boss = await signIn('boss');
    const inService = await h.send('companySettings.VIEW', {}, { token: boss.access_token });
    expect([inService.status, inService.body.errorCode]).toEqual([403, ErrorCode.WRONG_SERVICE_TYPE]);
    expect((await view('')).status).toBe(401);
  });
});

describe('company settings: validation', () => {
  const refused = async (settings: unknown) => {
    const token = await signIn('boss');
    const before = await version();
    const reply = await mod(token.access_token, settings as CompanySettingsPatch);
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    expect(await version()).toBe(before);
    return [...new Set((reply.body.details ?? []).map((d) => d.path))];
  };

  it('names the refused field', async () => {
    expect(await refused({ helpSite: 'javascript:alert(1)' })).toEqual(['settings.helpSite']);
    expect(await refused({ helpSite: 'not a url' })).toEqual(['settings.helpSite']);
    expect(await refused({ retention: { logMonths: 0, recordMonths: 1 } })).toEqual(['settings.retention.logMonths']);
    expect(await refused({ retention: { logMonths: 6, recordMonths: 121 } })).toEqual(['settings.retention.recordMonths']);
    expect(await refused({ clientSetting: 7 })).toEqual(['settings.clientSetting']);
    expect(await refused({ passwordPolicy: 'none' })).toEqual(['settings.passwordPolicy']);
    expect(await refused({ loginDisplay: 'fancy' })).toEqual(['settings.loginDisplay']);
    expect(await refused({ funcUse: Array.from({ length: 17 }, () => true) })).toEqual(['settings.funcUse']);
    expect(await refused({ userTypeAuth: [{ userTypeCd: 99, mask: 0 }] })).toEqual(['settings.userTypeAuth.0.userTypeCd']);
    expect(await refused({ userTypeAuth: [{ userTypeCd: 12, mask: 2 ** 32 }] })).toEqual(['settings.userTypeAuth.0.mask']);
    expect(await refused({ brandingText: { title: 'x'.repeat(201), description: '', keywords: '' } })).toEqual([
      'settings.brandingText.title',
    ]);
    expect(await refused({ emergencyMode: 'yes' })).toEqual(['settings.emergencyMode']);
    expect(await refused({ unknownKey: 1 })).toEqual(['settings']);
    expect(await refused({})).toEqual(['settings']);
  });

  it('refuses a matrix that takes manage access from the caller’s own type', async () => {
    const token = await signIn('boss');
    const reply = await mod(token.access_token, { userTypeAuth: [{ userTypeCd: UserType.OPERATOR, mask: Permission.ROOM_REGISTER }] });
    expect(reply.status).toBe(400);
    expect(reply.body.details).toEqual([expect.objectContaining({ path: 'settings.userTypeAuth', key: 'settings.selfLockout' })]);
    expect(await audits(token.access_token)).toMatchObject({ total: 0 });
  });
});

describe('company settings: changes', () => {
  it('stores the change through the codec, audits each changed key with before and after, and leaves equal keys alone', async () => {
    const token = await signIn('boss');
    const before = await version();
    const reply = await mod(token.access_token, {
      helpSite: 'https://help.example/a,b',
      retention: { logMonths: 12, recordMonths: 1 },
      passwordPolicy: 'high',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.changedKeys).toEqual(['helpSite', 'retention']);
    expect(reply.body.data?.result.settings).toMatchObject({ helpSite: 'https://help.example/a,b', retention: { logMonths: 12 } });
    expect(await version()).toBe((before ?? 0) + 1);
    // The stored string is the codec's: a comma inside an item is escaped.
    const company = await findCompanyById(h.db, COMPANY);
    expect(company?.configuration).toContain('WEB_FRONT_HELP_SITE=https://help.example/a%2cb');
    expect(company?.configuration).toContain('RETENTION_LOG_MONTHS=12');
    const info = await h.send('company.loginInfo', { companyId: COMPANY });
    expect(info.body.data?.result.cfg.WEB_FRONT_HELP_SITE).toBe('https://help.example/a%2cb');

    const fresh = await signIn('boss');
    const page = await audits(fresh.access_token);
    expect(page?.total).toBe(2);
    expect(page?.content.map((a) => [a.key, a.before, a.after, a.regUserName])).toEqual(
      expect.arrayContaining([
        ['helpSite', null, 'https://help.example/a,b', 'Operator'],
        ['retention', { logMonths: 6, recordMonths: 1 }, { logMonths: 12, recordMonths: 1 }, 'Operator'],
      ]),
    );
  });

  it('a change with nothing different bumps nothing and audits nothing', async () => {
    const token = await signIn('boss');
    const before = await version();
    const reply = await mod(token.access_token, { passwordPolicy: 'high' });
    expect(reply.body.data?.changedKeys).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('pages the history newest first and filters by key', async () => {
    const token = await signIn('boss');
    expect((await mod(token.access_token, { helpSite: null })).status).toBe(200);
    const next = await signIn('boss');
    const first = await audits(next.access_token, { size: 1 });
    expect(first).toMatchObject({ total: 3, page: 1, size: 1, first: true, last: false });
    expect(first?.content[0]).toMatchObject({ key: 'helpSite', before: 'https://help.example/a,b', after: null });
    const last = await audits(next.access_token, { size: 1, page: 3 });
    expect(last?.last).toBe(true);
    expect((await audits(next.access_token, { key: 'helpSite' }))?.total).toBe(2);
  });

  it('another session gets the 402 reset; the changer continues after re-reading', async () => {
    const teacher = await signIn('teach');
    const boss = await signIn('boss');
    const me = (accessToken: string, serviceType?: 'MANAGE') =>
      h.send('user.GET_ME', {}, { token: accessToken, ...(serviceType ? { serviceType } : {}) });
    expect((await me(teacher.access_token)).status).toBe(200);

    expect((await mod(boss.access_token, { loginDisplay: 'easy' })).status).toBe(200);
    const stale = await me(teacher.access_token);
    expect([stale.status, stale.body.errorCode]).toEqual([402, ErrorCode.CONFIG_CHANGED]);
    // The changer's own token is from before the change too: a second change without reloading is refused.
    const again = await mod(boss.access_token, { loginDisplay: 'login' });
    expect([again.status, again.body.errorCode]).toEqual([402, ErrorCode.CONFIG_CHANGED]);

    const reset = await h.send('login.resetToken', { grant_type: 'refresh_token', refresh_token: boss.refresh_token });
    expect(reset.status).toBe(200);
    expect(reset.body.data?.result.cfg.WEB_FRONT_LOGIN_DISPLAY).toBe('easy');
    const reread = await view(reset.body.data?.result.token.access_token ?? '');
    expect(reread.body.data?.result.settings.loginDisplay).toBe('easy');
    const teacherReset = await h.send('login.resetToken', { grant_type: 'refresh_token', refresh_token: teacher.refresh_token });
    expect((await me(teacherReset.body.data?.result.token.access_token ?? '')).status).toBe(200);
  });

  it('keeps configuration keys the screen does not know', async () => {
    const company = await findCompanyById(h.db, COMPANY);
    const { updateCompanyConfiguration } = await import('../service');
    const { parseConfigString } = await import('@boda/contract/config');
    await updateCompanyConfiguration(h.db, company?.companyIdx ?? 0, {
      ...parseConfigString(company?.configuration ?? ''),
      CUSTOM_KEY: 'kept',
    });
    const token = await signIn('boss');
    expect((await mod(token.access_token, { roomCategoryInstant: false })).status).toBe(200);
    expect((await findCompanyById(h.db, COMPANY))?.configuration).toContain('CUSTOM_KEY=kept');
  });
});

describe('emergency mode guards', () => {
  it('refuses the service area’s other tabs with WB-403-120 and leaves rooms and the manage area open', async () => {
    const boss = await signIn('boss');
    expect((await mod(boss.access_token, { emergencyMode: true })).status).toBe(200);
    const teacher = (await signIn('teach')).access_token;
    const student = (await signIn('pupil')).access_token;

    const rooms = await h.send('room.LIST', {}, { token: teacher });
    expect(rooms.status).toBe(200);
    for (const reply of [
      await h.send('message.EXIST_NEW', {}, { token: student }),
      await h.send('task.LIST', {}, { token: teacher }),
      await h.send('logMeet.LIST', { searchType: 2 }, { token: student }),
      await h.send('note.LIST', { searchType: 1 }, { token: student }),
      // My info's name change shares /boda/user with the room pages' calls, so it is closed by its declaration.
      await h.send('user.MODIFY_NAME', { userIdx: pupilIdx, userName: 'Renamed' }, { token: student }),
    ]) {
      expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.EMERGENCY_MODE]);
    }
    // The manage area is not the service area: teachers still manage there, operators can end the mode.
    expect((await h.send('task.LIST', { searchType: 1 }, { token: teacher, ...MANAGE })).status).toBe(200);
    const operator = (await signIn('boss')).access_token;
    expect((await mod(operator, { emergencyMode: false })).status).toBe(200);

    const after = (await signIn('pupil')).access_token;
    expect((await h.send('message.EXIST_NEW', {}, { token: after })).status).toBe(200);
  });
});
