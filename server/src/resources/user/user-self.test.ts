import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, PasswordPolicy } from '@boda/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart } from '../../test/multipart';
import { createCompanyWithOperator } from '../company/provision';
import { maskProhibitedWords } from './prohibited-words';

let h: Harness;
let filesDir: string;
let operator: LoginResult;
let student: LoginResult;

const manage = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-user-self-'));
  h = await startHarness({ filesDir });
  [operator, student] = await Promise.all([h.login(DEMO.users.operator), h.login(DEMO.users.student)]);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('user.MODIFY_PWD, high policy (the demo company)', () => {
  it('self-service needs the right current password (WB-403-203) and the high policy', async () => {
    const me = await h.addUser({ userId: 'pw-self', companyIdx: h.demoCompanyIdx });
    const session = await h.login('pw-self');
    const asMe = { token: session.token.access_token };
    const wrong = await h.send('user.MODIFY_PWD', { userIdx: me.userIdx, oldPassword: 'Nope!1357', newPassword: 'Better#2468' }, asMe);
    expect([wrong.status, wrong.body.errorCode]).toEqual([403, ErrorCode.PASSWORD_MISMATCH]);
    const missing = await h.send('user.MODIFY_PWD', { userIdx: me.userIdx, newPassword: 'Better#2468' }, asMe);
    expect(missing.body.errorCode).toBe(ErrorCode.PASSWORD_MISMATCH);
    for (const weak of ['short1!', 'letters-only!', 'Abc!12345', 'Xaaa!2468', 'nodigits!!x']) {
      const reply = await h.send('user.MODIFY_PWD', { userIdx: me.userIdx, oldPassword: DEMO.password, newPassword: weak }, asMe);
      expect(reply.body.details?.[0], weak).toMatchObject({ path: 'newPassword', key: 'password.high' });
    }
    const ok = await h.send('user.MODIFY_PWD', { userIdx: me.userIdx, oldPassword: DEMO.password, newPassword: 'Better#2468' }, asMe);
    expect(ok.body.data?.result.changed).toBe(true);
    // The current session goes on; the new password signs in, the old one no longer does.
    expect((await h.send('user.GET_ME', {}, asMe)).status).toBe(200);
    await expect(h.login('pw-self', { password: 'Better#2468' })).resolves.toBeDefined();
    await expect(h.login('pw-self')).rejects.toThrow();
  });

  it('an operator resets without the old password and ends the user’s sessions', async () => {
    const target = await h.addUser({ userId: 'pw-reset', companyIdx: h.demoCompanyIdx });
    const session = await h.login('pw-reset', { autoLogin: true });
    const reply = await h.send('user.MODIFY_PWD', { userIdx: target.userIdx, newPassword: 'Reset#2468' }, manage());
    expect(reply.body.data?.result.changed).toBe(true);
    const refresh = await h.send('login.token', { grant_type: 'refresh_token', refresh_token: session.token.refresh_token });
    expect(refresh.status).toBe(401);
    const remember = await h.send('login.loginRemember', { rememberToken: session.rememberToken ?? '' });
    expect(remember.status).toBe(401);
    await expect(h.login('pw-reset', { password: 'Reset#2468' })).resolves.toBeDefined();
  });

  it('another user’s password is out of reach for a student (WB-403-102)', async () => {
    const reply = await h.send(
      'user.MODIFY_PWD',
      { userIdx: operator.user.userIdx, oldPassword: DEMO.password, newPassword: 'Steal#2468' },
      { token: student.token.access_token },
    );
    expect([reply.status, reply.body.errorCode]).toEqual([403, ErrorCode.NO_USER_PERMISSION]);
  });
});

describe('user.MODIFY_PWD and SAVE, simple policy', () => {
  it('accepts 6 to 20 with a letter and a digit or special character', async () => {
    const { operator: op } = await createCompanyWithOperator(h.db, {
      companyId: 'simple-school',
      companyName: 'Simple School',
      config: defaultRawConfig({ passwordPolicy: PasswordPolicy.SIMPLE }),
      operator: { userId: 'operator', password: 'abc123' },
    });
    const session = await h.login('operator', { companyId: 'simple-school', password: 'abc123' });
    const asOp = { token: session.token.access_token, serviceType: 'MANAGE' };
    const tooShort = await h.send('user.MODIFY_PWD', { userIdx: op.userIdx, oldPassword: 'abc123', newPassword: 'ab12' }, asOp);
    expect(tooShort.body.details?.[0]).toMatchObject({ key: 'password.simple' });
    const noLetter = await h.send('user.MODIFY_PWD', { userIdx: op.userIdx, oldPassword: 'abc123', newPassword: '123456' }, asOp);
    expect(noLetter.body.details?.[0]).toMatchObject({ key: 'password.simple' });
    // 'aaa' and '123' runs are fine under the simple policy.
    const ok = await h.send('user.MODIFY_PWD', { userIdx: op.userIdx, oldPassword: 'abc123', newPassword: 'aaa123' }, asOp);
    expect(ok.body.data?.result.changed).toBe(true);
    const created = await h.send(
      'user.SAVE',
      { userId: 'simple-kid', password: 'kid!!!', userName: 'Kid', userTypeCd: 12, phone: '010' },
      asOp,
    );
    expect(created.body.data?.result.userId).toBe('simple-kid');
    await expect(h.login('simple-kid', { companyId: 'simple-school', password: 'kid!!!' })).resolves.toBeDefined();
  });
});

describe('user.MODIFY_NAME', () => {
  it('masks prohibited words before saving; validates 2 to 20', async () => {
    const reply = await h.send(
      'user.MODIFY_NAME',
      { userIdx: student.user.userIdx, userName: '  Han shit 병신이 ' },
      { token: student.token.access_token },
    );
    expect(reply.body.data?.result.userName).toBe('Han **** **이');
    const short = await h.send('user.MODIFY_NAME', { userIdx: student.user.userIdx, userName: 'H' }, { token: student.token.access_token });
    expect(short.body.details?.[0]).toMatchObject({ path: 'userName', key: 'userName.length' });
    const other = await h.send(
      'user.MODIFY_NAME',
      { userIdx: operator.user.userIdx, userName: 'Renamed' },
      { token: student.token.access_token },
    );
    expect(other.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });

  it('leaves names that merely contain the letters', () => {
    expect(maskProhibitedWords('Cassandra Dickens')).toBe('Cassandra Dickens');
    expect(maskProhibitedWords('FUCK-you')).toBe('****-you');
  });
});

describe('profile image', () => {
  it('stores a 200x200 PNG made from the upload, serves it, and resets it', async () => {
    const asMe = { token: student.token.access_token };
    const upload = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: student.user.userIdx },
      [{ name: 'me.png', data: await png(640, 480), type: 'image/png' }],
      asMe,
    );
    expect(upload.status).toBe(200);
    const fileIdx = upload.body.data?.result.fileIdx;
    expect(fileIdx).toEqual(expect.any(Number));
    const image = await h.app.inject({
      method: 'GET',
      url: `/boda/user/profile?command=DOWNLOAD_PROFILE&userIdx=${student.user.userIdx}`,
      headers: { authorization: `Bearer ${operator.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);

    const reset = await h.send('user.RESET_PROFILE', { userIdx: student.user.userIdx }, asMe);
    expect(reset.body.data?.result.fileIdx).toBeNull();
    const gone = await h.app.inject({
      method: 'GET',
      url: `/boda/user/profile?command=DOWNLOAD_PROFILE&userIdx=${student.user.userIdx}`,
      headers: { authorization: `Bearer ${student.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(gone.json()).toMatchObject({ errorCode: ErrorCode.FILE_NOT_FOUND });
  });

  it('refuses other extensions, jfif, non-images and someone else’s profile', async () => {
    const asMe = { token: student.token.access_token };
    const gif = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: student.user.userIdx },
      [{ name: 'me.gif', data: 'GIF89a' }],
      asMe,
    );
    expect(gif.body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const jfif = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: student.user.userIdx },
      [{ name: 'me.jfif', data: await png(10, 10) }],
      asMe,
    );
    expect(jfif.body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const fake = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: student.user.userIdx },
      [{ name: 'me.png', data: 'not an image' }],
      asMe,
    );
    expect(fake.body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const other = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: operator.user.userIdx },
      [{ name: 'me.png', data: await png(10, 10) }],
      asMe,
    );
    expect(other.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    const byOperator = await sendMultipart(
      h,
      'user.UPLOAD_PROFILE',
      { userIdx: student.user.userIdx },
      [
        {
          name: 'x.jpg',
          data: await sharp(await png(50, 90))
            .jpeg()
            .toBuffer(),
        },
      ],
      manage(),
    );
    expect(byOperator.body.data?.result.fileIdx).toEqual(expect.any(Number));
  });
});
