import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS_CLIENT_UPLOAD_PATH, ErrorCode, type LoginResult, RECORD_MAX_BYTES, SERVICE_TYPE_HEADER } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, records } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import type { S3FileStorage } from '../../storage/s3';
import { hasMotoServer, startMotoServer, type TestS3Server } from '../../storage/s3-test-servers';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, joinData, token } from '../../test/rooms';
import { purgeClassHistory } from './retention';
import { fixWebmDuration, WebmDurationScanner } from './webmDuration';

/*
 * Recordings through a listening server on local disk and on S3 (s3rver): the class client's
 * resumable (tus) upload, resumed after a cut connection, checked by SHA-256; the lists, Range reads
 * and the player's ticket behind the record download permission; retention removing files and rows.
 */

const MiB = 1024 * 1024;
/** About 2 s recorded by Chromium's MediaRecorder: no Duration in its Info (webmDuration.test.ts). */
const RECORDED = readFileSync(new URL('../../../../tests/fixtures/recordings/mediarecorder.webm', import.meta.url));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const TUS = { 'tus-resumable': '1.0.0' };

interface Backend {
  name: string;
  start(): Promise<{ harness: Harness; stop(): Promise<void>; files(): Promise<string[]> }>;
}

// tus on S3 needs multipart listing and tagging, which s3rver lacks: moto's server (pip) has them.
const backends: Backend[] = [
  {
    name: 'local disk',
    async start() {
      const filesDir = await mkdtemp(join(tmpdir(), 'boda-records-'));
      const harness = await startHarness({ filesDir });
      return {
        harness,
        stop: () => rm(filesDir, { recursive: true, force: true }),
        files: async () => (await readdir(join(filesDir, 'resumable')).catch(() => [])).map((f) => `resumable/${f}`),
      };
    },
  },
  {
    name: 'S3 (moto)',
    async start() {
      const s3: TestS3Server = await startMotoServer();
      const storage: S3FileStorage = await s3.createBucket('boda-records');
      const harness = await startHarness({ storage });
      return {
        harness,
        async stop() {
          storage.close();
          await s3.close();
        },
        files: async () => {
          const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
          const page = await storage.client.send(new ListObjectsV2Command({ Bucket: 'boda-records' }));
          return (page.Contents ?? []).map((o) => o.Key ?? '').filter((k) => k.startsWith('resumable-'));
        },
      };
    },
  },
].filter((b) => b.name === 'local disk' || hasMotoServer());

describe.each(backends)('recordings on $name', (backend) => {
  let h: Harness;
  let stop: () => Promise<void>;
  let files: () => Promise<string[]>;
  let base: string;
  let teacher: LoginResult;
  let student: LoginResult;
  let outsider: LoginResult;
  let meetCode: string;
  let studentToken: string;

  beforeAll(async () => {
    ({ harness: h, stop, files } = await backend.start());
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    [teacher, student, outsider] = await Promise.all([DEMO.users.teacher, 'student1', DEMO.users.teacher2].map((id) => h.login(id)));
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Recorded class' }, [student.user.userIdx]);
    const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    meetCode = lead.result.meetCode;
    const leader = await clientJoin(h, lead);
    await h.send('classClient.START', { attendeeToken: leader });
    studentToken = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    teacherToken = leader;
  });
  let teacherToken: string;
  afterAll(async () => {
    await h.close();
    await stop();
  });

  async function create(meta: Record<string, string>, length: number) {
    return fetch(`${base}${CLASS_CLIENT_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(meta) },
    });
  }
  // Every request after the creation carries an attendee token of the class (uploads.test.ts checks it).
  const withToken = () => ({ ...TUS, authorization: `Bearer ${teacherToken}` });
  async function patch(url: string, offset: number, bytes: Buffer) {
    return fetch(url, {
      method: 'PATCH',
      headers: { ...withToken(), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
  }
  async function offsetOf(url: string) {
    const head = await fetch(url, { method: 'HEAD', headers: withToken() });
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  }
  /** A PATCH whose connection is cut after `sent` of its bytes (a network drop mid-upload). */
  async function cutPatch(url: string, offset: number, bytes: Buffer, sent: number) {
    await new Promise<void>((resolve) => {
      const req = request(url, {
        method: 'PATCH',
        headers: {
          ...withToken(),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': bytes.length,
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 300));
    });
  }
  const absolute = (location: string | null) => new URL(location ?? '', `${base}${CLASS_CLIENT_UPLOAD_PATH}`).href;

  it('takes a video resumably: a cut connection keeps what arrived, the rest finishes it, the SHA-256 is checked', async () => {
    const video = Buffer.from(Uint8Array.from({ length: 6 * MiB + 123 }, (_v, i) => (i * 7) % 251));
    const created = await create(
      { attendeeToken: teacherToken, kind: 'video', fileName: 'lesson.webm', sha256: sha256(video), recordTitle: 'Lesson one' },
      video.length,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const url = absolute(created.headers.get('location'));
    await cutPatch(url, 0, video, 3 * MiB);
    // Wait until the server has stored what arrived before the cut: the offset is above 0 and stays put
    // (a HEAD while the cut request is still being written answers a smaller offset that then grows).
    let offset = 0;
    for (let i = 0, previous = -1; i < 100 && !(offset > 0 && offset === previous); i += 1) {
      previous = offset;
      await new Promise((r) => setTimeout(r, 200));
      offset = await offsetOf(url);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    const done = await patch(url, offset, video.subarray(offset));
    expect(done.status, await done.clone().text()).toBe(204);
    const recordIdx = Number(done.headers.get('record-idx'));
    expect(recordIdx).toBeGreaterThan(0);

    const listed = await h.send('recordVideo.LIST_ROOM', { meetCode }, token(teacher));
    expect(listed.body.data?.resultList).toEqual([
      expect.objectContaining({
        recordIdx,
        kind: 'video',
        recordTitle: 'Lesson one',
        fileName: 'lesson.webm',
        fileSize: video.length,
        mime: 'video/webm',
      }),
    ]);
    // Downloads answer ranges (the player seeks) and the whole file matches what was sent.
    const auth = { authorization: `Bearer ${teacher.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' };
    const download = `${base}/boda/recordLog/video?command=DOWNLOAD_FILE&recordIdx=${recordIdx}`;
    const whole = await fetch(download, { headers: auth });
    expect(whole.status).toBe(200);
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(video));
    const part = await fetch(download, { headers: { ...auth, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));

    // The player's URL carries a ticket: no bearer needed, inline video, ranges; a forged ticket is refused.
    const play = await h.send('recordVideo.PLAY_URL', { recordIdx }, token(teacher));
    const playUrl = `${base}${play.body.data?.result.url ?? ''}`;
    const streamed = await fetch(playUrl, { headers: { range: 'bytes=0-9' } });
    expect(streamed.status).toBe(206);
    expect(streamed.headers.get('content-type')).toBe('video/webm');
    expect(streamed.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await streamed.arrayBuffer())).toEqual(video.subarray(0, 10));
    // A signature character changed in its leading bits (the last one's spare bits would decode alike).
    const forged = playUrl.replace(/(.)(.)$/, (_m, c: string, last: string) => `${c === 'A' ? 'Q' : 'A'}${last}`);
    expect((await fetch(forged)).status).toBe(401);
  });

  it('refuses a wrong checksum and keeps nothing of it', async () => {
    const before = await files();
    const bytes = Buffer.from('chat line one\nchat line two\n');
    const created = await create({ attendeeToken: studentToken, kind: 'chat', fileName: 'chat.txt', sha256: 'a'.repeat(64) }, bytes.length);
    const url = absolute(created.headers.get('location'));
    const done = await patch(url, 0, bytes);
    expect(done.status).toBe(400);
    expect(JSON.parse(await done.text())).toMatchObject({ errorCode: ErrorCode.UPLOAD_CHECKSUM_MISMATCH });
    expect((await h.send('recordChat.LIST_ROOM', { meetCode }, token(teacher))).body.data?.resultList).toEqual([]);
    expect(await files()).toEqual(before);
  });

  it('refuses uploads without a valid attendee token, of a wrong type, or over the size limit', async () => {
    expect((await create({ kind: 'video', fileName: 'a.webm' }, 10)).status).toBe(401);
    expect((await create({ attendeeToken: 'not-a-token', kind: 'video', fileName: 'a.webm' }, 10)).status).toBe(401);
    const exe = await create({ attendeeToken: studentToken, kind: 'video', fileName: 'a.exe' }, 10);
    expect([exe.status, JSON.parse(await exe.text()).errorCode]).toEqual([400, ErrorCode.BAD_FILE_EXTENSION]);
    const big = await create({ attendeeToken: studentToken, kind: 'chat', fileName: 'chat.txt' }, RECORD_MAX_BYTES.chat + 1);
    expect([big.status, JSON.parse(await big.text()).errorCode]).toEqual([400, ErrorCode.FILE_TOO_LARGE]);
    expect((await create({ attendeeToken: studentToken, kind: 'photo', fileName: 'a.txt' }, 10)).status).toBe(400);
  });

  it('lists records only to callers with the record download permission who see the class', async () => {
    const bytes = Buffer.from('teacher: hello\nstudent1: hi\n');
    const created = await create({ attendeeToken: studentToken, kind: 'chat', fileName: 'chat.txt', sha256: sha256(bytes) }, bytes.length);
    const done = await patch(absolute(created.headers.get('location')), 0, bytes);
    expect(done.status).toBe(204);
    const chats = await h.send('recordChat.LIST_ROOM', { meetCode }, token(teacher));
    expect(chats.body.data?.resultList.map((r) => [r.fileName, r.recUser.userId])).toEqual([['chat.txt', 'student1']]);
    // Students have no record download permission by default; another teacher does not see the class.
    expect((await h.send('recordChat.LIST_ROOM', { meetCode }, token(student))).body.errorCode).toBe(ErrorCode.NO_RECORD_PERMISSION);
    expect((await h.send('recordVideo.LIST_ROOM', { meetCode }, token(outsider))).status).toBe(404);
    const recordIdx = chats.body.data?.resultList[0]?.recordIdx ?? 0;
    expect((await h.send('recordVideo.PLAY_URL', { recordIdx }, token(outsider))).status).toBe(404);
    // A chat file is not played inline.
    expect((await h.send('recordVideo.PLAY_URL', { recordIdx }, token(teacher))).status).toBe(400);
    // The manage list: the company's records, newest first, searchable by class title.
    const operator = await h.login(DEMO.users.operator);
    const page = await h.send(
      'recordVideo.LIST',
      { searchKeyword: 'Recorded class', searchFilter: 'meetTitle' },
      token(operator, 'MANAGE'),
    );
    expect(page.body.data?.resultPage.content.map((r) => r.fileName)).toEqual(['chat.txt', 'lesson.webm']);
    expect(
      (await h.send('recordVideo.LIST', { searchKeyword: 'nothing like it' }, token(operator, 'MANAGE'))).body.data?.resultPage.total,
    ).toBe(0);
  });

  it('removes records past the company’s retention, files first', async () => {
    expect((await files()).length).toBeGreaterThan(0);
    const kept = await purgeClassHistory(h.app.boda);
    expect(kept.records).toBe(0);
    h.clock.advance(32 * 24 * 60 * 60 * 1000);
    const purged = await purgeClassHistory(h.app.boda);
    expect(purged.records).toBe(2);
    expect(await h.db.select().from(records)).toEqual([]);
    expect(await files()).toEqual([]);
    // The class itself stays (class logs are kept 6 months).
    const [company] = await h.db.select().from(companies).where(eq(companies.companyIdx, h.demoCompanyIdx));
    expect(company).toBeDefined();
    h.clock.reset();
  });

  it("keeps a browser's WebM recording with the duration its recorder could not write", async () => {
    const created = await create({ attendeeToken: teacherToken, kind: 'video', fileName: 'browser.webm' }, RECORDED.length);
    const url = absolute(created.headers.get('location'));
    const done = await patch(url, 0, RECORDED);
    expect(done.status, await done.clone().text()).toBe(204);
    // The answer speaks of the bytes sent; the record, of the bytes kept (11 more: the Duration).
    expect(done.headers.get('upload-sha256')).toBe(sha256(RECORDED));
    const fixed = fixWebmDuration(RECORDED)!;
    const [record] = (await h.send('recordVideo.LIST_ROOM', { meetCode }, token(teacher))).body.data?.resultList ?? [];
    expect(record).toMatchObject({ fileName: 'browser.webm', fileSize: fixed.length });
    const auth = { authorization: `Bearer ${teacher.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' };
    const download = await fetch(`${base}/boda/recordLog/video?command=DOWNLOAD_FILE&recordIdx=${record?.recordIdx}`, { headers: auth });
    const kept = Buffer.from(await download.arrayBuffer());
    expect(kept).toEqual(fixed);
    const reread = new WebmDurationScanner();
    reread.push(kept);
    expect(reread.writtenDurationMs).toBe(2157);
    // A client whose last answer was lost asks again: the upload is complete, and takes no more bytes.
    const head = await fetch(url, { method: 'HEAD', headers: withToken() });
    expect(head.headers.get('upload-offset')).toBe(head.headers.get('upload-length'));
    expect((await patch(url, Number(head.headers.get('upload-offset')), Buffer.from('more'))).status).toBe(403);
  });
});
