import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, UserType } from '@boda/contract';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../../config/defaults';
import { DEMO } from '../../../seed/demo';
import { type Harness, startHarness } from '../../../test/harness';
import { sendMultipart } from '../../../test/multipart';
import { createCompanyWithOperator } from '../provision';
import { DEFAULT_MANUAL_NAME } from './manual';

/* Branding images and the company manual uploaded in settings; /open/app/manual serving them. */

let h: Harness;
let filesDir: string;
const COMPANY = 'files-academy';
const OTHER = 'files-other';
const MANAGE = { serviceType: 'MANAGE' } as const;
let boss = '';
let teacher = '';
let otherBoss = '';

const png = (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .jpeg()
    .toBuffer();
const pdf = async (title: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
};

const uploadImage = (token: string, kind: string, name: string, data: Buffer | string) =>
  sendMultipart(h, 'companySettings.BRANDING_IMAGE_UPLOAD', { kind }, [{ name, data }], { token, ...MANAGE });
const uploadManual = (token: string, name: string, data: Buffer | string) =>
  sendMultipart(h, 'companySettings.MANUAL_UPLOAD', {}, [{ name, data }], { token, ...MANAGE });
const publicImage = (companyId: string, kind: string) =>
  h.app.inject({ method: 'GET', url: `/open/company/branding?command=${kind}&companyId=${companyId}` });
const manual = (query = '', headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: `/open/app/manual${query}`, headers });
const audits = async (token: string) =>
  (await h.send('companySettings.AUDIT_LIST', { size: 50 }, { token, ...MANAGE })).body.data?.resultPage.content ?? [];
const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile() && !e.name.endsWith('.part'))
    .map((e) => join(e.parentPath, e.name));

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-company-files-'));
  h = await startHarness({ seed: false, filesDir });
  for (const companyId of [COMPANY, OTHER]) {
    const { company } = await createCompanyWithOperator(h.db, {
      companyId,
      companyName: companyId,
      config: defaultRawConfig(),
      operator: { userId: 'boss', password: DEMO.password },
    });
    if (companyId === COMPANY) await h.addUser({ companyIdx: company.companyIdx, userId: 'teach', userTypeCd: UserType.TEACHER });
  }
  boss = (await h.login('boss', { companyId: COMPANY })).token.access_token;
  teacher = (await h.login('teach', { companyId: COMPANY })).token.access_token;
  otherBoss = (await h.login('boss', { companyId: OTHER })).token.access_token;
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('branding images', () => {
  it('an operator uploads, replaces and removes an image; the login page serves it; each change is audited', async () => {
    const first = await uploadImage(boss, 'LOGIN_LOGO', 'logo.png', await png());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data?.result.brandingImages).toEqual(['LOGIN_LOGO']);
    expect(first.body.data?.result.brandingImageFiles[0]).toMatchObject({ kind: 'LOGIN_LOGO', mime: 'image/png' });
    const served = await publicImage(COMPANY, 'LOGIN_LOGO');
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    const replaced = await uploadImage(boss, 'LOGIN_LOGO', 'logo.jpg', await jpeg());
    expect(replaced.body.data?.result.brandingImageFiles[0]).toMatchObject({ kind: 'LOGIN_LOGO', mime: 'image/jpeg' });
    expect((await publicImage(COMPANY, 'LOGIN_LOGO')).headers['content-type']).toBe('image/jpeg');
    // Another company's login page shows none of it.
    expect((await publicImage(OTHER, 'LOGIN_LOGO')).statusCode).toBe(404);

    const removed = await h.send('companySettings.BRANDING_IMAGE_REMOVE', { kind: 'LOGIN_LOGO' }, { token: boss, ...MANAGE });
    expect(removed.body.data?.result.brandingImages).toEqual([]);
    expect((await publicImage(COMPANY, 'LOGIN_LOGO')).statusCode).toBe(404);

    const trail = (await audits(boss)).filter((a) => a.key === 'brandingImage.LOGIN_LOGO');
    expect(trail.map((a) => [a.before, a.after])).toEqual([
      [expect.objectContaining({ type: 'image/jpeg' }), null],
      [expect.objectContaining({ type: 'image/png' }), expect.objectContaining({ type: 'image/jpeg' })],
      [null, expect.objectContaining({ type: 'image/png' })],
    ]);
    expect(trail[0]?.regUserName).toBeTruthy();
  });

  it('large images are scaled down; the stored bytes are re-encoded', async () => {
    const reply = await uploadImage(boss, 'LOGIN_BG', 'bg.png', await png(4000, 1000));
    expect(reply.status).toBe(200);
    const meta = await sharp((await publicImage(COMPANY, 'LOGIN_BG')).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 640]);
  });

  it('refuses SVG, a renamed non-image, an oversized file, two files, an unknown kind and a missing file (4xx, nothing stored)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await uploadImage(boss, 'FAVICON', 'icon.svg', svg)).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    // An SVG (or any text) named .png is no PNG.
    expect((await uploadImage(boss, 'FAVICON', 'icon.png', svg)).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await uploadImage(boss, 'FAVICON', 'photo.jfif', await jpeg())).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const big = await uploadImage(boss, 'FAVICON', 'big.png', Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(big.body.errorCode).toBe(ErrorCode.FILE_TOO_LARGE);
    const two = await sendMultipart(
      h,
      'companySettings.BRANDING_IMAGE_UPLOAD',
      { kind: 'FAVICON' },
      [
        { name: 'a.png', data: await png() },
        { name: 'b.png', data: await png() },
      ],
      { token: boss, ...MANAGE },
    );
    expect(two.body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    expect((await uploadImage(boss, 'WATERMARK', 'a.png', await png())).status).toBe(400);
    const none = await sendMultipart(h, 'companySettings.BRANDING_IMAGE_UPLOAD', { kind: 'FAVICON' }, [], { token: boss, ...MANAGE });
    expect(none.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect((await publicImage(COMPANY, 'FAVICON')).statusCode).toBe(404);
  });

  it('refuses teachers and the service area', async () => {
    expect((await uploadImage(teacher, 'FAVICON', 'a.png', await png())).status).toBe(403);
    const service = await sendMultipart(
      h,
      'companySettings.BRANDING_IMAGE_UPLOAD',
      { kind: 'FAVICON' },
      [{ name: 'a.png', data: await png() }],
      {
        token: boss,
      },
    );
    expect(service.status).toBe(403);
    expect((await h.send('companySettings.BRANDING_IMAGE_REMOVE', { kind: 'LOGIN_BG' }, { token: teacher, ...MANAGE })).status).toBe(403);
    expect((await publicImage(COMPANY, 'FAVICON')).statusCode).toBe(404);
  });
});

describe('company manual', () => {
  it('without an upload /open/app/manual serves the product manual, also with no company named', async () => {
    for (const query of ['', `?companyId=${COMPANY}`]) {
      const reply = await manual(query);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-disposition']).toContain(DEFAULT_MANUAL_NAME);
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await manual('?companyId=no-such-school')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await manual('?companyId=no-such-school')).statusCode).toBeLessThan(500);
  });

  it('an operator uploads the company manual; it is served to that company only, replaced, audited and removed', async () => {
    const bytes = await pdf('Files Academy manual');
    const up = await uploadManual(boss, 'academy-manual.pdf', bytes);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data?.result.manual).toMatchObject({ fileName: 'academy-manual.pdf', size: bytes.length });
    const served = await manual(`?companyId=${COMPANY}`);
    expect(served.headers['content-disposition']).toContain('academy-manual.pdf');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    const part = await manual(`?companyId=${COMPANY}`, { range: 'bytes=0-4' });
    expect([part.statusCode, part.payload]).toEqual([206, '%PDF-']);
    expect((await manual(`?companyId=${OTHER}`)).headers['content-disposition']).toContain(DEFAULT_MANUAL_NAME);

    const second = await pdf('Second edition');
    await uploadManual(boss, 'manual-v2.pdf', second);
    expect(Buffer.compare((await manual(`?companyId=${COMPANY}`)).rawPayload, second)).toBe(0);
    // The replaced file's bytes are gone: one manual stored.
    expect((await storedFiles()).filter((f) => f.includes('manual-')).length).toBe(1);

    const removed = await h.send('companySettings.MANUAL_REMOVE', {}, { token: boss, ...MANAGE });
    expect(removed.body.data?.result.manual).toBeNull();
    expect((await manual(`?companyId=${COMPANY}`)).headers['content-disposition']).toContain(DEFAULT_MANUAL_NAME);
    expect((await storedFiles()).filter((f) => f.includes('manual-')).length).toBe(0);
    const trail = (await audits(boss)).filter((a) => a.key === 'manualFile').map((a) => [a.before, a.after]);
    expect(trail).toEqual([
      [{ fileName: 'manual-v2.pdf', size: second.length }, null],
      [
        { fileName: 'academy-manual.pdf', size: bytes.length },
        { fileName: 'manual-v2.pdf', size: second.length },
      ],
      [null, { fileName: 'academy-manual.pdf', size: bytes.length }],
    ]);
  });

  it('refuses a file that is not a PDF, other extensions, teachers and another company’s operator cannot touch it', async () => {
    expect((await uploadManual(boss, 'manual.pdf', 'not a pdf at all')).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await uploadManual(boss, 'manual.docx', await pdf('x'))).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await uploadManual(teacher, 'manual.pdf', await pdf('x'))).status).toBe(403);
    await uploadManual(otherBoss, 'other.pdf', await pdf('Other'));
    expect((await manual(`?companyId=${COMPANY}`)).headers['content-disposition']).toContain(DEFAULT_MANUAL_NAME);
    expect((await manual(`?companyId=${OTHER}`)).headers['content-disposition']).toContain('other.pdf');
  });
});
