import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSROOM_PATH, ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enter, listenOn, openClass, type TestSocket } from '../../test/classroom';
import { type Harness, startHarness } from '../../test/harness';

/* Files shared in the web classroom's chat: announced to the class, downloadable by its participants only. */

let h: Harness;
let url: string;
let filesDir: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-chatfile-'));
  h = await startHarness({ filesDir });
  url = await listenOn(h.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function share(attendeeToken: string, name: string, bytes: Buffer, text = '') {
  const form = new FormData();
  form.append('command', 'CHAT_FILE');
  form.append('attendeeToken', attendeeToken);
  form.append('text', text);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${url.replace('ws:', 'http:').replace('/ws', '')}`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as { errorCode?: string; data?: { result: { message: { file: { fileId: string } | null } } } },
  };
}

async function download(attendeeToken: string, fileId: string) {
  return h.app.inject({ method: 'POST', url: CLASSROOM_PATH, payload: { command: 'CHAT_FILE_DOWNLOAD', attendeeToken, fileId } });
}

describe('classroom.CHAT_FILE', () => {
  it("announces a shared file to the class, which downloads it with their own tokens; another class's cannot", async () => {
    const { teacherToken, guest, opened, teacher: teacherLogin } = await openClass(h, 'file class');
    const teacher = await enter(url, teacherToken);
    const studentToken = await guest('Yoon');
    const student = await enter(url, studentToken);
    sockets.push(teacher, student);
    const bytes = Buffer.from('%PDF-1.4 worksheet');
    const shared = await share(teacherToken, 'worksheet.pdf', bytes, 'page 3 please');
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const announced = await student.next('chat', (f) => f.message.file !== null);
    expect(announced.message).toMatchObject({ text: 'page 3 please', file: { fileName: 'worksheet.pdf', fileSize: bytes.length } });
    const fileId = announced.message.file?.fileId ?? '';

    const got = await download(studentToken, fileId);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/attachment/);
    expect(got.rawPayload.equals(bytes)).toBe(true);

    const elsewhere = await openClass(h, 'other class');
    const outsider = await download(await elsewhere.guest(), fileId);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().errorCode).toBe(ErrorCode.FILE_NOT_FOUND);
    expect((await download('y'.repeat(43), fileId)).statusCode).toBe(401);

    // It is one of the class's chat files in the class results.
    const chats = await h.send(
      'recordChat.LIST_ROOM',
      { meetCode: opened.result.meetCode },
      { token: teacherLogin.token.access_token, serviceType: 'SERVICE' },
    );
    expect(chats.body.data?.resultList.map((r) => r.fileName)).toContain('worksheet.pdf');
  });

  it('refuses an extension outside the list (WB-400-403) and an unknown token (401)', async () => {
    const { teacherToken } = await openClass(h, 'refusals');
    expect((await share(teacherToken, 'run.exe', Buffer.from('MZ'))).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await share('z'.repeat(43), 'a.pdf', Buffer.from('x'))).status).toBe(401);
  });
});
