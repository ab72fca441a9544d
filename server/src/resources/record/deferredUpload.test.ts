import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS_CLIENT_UPLOAD_PATH, ErrorCode, type LoginResult, RECORD_MAX_BYTES, SERVICE_TYPE_HEADER } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, joinData, token } from '../../test/rooms';

/*
 * A recording uploaded while it is being made (the web classroom): its length is unknown at creation
 * (tus creation-defer-length), its bytes come in parts, and the last PATCH declares the length. The size
 * limit still holds as bytes arrive and when the length is declared.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const TUS = { 'tus-resumable': '1.0.0' };

describe('a deferred-length upload', () => {
  let h: Harness;
  let filesDir: string;
  let base: string;
  let teacher: LoginResult;
  let meetCode: string;
  let attendeeToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'boda-deferred-'));
    h = await startHarness({ filesDir });
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    let student: LoginResult;
    [teacher, student] = await Promise.all([h.login(DEMO.users.teacher), h.login('student1')]);
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Recorded in the browser' }, [student.user.userIdx]);
    const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    meetCode = lead.result.meetCode;
    attendeeToken = await clientJoin(h, lead);
    await h.send('classClient.START', { attendeeToken });
  });
  afterAll(async () => {
    await h.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function createDeferred(meta: Record<string, string>) {
    return fetch(`${base}${CLASS_CLIENT_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...TUS, 'upload-defer-length': '1', 'upload-metadata': metadata(meta) },
    });
  }
  // Every request after the creation carries the attendee token (uploads.test.ts checks it).
  const withToken = () => ({ ...TUS, authorization: `Bearer ${attendeeToken}` });
  async function patch(url: string, offset: number, bytes: Uint8Array, length?: number) {
    return fetch(url, {
      method: 'PATCH',
      headers: {
        ...withToken(),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...(length === undefined ? {} : { 'upload-length': String(length) }),
      },
      body: new Uint8Array(bytes),
    });
  }
  const absolute = (location: string | null) => new URL(location ?? '', `${base}${CLASS_CLIENT_UPLOAD_PATH}`).href;

  it('takes the parts as they come and makes the record with exactly those bytes when the length is declared', async () => {
    const parts = [0, 1, 2, 3].map((n) => Uint8Array.from({ length: 40_000 + n * 1000 }, (_v, i) => (i * (n + 3)) % 251));
    const whole = Buffer.concat(parts);
    const created = await createDeferred({
      attendeeToken,
      kind: 'video',
      fileName: `class-${meetCode}-202601011000.webm`,
      recordTitle: 'Browser class',
      startDatetime: '2026-01-01T10:00:00.000Z',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const url = absolute(created.headers.get('location'));

    let offset = 0;
    for (const part of parts.slice(0, -1)) {
      const answer = await patch(url, offset, part);
      expect(answer.status, await answer.clone().text()).toBe(204);
      offset += part.length;
      expect(Number(answer.headers.get('upload-offset'))).toBe(offset);
      expect(answer.headers.get('record-idx')).toBeNull();
    }
    // A resuming client asks where it is: the length is still deferred.
    const head = await fetch(url, { method: 'HEAD', headers: withToken() });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-defer-length')]).toEqual([200, String(offset), '1']);

    const last = parts[parts.length - 1];
    const done = await patch(url, offset, last, whole.length);
    expect(done.status, await done.clone().text()).toBe(204);
    const recordIdx = Number(done.headers.get('record-idx'));
    expect(recordIdx).toBeGreaterThan(0);
    expect(done.headers.get('upload-sha256')).toBe(sha256(whole));

    const listed = await h.send('recordVideo.LIST_ROOM', { meetCode }, token(teacher));
    expect(listed.body.data?.resultList).toEqual([
      expect.objectContaining({ recordIdx, recordTitle: 'Browser class', fileSize: whole.length, mime: 'video/webm' }),
    ]);
    // The class is still live, and the client could not know the end when it began: the last byte's time.
    const [record] = listed.body.data?.resultList ?? [];
    expect(record?.startDatetime).not.toBeNull();
    expect(record?.endDatetime).not.toBeNull();
    expect(new Date(record?.endDatetime ?? 0).getTime()).toBeGreaterThan(new Date(record?.startDatetime ?? 0).getTime());
    const auth = { authorization: `Bearer ${teacher.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' };
    const download = await fetch(`${base}/boda/recordLog/video?command=DOWNLOAD_FILE&recordIdx=${recordIdx}`, { headers: auth });
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(whole));
  });

  it('refuses a declared length or bytes past the kind’s limit with our error code', async () => {
    const created = await createDeferred({ attendeeToken, kind: 'chat', fileName: 'chat.txt' });
    expect(created.status).toBe(201);
    const url = absolute(created.headers.get('location'));
    const tooLong = await patch(url, 0, new Uint8Array(10), RECORD_MAX_BYTES.chat + 1);
    expect([tooLong.status, JSON.parse(await tooLong.text()).errorCode]).toEqual([400, ErrorCode.FILE_TOO_LARGE]);
    // Bytes running past the limit are refused before any is kept (the upload stays where it was).
    const overflow = await patch(url, 0, new Uint8Array(RECORD_MAX_BYTES.chat + 1));
    expect([overflow.status, JSON.parse(await overflow.text()).errorCode]).toEqual([400, ErrorCode.FILE_TOO_LARGE]);
    const head = await fetch(url, { method: 'HEAD', headers: withToken() });
    expect(head.headers.get('upload-offset')).toBe('0');
    expect((await h.send('recordChat.LIST_ROOM', { meetCode }, token(teacher))).body.data?.resultList).toEqual([]);
  });

  it('still needs the attendee token, the kind and the extension', async () => {
    expect((await createDeferred({ kind: 'video', fileName: 'a.webm' })).status).toBe(401);
    expect((await createDeferred({ attendeeToken: 'not-a-token', kind: 'video', fileName: 'a.webm' })).status).toBe(401);
    const exe = await createDeferred({ attendeeToken, kind: 'video', fileName: 'a.exe' });
    expect([exe.status, JSON.parse(await exe.text()).errorCode]).toEqual([400, ErrorCode.BAD_FILE_EXTENSION]);
    expect((await createDeferred({ attendeeToken, kind: 'photo', fileName: 'a.webm' })).status).toBe(400);
  });
});
