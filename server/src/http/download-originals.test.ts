import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoginResult } from '@boda/contract';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';
import { sendMultipart } from '../test/multipart';

/*
 * Uploaded originals go back byte for byte (nothing is stripped from them: README "Uploaded files"),
 * so a PDF with a JavaScript action and an embedded file is only ever handed out as an attachment that
 * no browser may sniff, script or frame (issue 32, G8).
 */

let h: Harness;
let filesDir: string;
let operator: LoginResult;
let teacher: LoginResult;
let student: LoginResult;

/** A PDF that runs JavaScript when opened and carries another file inside. */
async function activePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hello")') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  await doc.attach(Buffer.from('MZ not really a program'), 'payload.exe', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

function expectInertAttachment(headers: Record<string, unknown>): void {
  expect(headers['content-disposition']).toMatch(/^attachment;/);
  expect(headers['content-type']).toBe('application/octet-stream');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/(^|; )sandbox(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-originals-'));
  h = await startHarness({ filesDir });
  [operator, teacher, student] = await Promise.all([h.login(DEMO.users.operator), h.login(DEMO.users.teacher), h.login('student1')]);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('an uploaded PDF with JavaScript and an embedded file', () => {
  it('comes back unchanged from the public manual address, only as an inert attachment', async () => {
    const bytes = await activePdf();
    const up = await sendMultipart(h, 'companySettings.MANUAL_UPLOAD', {}, [{ name: 'manual.pdf', data: bytes }], {
      token: operator.token.access_token,
      serviceType: 'MANAGE',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const served = await h.app.inject({ method: 'GET', url: `/open/app/manual?companyId=${DEMO.companyId}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expectInertAttachment(served.headers);
  });

  it('comes back unchanged as a message attachment, only as an inert attachment', async () => {
    const bytes = await activePdf();
    const sent = await sendMultipart(
      h,
      'message.SAVE',
      { message: { title: 'Worksheet', contents: '<p>Attached</p>' }, receiverList: [student.user.userIdx] },
      [{ name: 'worksheet.pdf', data: bytes, type: 'application/pdf' }],
      { token: teacher.token.access_token },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const messageIdx = sent.body.data?.result.messageIdx ?? 0;
    const files = await h.send('message.GET_FILE', { messageIdx }, { token: student.token.access_token });
    const fileIdx = files.body.data?.resultList[0]?.fileIdx ?? 0;
    const served = await h.app.inject({
      method: 'GET',
      url: `/boda/message?command=DOWNLOAD_FILE&fileIdx=${fileIdx}`,
      headers: { authorization: `Bearer ${student.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expectInertAttachment(served.headers);
  });
});
