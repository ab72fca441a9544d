import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, type RoomFile, SERVICE_TYPE_HEADER } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, joinData, otherCompany, token } from '../../test/rooms';

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let student: LoginResult;
let student2: LoginResult;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-room-files-'));
  h = await startHarness({ filesDir });
  [teacher, student, student2] = await Promise.all([DEMO.users.teacher, 'student1', 'student2'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function upload(as: LoginResult, roomFile: object, files: Array<[string, string]>) {
  const body = new FormData();
  body.append('command', 'ADD');
  body.append('roomFile', JSON.stringify(roomFile));
  for (const [name, text] of files) body.append('uploadFile', new Blob([text]), name);
  const reply = await h.app.inject({
    method: 'POST',
    url: '/boda/room/file',
    payload: body,
    headers: { authorization: `Bearer ${as.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
  });
  return { status: reply.statusCode, body: reply.json<{ errorCode: string | null; data: { resultList: RoomFile[] } | null }>() };
}

async function download(as: LoginResult, roomFileIdx: number) {
  return h.app.inject({
    method: 'GET',
    url: '/open/room/file/download',
    query: { command: 'DOWNLOAD', roomFileIdx: String(roomFileIdx) },
    headers: { authorization: `Bearer ${as.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
  });
}

describe('room files', () => {
  it('uploads reference files (multipart), lists, views and downloads them', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Files' }, [student.user.userIdx]);
    const live = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    const added = await upload(teacher, { roomCode: room.roomCode, meetCode: live.result.meetCode, fileTypeCd: 1 }, [
      ['수업자료.pdf', 'hello pdf'],
      ['slides.pptx', 'ppt'],
    ]);
    expect(added.status).toBe(200);
    expect(added.body.data?.resultList.map((f) => [f.orgFileName, f.fileSize, f.userNm, f.meetCode])).toEqual([
      ['수업자료.pdf', 9, 'Teacher Park', live.result.meetCode],
      ['slides.pptx', 3, 'Teacher Park', live.result.meetCode],
    ]);
    const list = await h.send('roomFile.LIST', { roomCode: room.roomCode, meetCode: live.result.meetCode, fileTypeCd: 1 }, token(student));
    expect(list.body.data?.resultList).toHaveLength(2);
    const first = added.body.data?.resultList[0];
    if (!first) throw new Error('no file');
    expect((await h.send('roomFile.VIEW', { roomFileIdx: first.roomFileIdx }, token(student))).body.data?.result.orgFileName).toBe(
      '수업자료.pdf',
    );
    const bytes = await download(student, first.roomFileIdx);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('hello pdf');
    expect(bytes.headers['content-type']).toBe('application/octet-stream');
    expect(String(bytes.headers['content-disposition'])).toContain("filename*=UTF-8''%EC%88%98");
  });

  it('checks the rules on the server: extension, jfif, count (WB-400-403/401)', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Rules' });
    expect((await upload(teacher, { roomCode: room.roomCode }, [['run.exe', 'x']])).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await upload(teacher, { roomCode: room.roomCode }, [['photo.jfif', 'x']])).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    const six = Array.from({ length: 6 }, (_v, i): [string, string] => [`f${i}.zip`, 'z']);
    expect((await upload(teacher, { roomCode: room.roomCode }, six)).body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    expect((await upload(teacher, { roomCode: room.roomCode }, [])).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect((await h.send('roomFile.LIST', { roomCode: room.roomCode }, token(teacher))).body.data?.resultList).toEqual([]);
  });

  it('only the uploader removes a file; outsiders and other companies see nothing', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Owners' }, [student.user.userIdx]);
    const mine = (await upload(student, { roomCode: room.roomCode }, [['mine.pdf', 'm']])).body.data?.resultList[0];
    if (!mine) throw new Error('upload failed');
    const byTeacher = await h.send('roomFile.DEL', { roomFileIdx: mine.roomFileIdx }, token(teacher));
    expect([byTeacher.status, byTeacher.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const outsider = await h.send('roomFile.VIEW', { roomFileIdx: mine.roomFileIdx }, token(student2));
    expect(outsider.body.errorCode).toBe(ErrorCode.FILE_NOT_FOUND);
    expect((await download(student2, mine.roomFileIdx)).statusCode).toBe(404);
    expect((await upload(student2, { roomCode: room.roomCode }, [['x.pdf', 'x']])).status).toBe(404);
    const other = await otherCompany(h, 'files-other');
    expect((await h.send('roomFile.LIST', { roomCode: room.roomCode }, token(other.operator, 'MANAGE'))).status).toBe(404);
    expect((await h.send('roomFile.DEL', { roomFileIdx: mine.roomFileIdx }, token(student))).status).toBe(200);
    expect((await download(student, mine.roomFileIdx)).statusCode).toBe(404);
  });
});
