import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSROOM_PATH, SERVICE_TYPE_HEADER, type ClassroomChatMessage } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { enter, listenOn, openClass, type TestSocket } from '../../test/classroom';
import { type Harness, startHarness } from '../../test/harness';
import { waitUntil } from '../../test/waitUntil';
import { transcriptText } from './lifecycle';

/* The chat log record a web class leaves (chat-<meetCode>.txt): its lines read on the company's clock. */

function message(sentAt: string, text: string, fileName?: string): ClassroomChatMessage {
  return {
    messageId: `m-${sentAt}`,
    from: 'm1',
    userName: 'Teacher Park',
    sentAt,
    text,
    file: fileName ? { fileId: 'f1', fileName, fileSize: 10 } : null,
  };
}

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

describe('transcriptText', () => {
  it("writes each line's time on the company's clock: a Seoul class at 05:50 on December 1 is not November 30", () => {
    const messages = [message('2026-11-30T20:50:26.000Z', 'Open page 12, please.')];
    expect(transcriptText(messages, 'Asia/Seoul')).toBe('[2026-12-01 05:50:26] Teacher Park: Open page 12, please.');
    expect(transcriptText(messages, 'America/New_York')).toBe('[2026-11-30 15:50:26] Teacher Park: Open page 12, please.');
    // An unknown zone reads as UTC, as the company calendar does.
    expect(transcriptText(messages, 'Nowhere/Unknown')).toBe('[2026-11-30 20:50:26] Teacher Park: Open page 12, please.');
  });

  it('puts one space between the name and a shared file sent without text, and between text and its file', () => {
    const messages = [
      message('2026-11-30T20:51:00.000Z', '', 'worksheet.txt'),
      message('2026-11-30T20:52:00.000Z', 'Page 3', 'answers.pdf'),
    ];
    expect(transcriptText(messages, 'Asia/Seoul').split('\n')).toEqual([
      '[2026-12-01 05:51:00] Teacher Park: [file: worksheet.txt]',
      '[2026-12-01 05:52:00] Teacher Park: Page 3 [file: answers.pdf]',
    ]);
  });
});

describe('the chat log record of an ended class', () => {
  let h: Harness;
  let url: string;
  let filesDir: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'boda-transcript-'));
    h = await startHarness({ filesDir });
    url = await listenOn(h.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await h.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function shareFile(attendeeToken: string, name: string): Promise<void> {
    const form = new FormData();
    form.append('command', 'CHAT_FILE');
    form.append('attendeeToken', attendeeToken);
    form.append('text', '');
    form.append('file', new Blob([new Uint8Array(Buffer.from('page 12'))]), name);
    const response = await fetch(`${url.replace('ws:', 'http:').replace(/\/open\/classroom\/ws$/, CLASSROOM_PATH)}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it("reads in the company's time zone (Asia/Seoul), whatever the server's zone, with one space before a file", async () => {
    await h.db.update(companies).set({ timeZone: 'Asia/Seoul' }).where(eq(companies.companyIdx, h.demoCompanyIdx));
    const { teacherToken, guest, opened, teacher: teacherLogin } = await openClass(h, 'transcript class');
    const teacher = await enter(url, teacherToken);
    const student = await enter(url, await guest('Kim'));
    sockets.push(teacher, student);
    teacher.send({ t: 'chat', text: 'Open page 12, please.' });
    const said = (await student.next('chat', (f) => f.message.file === null)).message;
    await shareFile(teacherToken, 'worksheet.txt');
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
