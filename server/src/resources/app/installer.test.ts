import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { commands, ErrorCode, INSTALLER_MAX_BYTES, SERVICE_TYPE_HEADER, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart } from '../../test/multipart';
import { createCompanyWithOperator } from '../company';

/* Where the Install button leads (issue 30): CLASS_CLIENT_DOWNLOAD_URL, else the company's uploaded installer, else nowhere. */

const COMPANY = 'installer-academy';
const MANAGE = { serviceType: 'MANAGE' } as const;
const ORIGIN = 'https://class.example.org';

async function withCompany(h: Harness): Promise<{ boss: string; teacher: string }> {
  const { company } = await createCompanyWithOperator(h.db, {
    companyId: COMPANY,
    companyName: COMPANY,
    config: defaultRawConfig(),
    operator: { userId: 'boss', password: DEMO.password },
  });
  await h.addUser({ companyIdx: company.companyIdx, userId: 'teach', userTypeCd: UserType.TEACHER });
  return {
    boss: (await h.login('boss', { companyId: COMPANY })).token.access_token,
    teacher: (await h.login('teach', { companyId: COMPANY })).token.access_token,
  };
}

describe('app.DOWNLOAD_CLIENT and the company installers', () => {
  let h: Harness;
  let filesDir: string;
  let boss = '';
  let teacher = '';
  const upload = (token: string, os: string, name: string, data: Buffer | string) =>
    sendMultipart(h, 'companySettings.INSTALLER_UPLOAD', { os }, [{ name, data }], { token, ...MANAGE });
  const link = async (os: 'windows' | 'mac' | 'linux', companyId: string | undefined = COMPANY) =>
    (await h.send('app.DOWNLOAD_CLIENT', { os, ...(companyId ? { companyId } : {}) })).body.data?.result.downloadLink;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'boda-installers-'));
    h = await startHarness({ seed: false, filesDir, publicOrigin: ORIGIN });
    ({ boss, teacher } = await withCompany(h));
  });
  afterAll(async () => {
    await h.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('names no link while nothing is configured or uploaded (no /downloads page that is not there)', async () => {
    expect(await link('windows')).toBeNull();
    expect(await link('linux', undefined)).toBeNull();
    expect(await link('mac', 'no-such-company')).toBeNull();
  });

  it("an operator's upload becomes the OS's link on PUBLIC_ORIGIN, served as an attachment; removal takes it away", async () => {
    const bytes = Buffer.from('MZ fake windows setup');
    const done = await upload(boss, 'windows', 'BodaClass Setup.exe', bytes);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data?.result.installers).toEqual([
      expect.objectContaining({ os: 'windows', fileName: 'BodaClass Setup.exe', size: bytes.length }),
    ]);
    const windows = await link('windows');
    expect(windows).toBe(`${ORIGIN}/open/app/installer?companyId=${COMPANY}&os=windows`);
    expect(await link('mac')).toBeNull();

    const got = await h.app.inject({ method: 'GET', url: new URL(windows ?? '').pathname + new URL(windows ?? '').search });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="BodaClass Setup.exe"/);
    expect(got.rawPayload.equals(bytes)).toBe(true);

    const audits = (await h.send('companySettings.AUDIT_LIST', { size: 50 }, { token: boss, ...MANAGE })).body.data?.resultPage.content;
    expect(audits?.find((a) => a.key === 'installer.windows')).toMatchObject({
      before: null,
      after: { fileName: 'BodaClass Setup.exe', size: bytes.length },
    });

    const removed = await h.send('companySettings.INSTALLER_REMOVE', { os: 'windows' }, { token: boss, ...MANAGE });
    expect(removed.body.data?.result.installers).toEqual([]);
    expect(await link('windows')).toBeNull();
    const gone = await h.app.inject({ method: 'GET', url: `/open/app/installer?companyId=${COMPANY}&os=windows` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: ErrorCode.FILE_NOT_FOUND });
  });

  it("refuses another OS's format (WB-400-403), a non-installer, a teacher, and keeps nothing", async () => {
    expect((await upload(boss, 'windows', 'Boda.dmg', 'x')).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await upload(boss, 'linux', 'notes.txt', 'x')).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await upload(boss, 'mac', 'Boda.exe', 'x')).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await upload(teacher, 'mac', 'Boda.dmg', 'x')).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await upload(boss, 'amiga', 'Boda.exe', 'x')).status).toBe(400);
    const ok = await upload(boss, 'linux', 'boda-class.AppImage', 'ELF');
    expect(ok.body.data?.result.installers.map((i) => i.os)).toEqual(['linux']);
    expect(await link('windows')).toBeNull();
    expect(await link('mac')).toBeNull();
  });

  it('refuses an installer over 500 MB with WB-400-402 (streamed, never held whole)', async () => {
    const boundary = 'boda-installer-limit';
    const spec = commands['companySettings.INSTALLER_UPLOAD'];
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="command"\r\n\r\n${spec.command}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="os"\r\n\r\nwindows\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="big.exe"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    );
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    async function* body() {
      yield head;
      for (let sent = 0; sent <= INSTALLER_MAX_BYTES; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const reply = await h.app.inject({
      method: 'POST',
      url: spec.path,
      payload: Readable.from(body()),
      headers: {
        authorization: `Bearer ${boss}`,
        [SERVICE_TYPE_HEADER]: 'MANAGE',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(reply.json()).toMatchObject({ errorCode: ErrorCode.FILE_TOO_LARGE });
    expect(await link('windows')).toBeNull();
  });
});

describe('app.DOWNLOAD_CLIENT with CLASS_CLIENT_DOWNLOAD_URL', () => {
  it('the configured link wins over an uploaded installer', async () => {
    const h = await startHarness({ seed: false, clientDownloadUrl: 'https://cdn.example/{os}/setup' });
    try {
      const { boss } = await withCompany(h);
      await sendMultipart(h, 'companySettings.INSTALLER_UPLOAD', { os: 'mac' }, [{ name: 'Boda.dmg', data: 'x' }], {
        token: boss,
        ...MANAGE,
      });
      const answer = await h.send('app.DOWNLOAD_CLIENT', { os: 'mac', companyId: COMPANY });
      expect(answer.body.data?.result.downloadLink).toBe('https://cdn.example/mac/setup');
    } finally {
      await h.close();
    }
  });
});
