import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoginResult, type RoomFile, SERVICE_TYPE_HEADER } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import type { S3FileStorage } from '../../storage/s3';
import { startS3rver, type TestS3Server } from '../../storage/s3-test-servers';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, token } from '../../test/rooms';

/*
 * Room files through a listening server, on local disk and on S3 (s3rver): upload by multipart,
 * download whole, in ranges (video seeking, resumed downloads) and by HEAD, always behind the room's
 * access check: the server proxies every byte, so no storage address ever reaches a client.
 */

interface Backend {
  name: string;
  start(): Promise<{ harness: Harness; stop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async start() {
      const filesDir = await mkdtemp(join(tmpdir(), 'boda-room-download-'));
      const harness = await startHarness({ filesDir });
      return { harness, stop: () => rm(filesDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const s3: TestS3Server = await startS3rver();
      const storage: S3FileStorage = await s3.createBucket('boda-room-files');
      const harness = await startHarness({ storage });
      return {
        harness,
        async stop() {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

const MiB = 1024 * 1024;
// 7 MiB: more than one S3 part, so the upload goes through a multipart upload.
const video = Buffer.alloc(7 * MiB + 5, 0).map((_v, i) => (i * 31) % 256);
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(backends)('room file download on $name', (backend) => {
  let h: Harness;
  let stop: () => Promise<void>;
  let base: string;
  let teacher: LoginResult;
  let student: LoginResult;
  let outsider: LoginResult;
  let file: RoomFile;

  beforeAll(async () => {
    ({ harness: h, stop } = await backend.start());
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    [teacher, student, outsider] = await Promise.all([DEMO.users.teacher, 'student1', 'student2'].map((id) => h.login(id)));
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Video' }, [student.user.userIdx]);
    const body = new FormData();
    body.append('command', 'ADD');
    body.append('roomFile', JSON.stringify({ roomCode: room.roomCode }));
    body.append('uploadFile', new Blob([video]), '수업 영상.zip');
    const added = await fetch(`${base}/boda/room/file`, { method: 'POST', body, headers: headersOf(teacher) });
    expect(added.status).toBe(200);
    const uploaded = ((await added.json()) as { data: { resultList: RoomFile[] } }).data.resultList[0];
    if (!uploaded) throw new Error('upload failed');
    file = uploaded;
  });
  afterAll(async () => {
    await h.close();
    await stop();
  });

  function headersOf(as: LoginResult, extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${as.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE', ...extra };
  }

  function download(as: LoginResult, headers: Record<string, string> = {}, method = 'GET') {
    const url = `${base}/open/room/file/download?command=DOWNLOAD&roomFileIdx=${file.roomFileIdx}`;
    return fetch(url, { method, headers: headersOf(as, headers) });
  }

  it('downloads the whole file with 200, announcing byte ranges', async () => {
    expect(file.fileSize).toBe(video.length);
    const reply = await download(student);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('accept-ranges')).toBe('bytes');
    expect(reply.headers.get('content-length')).toBe(String(video.length));
    expect(reply.headers.get('content-range')).toBeNull();
    expect(reply.headers.get('content-type')).toBe('application/octet-stream');
    expect(sha256(new Uint8Array(await reply.arrayBuffer()))).toBe(sha256(video));
  });

  it('answers one range with 206 and Content-Range: first bytes, the middle, a suffix, an end past the file', async () => {
    const size = video.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-1023', 0, 1023],
      ['bytes=5242880-6291455', 5 * MiB, 6 * MiB - 1],
      ['bytes=-100', size - 100, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      [`bytes=${size - 3}-`, size - 3, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const reply = await download(student, { range });
      expect([range, reply.status, reply.headers.get('content-range')]).toEqual([range, 206, `bytes ${start}-${end}/${size}`]);
      expect(reply.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await reply.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers a range past the end with 416 and the size', async () => {
    for (const range of [`bytes=${video.length}-`, 'bytes=99999999-99999999', 'bytes=-0']) {
      const reply = await download(student, { range });
      expect([range, reply.status, reply.headers.get('content-range')]).toEqual([range, 416, `bytes */${video.length}`]);
      expect((await reply.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('serves the whole file for several ranges or a malformed one', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=10-5', 'items=0-5', 'bytes=abc', 'bytes=0x10-', 'bytes=']) {
      const reply = await download(student, { range });
      expect([range, reply.status, reply.headers.get('content-length')]).toEqual([range, 200, String(video.length)]);
      expect((await reply.arrayBuffer()).byteLength).toBe(video.length);
    }
  });

  it('answers HEAD with the headers of the same GET and no body', async () => {
    const whole = await download(student, {}, 'HEAD');
    expect([whole.status, whole.headers.get('content-length'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      String(video.length),
      'bytes',
    ]);
    expect(whole.headers.get('content-disposition')).toContain("filename*=UTF-8''%EC%88%98%EC%97%85");
    expect((await whole.arrayBuffer()).byteLength).toBe(0);
    const part = await download(student, { range: 'bytes=0-9' }, 'HEAD');
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([
      206,
      `bytes 0-9/${video.length}`,
      '10',
    ]);
  });

  it('keeps the room access check in front of every byte: an outsider gets no range and no size', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }, { range: `bytes=${video.length}-` }] as Record<string, string>[]) {
      const reply = await download(outsider, headers);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-range')).toBeNull();
    }
    expect((await download(outsider, {}, 'HEAD')).status).toBe(404);
  });
});
