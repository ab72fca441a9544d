import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, NoteKind, NoteListType, NoteStatus } from '@boda/contract';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart, type TestFile } from '../../test/multipart';
import { addReservedRoom, clientJoin, joinData, token } from '../../test/rooms';
import { createHomeworkNoteFixture } from './testFixture';

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let student: LoginResult;
let student2: LoginResult;

const get = (login: LoginResult, query: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url: `/boda/note/file?${query}`,
    headers: { authorization: `Bearer ${login.token.access_token}`, 'x-service-type': 'SERVICE', ...headers },
  });

async function png(color: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 120, height: 160, channels: 3, background: color } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-note-files-'));
  h = await startHarness({ filesDir });
  [teacher, student, student2] = await Promise.all([DEMO.users.teacher, 'student1', 'student2'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('note downloads', () => {
  it('serves a page with its ink or without, and its thumbnail, privately cached', async () => {
    const { noteIdx } = await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
      companyIdx: h.demoCompanyIdx,
      teacherIdx: teacher.user.userIdx,
      studentIdx: student.user.userIdx,
    });
    const inked = await get(teacher, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1`);
    expect(inked.statusCode, inked.body).toBe(200);
    expect(inked.headers['content-type']).toBe('image/png');
    expect(inked.headers['cache-control']).toContain('private');
    const bare = await get(teacher, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1&ink=0`);
    expect(bare.statusCode).toBe(200);
    expect(Buffer.compare(inked.rawPayload, bare.rawPayload)).not.toBe(0);
    const again = await get(teacher, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1`, {
      'if-none-match': String(inked.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const { default: sharp } = await import('sharp');
    const thumb = await get(teacher, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1&thumbnail=1`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(40);
    const missing = await get(teacher, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=9`);
    expect(JSON.parse(missing.body).errorCode).toBe(ErrorCode.FILE_NOT_FOUND);
    // The student waits for the teacher (submitted, not completed).
    expect(JSON.parse((await get(student, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1`)).body).errorCode).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('downloads chosen pages as a PDF or a zip in the note order, named after the note (Korean too)', async () => {
    const { noteIdx } = await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
      companyIdx: h.demoCompanyIdx,
      teacherIdx: teacher.user.userIdx,
      studentIdx: student.user.userIdx,
      noteTitle: '수학 숙제',
      status: NoteStatus.COMPLETED,
    });
    const chosen = encodeURIComponent(
      JSON.stringify([
        { agendaNo: 1, pageNo: 2 },
        { agendaNo: 1, pageNo: 1 },
      ]),
    );
    const zip = await get(student, `command=DOWNLOAD_PAGE&noteIdx=${noteIdx}&pageList=${chosen}&format=zip`);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zip.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('수학 숙제.zip')}`);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual(['1-1.png', '1-2.png']);
    const pdf = await get(student, `command=DOWNLOAD_PAGE&noteIdx=${noteIdx}&pageList=${chosen}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect(height / width).toBeCloseTo(280 / 200, 2);
    const all = await get(teacher, `command=DOWNLOAD_PDF&noteIdx=${noteIdx}`);
    expect((await PDFDocument.load(all.rawPayload)).getPageCount()).toBe(2);
    const info = await h.send('note.NOTE_PDF_INFO', { noteIdx }, token(student));
    expect(info.body.data?.result).toEqual({ fileName: '수학 숙제.pdf', pageCount: 2 });
    const wrong = encodeURIComponent(JSON.stringify([{ agendaNo: 3, pageNo: 1 }]));
    expect(JSON.parse((await get(student, `command=DOWNLOAD_PAGE&noteIdx=${noteIdx}&pageList=${wrong}`)).body).errorCode).toBe(
      ErrorCode.FILE_NOT_FOUND,
    );
    expect(JSON.parse((await get(student2, `command=DOWNLOAD_PDF&noteIdx=${noteIdx}`)).body).errorCode).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('class notes from the class client', () => {
  it('uploads a 2-page class note for the meeting, replaces it on a second upload, and lists it for the attendee and the leader', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Notes class' }, [student.user.userIdx, student2.user.userIdx]);
    const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    await clientJoin(h, lead);
    const attendee = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    const agendaList = [
      {
        agendaNo: 1,
        agendaName: 'Fractions',
        pageList: [
          { pageNo: 1, pageName: 'a' },
          { pageNo: 2, pageName: 'b' },
        ],
      },
    ];
    const files: TestFile[] = [
      { name: 'p1.png', data: await png('#ffeecc'), type: 'image/png' },
      { name: 'p2.png', data: await png('#ccffee'), type: 'image/png' },
    ];
    const upload = (title: string, list = agendaList, sent = files) =>
      sendMultipart(h, 'classClient.NOTE_UPLOAD', { attendeeToken: attendee, noteTitle: title, agendaList: JSON.stringify(list) }, sent, {
        token: '',
      });
    const mismatch = await upload('Class note', agendaList, files.slice(0, 1));
    expect(mismatch.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const bogus = await upload('Class note', agendaList, [files[0]!, { name: 'p2.png', data: 'not an image', type: 'image/png' }]);
    expect(bogus.body.errorCode, JSON.stringify(bogus.body)).toBe(ErrorCode.FILE_UNREADABLE);
    const first = await upload('Class note');
    expect(first.body.data?.result).toMatchObject({ pageCount: 2, replaced: false });
    const noteIdx = first.body.data!.result.noteIdx;
    const second = await upload('Class note again');
    expect(second.body.data?.result).toEqual({ noteIdx, pageCount: 2, replaced: true });
    const mine = await h.send('note.LIST', { searchType: NoteListType.CLASS }, token(student));
    expect(mine.body.data?.resultPage.content.map((n) => [n.noteIdx, n.noteKind, n.noteStatus, n.noteTitle])).toEqual([
      [noteIdx, NoteKind.CLASS, NoteStatus.COMPLETED, 'Class note again'],
    ]);
    const meet = await h.send('note.LIST', { searchType: NoteListType.MEET, meetCode: lead.result.meetCode }, token(teacher));
    expect(meet.body.data?.resultPage.content.map((n) => n.noteIdx)).toEqual([noteIdx]);
    const otherAttendee = await h.send('note.LIST', { searchType: NoteListType.MEET, meetCode: lead.result.meetCode }, token(student2));
    expect(otherAttendee.body.data?.resultPage.content).toEqual([]);
    const page = await get(student, `command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=2`);
    expect(page.statusCode).toBe(200);
    const agendas = await h.send('note.LIST_AGENDA', { noteIdx }, token(teacher));
    expect(agendas.body.data?.resultList[0]?.pageList.map((p) => p.pageName)).toEqual(['a', 'b']);
    const refused = await sendMultipart(
      h,
      'classClient.NOTE_UPLOAD',
      { attendeeToken: 'x'.repeat(40), noteTitle: 'x', agendaList: JSON.stringify(agendaList) },
      files,
      { token: '' },
    );
    expect(refused.body.errorCode).toBe(ErrorCode.UNAUTHORIZED);
  });
});
