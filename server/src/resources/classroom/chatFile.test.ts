import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSROOM_PATH, ErrorCode, SERVICE_TYPE_HEADER } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enter, listenOn, openClass, shareChatFile, type TestSocket } from '../../test/classroom';
import { companies } from '../../db/schema';
import { type Harness, startHarness } from '../../test/harness';
import { waitUntil } from '../../test/waitUntil';
import { ABANDONED_MEET_GRACE_MS, ABANDONED_MEET_SWEEP_JOB } from '../meet/abandonedMeets';

/*
 * Files of the web classroom's chat: a shared file is announced to the class and downloadable by its
 * participants only; the chat log an ended class leaves reads on the company's clock.
 */

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

function share(attendeeToken: string, name: string, bytes: Buffer, text = '') {
  return shareChatFile(url, attendeeToken, name, bytes, text);
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

/** An instant on a zone's wall clock, 'YYYY-MM-DD HH:mm:ss' (Intl, independently of the code under test). */
function wallClock(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

describe('the chat log record of an ended class', () => {
  it("reads in the company's time zone (Asia/Seoul), whatever the server's zone, with one space before a file", async () => {
    await h.db.update(companies).set({ timeZone: 'Asia/Seoul' }).where(eq(companies.companyIdx, h.demoCompanyIdx));
    const { teacherToken, guest, opened, teacher: teacherLogin } = await openClass(h, 'transcript class');
    const teacher = await enter(url, teacherToken);
    const student = await enter(url, await guest('Kim'));
    sockets.push(teacher, student);
    teacher.send({ t: 'chat', text: 'Open page 12, please.' });
    const said = (await student.next('chat', (f) => f.message.file === null)).message;
    const file = await share(teacherToken, 'worksheet.txt', Buffer.from('page 12'));
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const shared = (await student.next('chat', (f) => f.message.file !== null)).message;
    teacher.send({ t: 'end' });
    await student.next('ended');

    const auth = { token: teacherLogin.token.access_token, serviceType: 'SERVICE' };
    // The chat log is stored as the class ends (the shared file is a record of its own): wait for it.
    const logName = `chat-${opened.result.meetCode}.txt`;
    const records = await waitUntil(
      async () => (await h.send('recordChat.LIST_ROOM', { meetCode: opened.result.meetCode }, auth)).body.data?.resultList ?? [],
      (list) => list.some((r) => r.fileName === logName),
    );
    const record = records.find((r) => r.fileName === logName);
    const download = await h.app.inject({
      method: 'GET',
      url: `/boda/recordLog/video?command=DOWNLOAD_FILE&recordIdx=${record?.recordIdx}`,
      headers: { authorization: `Bearer ${auth.token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body.split('\n')).toEqual([
      `[${wallClock(said.sentAt, 'Asia/Seoul')}] ${said.userName}: Open page 12, please.`,
      `[${wallClock(shared.sentAt, 'Asia/Seoul')}] ${shared.userName}: [file: worksheet.txt]`,
      '',
    ]);
  });
});

describe('a class everyone left without ending it', () => {
  it('keeps its chat log once the sweep has ended it', async () => {
    const { teacherToken, opened, teacher: teacherLogin } = await openClass(h, 'window closed class');
    const teacher = await enter(url, teacherToken);
    teacher.send({ t: 'chat', text: 'Back in five.' });
    await teacher.next('chat');
    // The window closes: the socket goes, the class stays live, and no chat log is written yet.
    teacher.close();
    await teacher.closeCode();
    const auth = { token: teacherLogin.token.access_token, serviceType: 'SERVICE' };
    const logs = async () => (await h.send('recordChat.LIST_ROOM', { meetCode: opened.result.meetCode }, auth)).body.data?.resultList ?? [];
    expect(await logs()).toEqual([]);

    const sweep = h.app.boda.jobs.registry.get(ABANDONED_MEET_SWEEP_JOB);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    h.clock.advance(ABANDONED_MEET_GRACE_MS + 60_000);
    try {
      const ran = await sweep?.handler({}, { job: {} as never, progress: async () => true, signal: new AbortController().signal, log });
      // This one and the classes the tests above left open.
      expect((ran as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    } finally {
      h.clock.reset();
    }
    expect((await logs()).map((r) => r.fileName)).toEqual([`chat-${opened.result.meetCode}.txt`]);
  });
});
