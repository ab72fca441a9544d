import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS_CLIENT_UPLOAD_PATH, ErrorCode, type LoginResult, SERVICE_TYPE_HEADER } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, joinData, token } from '../../test/rooms';

/*
 * An upload's address is no credential (issue 32, G5): every tus request after the creation needs an
 * attendee token of the upload's company and room, and a finished upload (a record) is neither
 * written to nor removed through tus.
 */

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
const TUS = { 'tus-resumable': '1.0.0' };
const bearer = (attendee: string) => ({ ...TUS, authorization: `Bearer ${attendee}` });
const OCTETS = { 'content-type': 'application/offset+octet-stream' };

describe('an upload’s address alone', () => {
  let h: Harness;
  let filesDir: string;
  let base: string;
  let teacher: LoginResult;
  let meetCode: string;
  let teacherToken: string;
  let studentToken: string;
  let strangerToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'boda-upload-access-'));
    h = await startHarness({ filesDir });
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    let student: LoginResult;
    let teacher2: LoginResult;
    [teacher, student, teacher2] = await Promise.all([DEMO.users.teacher, 'student1', DEMO.users.teacher2].map((id) => h.login(id)));
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Uploads of this class' }, [student.user.userIdx]);
    const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    meetCode = lead.result.meetCode;
    teacherToken = await clientJoin(h, lead);
    await h.send('classClient.START', { attendeeToken: teacherToken });
    studentToken = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    // Another class of the same company: its attendee token is valid, but not for this room's uploads.
    const other = await addReservedRoom(h, token(teacher2), { roomTitle: 'Another class' }, [student.user.userIdx]);
    strangerToken = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: other.roomCode }, token(teacher2))));
  });
  afterAll(async () => {
    await h.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function create(length: number): Promise<string> {
    const created = await fetch(`${base}${CLASS_CLIENT_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': metadata({ attendeeToken: teacherToken, kind: 'chat', fileName: 'chat.txt' }),
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return new URL(created.headers.get('location') ?? '', `${base}${CLASS_CLIENT_UPLOAD_PATH}`).href;
  }
  const patch = (url: string, headers: Record<string, string>, offset: number, bytes: string) =>
    fetch(url, { method: 'PATCH', headers: { ...headers, ...OCTETS, 'upload-offset': String(offset) }, body: bytes });
  const offsetOf = async (url: string) =>
    (await fetch(url, { method: 'HEAD', headers: bearer(teacherToken) })).headers.get('upload-offset');
  const codeOf = async (answer: Response) => [answer.status, (JSON.parse(await answer.text()) as { errorCode?: string }).errorCode];
  const chats = async () => (await h.send('recordChat.LIST_ROOM', { meetCode }, token(teacher))).body.data?.resultList ?? [];

  it('answers nothing without the attendee token: no offset, no bytes written, no removal', async () => {
    const url = await create(20);
    expect((await patch(url, bearer(teacherToken), 0, 'first part|')).status).toBe(204);

    const head = await fetch(url, { method: 'HEAD', headers: TUS });
    expect(head.status).toBe(401);
    expect(head.headers.get('upload-offset')).toBeNull();
    expect(await codeOf(await patch(url, TUS, 11, 'injected'))).toEqual([401, ErrorCode.UNAUTHORIZED]);
    expect(await codeOf(await patch(url, bearer('not-a-token'), 11, 'injected'))).toEqual([401, ErrorCode.UNAUTHORIZED]);
    expect(await codeOf(await fetch(url, { method: 'DELETE', headers: TUS }))).toEqual([401, ErrorCode.UNAUTHORIZED]);
    expect(await offsetOf(url)).toBe('11');
  });

  it('answers another class’s attendee token as if there were no such upload', async () => {
    const url = await create(20);
    const head = await fetch(url, { method: 'HEAD', headers: bearer(strangerToken) });
    expect([head.status, head.headers.get('upload-offset')]).toEqual([404, null]);
    expect(await codeOf(await patch(url, bearer(strangerToken), 0, 'injected'))).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(await codeOf(await fetch(url, { method: 'DELETE', headers: bearer(strangerToken) }))).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(await offsetOf(url)).toBe('0');
    // Anyone of the class may resume it (the class client that made it may have rejoined with a new token).
    expect((await fetch(url, { method: 'HEAD', headers: bearer(studentToken) })).status).toBe(200);
    // An unfinished upload may still be given up with the token (tus termination).
    expect((await fetch(url, { method: 'DELETE', headers: bearer(teacherToken) })).status).toBe(204);
    expect((await fetch(url, { method: 'HEAD', headers: bearer(teacherToken) })).status).toBe(404);
  });

  it('keeps a finished upload’s record: no removal and no second record through the upload’s address', async () => {
    const bytes = 'teacher: good morning\n';
    const url = await create(bytes.length);
    const done = await patch(url, bearer(teacherToken), 0, bytes);
    expect(done.status, await done.clone().text()).toBe(204);
    const recordIdx = Number(done.headers.get('record-idx'));
    expect(recordIdx).toBeGreaterThan(0);

    expect(await codeOf(await fetch(url, { method: 'DELETE', headers: bearer(teacherToken) }))).toEqual([403, ErrorCode.FORBIDDEN]);
    // An empty PATCH at the end would finish it again: refused, so the class keeps exactly one record.
    expect(await codeOf(await patch(url, bearer(teacherToken), bytes.length, ''))).toEqual([403, ErrorCode.FORBIDDEN]);
    expect((await chats()).map((r) => r.recordIdx)).toEqual([recordIdx]);
    const download = await fetch(`${base}/boda/recordLog/video?command=DOWNLOAD_FILE&recordIdx=${recordIdx}`, {
      headers: { authorization: `Bearer ${teacher.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
    });
    expect([download.status, await download.text()]).toEqual([200, bytes]);
    // A resuming client may still ask where it is: every byte is there.
    expect(await offsetOf(url)).toBe(String(bytes.length));
  });
});
