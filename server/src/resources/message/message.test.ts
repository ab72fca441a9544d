import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, REPLY_PREFIX, UserStatus } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart, type TestFile } from '../../test/multipart';
import { findUserByLoginId } from '../user/repository';

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let student1: LoginResult;
let student2: LoginResult;
let student3: LoginResult;

const as = (login: LoginResult) => ({ token: login.token.access_token });
const pdf: TestFile = { name: '숙제 안내.pdf', data: '%PDF-1.4 homework', type: 'application/pdf' };

async function send(
  from: LoginResult,
  message: Record<string, unknown>,
  receiverList: number[],
  files: TestFile[] = [],
  extra: Record<string, unknown> = {},
) {
  return sendMultipart(h, 'message.SAVE', { message: { contents: '<p>Hello</p>', ...message }, receiverList, ...extra }, files, as(from));
}

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

function download(login: LoginResult, fileIdx: number) {
  return h.app.inject({
    method: 'GET',
    url: `/boda/message?command=DOWNLOAD_FILE&fileIdx=${fileIdx}`,
    headers: { authorization: `Bearer ${login.token.access_token}`, 'x-service-type': 'SERVICE' },
  });
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-message-'));
  h = await startHarness({ filesDir });
  [teacher, student1, student2, student3] = await Promise.all([
    h.login(DEMO.users.teacher),
    h.login('student1'),
    h.login('student2'),
    h.login('student3'),
  ]);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('message.SAVE and read state', () => {
  let messageIdx: number;

  it('sends to a class with an attachment; contents are sanitized on the server', async () => {
    const reply = await send(
      teacher,
      {
        title: '  Homework week 1 ',
        contents:
          '<p onclick="steal()">Read <b>chapter 2</b><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>',
      },
      [student1.user.userIdx, student2.user.userIdx, student2.user.userIdx],
      [pdf],
    );
    expect(reply.status).toBe(200);
    messageIdx = reply.body.data?.result.messageIdx ?? 0;
    const sent = await h.send('message.send.GET', { messageIdx }, as(teacher));
    const message = sent.body.data?.result;
    expect(message?.title).toBe('Homework week 1');
    expect(message?.contents).toBe('<p>Read <b>chapter 2</b><a target="_blank" rel="noopener noreferrer nofollow">link</a></p>');
    expect(message?.contents).not.toMatch(/script|onerror|onclick|javascript/);
    expect(message?.receiverList).toEqual([
      { receiverIdx: student1.user.userIdx, receiverName: 'Student Han', readDatetime: null },
      { receiverIdx: student2.user.userIdx, receiverName: 'Student Yoon', readDatetime: null },
    ]);
    expect(message?.fileList).toEqual([{ fileIdx: expect.any(Number), orgFileName: '숙제 안내.pdf', fileSize: 17 }]);
    expect(message?.regUserName).toBe('Teacher Park');
  });

  it('shows as new and unread until the receiver opens it; each receiver has its own read time', async () => {
    expect((await h.send('message.EXIST_NEW', {}, as(student1))).body.data?.result).toEqual({ exists: true, count: 1 });
    const unread = await h.send('message.recv.LIST', {}, as(student1));
    expect(unread.body.data?.resultPage).toMatchObject({ size: 10, total: 1 });
    expect(unread.body.data?.resultPage.content[0]).toMatchObject({
      messageIdx,
      readDatetime: null,
      regUserName: 'Teacher Park',
      fileCount: 1,
    });

    const opened = await h.send('message.recv.GET', { messageIdx }, as(student1));
    const firstRead = opened.body.data?.result.receiverList[0]?.readDatetime;
    expect(opened.body.data?.result.receiverList).toEqual([
      { receiverIdx: student1.user.userIdx, receiverName: 'Student Han', readDatetime: expect.any(String) },
    ]);
    expect((await h.send('message.EXIST_NEW', {}, as(student1))).body.data?.result).toEqual({ exists: false, count: 0 });
    // Opening again keeps the first read time.
    h.clock.advance(60_000);
    const again = await h.send('message.recv.GET', { messageIdx }, as(student1));
    expect(again.body.data?.result.receiverList[0]?.readDatetime).toBe(firstRead);

    const sent = await h.send('message.send.GET', { messageIdx }, as(teacher));
    expect(sent.body.data?.result.receiverList.map((r) => r.readDatetime)).toEqual([firstRead, null]);
    expect((await h.send('message.EXIST_NEW', {}, as(student2))).body.data?.result.count).toBe(1);
  });

  it('lists the sent box with the first receiver and the count, searchable by title or receiver', async () => {
    const list = await h.send('message.send.LIST', {}, as(teacher));
    expect(list.body.data?.resultPage.content[0]).toMatchObject({
      messageIdx,
      firstReceiverName: 'Student Han',
      receiverCount: 2,
      fileCount: 1,
      readDatetime: null,
    });
    expect((await h.send('message.send.LIST', { searchKeyword: 'yoon' }, as(teacher))).body.data?.resultPage.total).toBe(1);
    expect((await h.send('message.send.LIST', { searchKeyword: 'week 1' }, as(teacher))).body.data?.resultPage.total).toBe(1);
    expect((await h.send('message.send.LIST', { searchKeyword: 'nothing' }, as(teacher))).body.data?.resultPage.total).toBe(0);
    expect((await h.send('message.recv.LIST', { searchKeyword: 'park' }, as(student2))).body.data?.resultPage.total).toBe(1);
  });

  it('serves attachments to the sender and receivers only', async () => {
    const files = await h.send('message.GET_FILE', { messageIdx }, as(student2));
    const fileIdx = files.body.data?.resultList[0]?.fileIdx ?? 0;
    const reply = await download(student2, fileIdx);
    expect(reply.body).toBe('%PDF-1.4 homework');
    expect(reply.headers['content-disposition']).toContain("filename*=UTF-8''%EC%88%99");
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect((await download(student3, fileIdx)).json()).toMatchObject({ errorCode: ErrorCode.FILE_NOT_FOUND });
    expect((await h.send('message.GET_FILE', { messageIdx }, as(student3))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('message.recv.GET', { messageIdx }, as(student3))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('message.send.GET', { messageIdx }, as(student1))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('a reply goes back to the sender; a re-send carries the files minus the removed ones', async () => {
    const reply = await send(
      student1,
      { title: `${REPLY_PREFIX}Homework week 1`, contents: '<p>Done!</p><blockquote><p>Read chapter 2</p></blockquote>' },
      [teacher.user.userIdx],
    );
    const replyIdx = reply.body.data?.result.messageIdx ?? 0;
    const inbox = await h.send('message.recv.LIST', {}, as(teacher));
    expect(inbox.body.data?.resultPage.content[0]).toMatchObject({
      messageIdx: replyIdx,
      title: 'RE : Homework week 1',
      regUserName: 'Student Han',
    });

    const original = (await h.send('message.send.GET', { messageIdx }, as(teacher))).body.data?.result;
    const carried = await send(teacher, { title: 'Again', messageIdx }, [student3.user.userIdx], [{ name: 'extra.png', data: 'png' }]);
    const resent = (await h.send('message.recv.GET', { messageIdx: carried.body.data?.result.messageIdx ?? 0 }, as(student3))).body.data
      ?.result;
    expect(resent?.fileList.map((f) => f.orgFileName)).toEqual(['extra.png', '숙제 안내.pdf']);
    const copyIdx = resent?.fileList[1]?.fileIdx ?? 0;
    expect(copyIdx).not.toBe(original?.fileList[0]?.fileIdx);
    expect((await download(student3, copyIdx)).body).toBe('%PDF-1.4 homework');

    const removed = await send(teacher, { title: 'Again without', messageIdx }, [student3.user.userIdx], [], {
      removedFileList: [original?.fileList[0]?.fileIdx],
    });
    const bare = (await h.send('message.recv.GET', { messageIdx: removed.body.data?.result.messageIdx ?? 0 }, as(student3))).body.data
      ?.result;
    expect(bare?.fileList).toEqual([]);
    const tooMany = await send(
      teacher,
      { title: 'Too many', messageIdx },
      [student3.user.userIdx],
      [
        { name: 'a.png', data: 'a' },
        { name: 'b.png', data: 'b' },
        { name: 'c.png', data: 'c' },
      ],
    );
    expect(tooMany.body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    const notMine = await send(student2, { title: 'Steal', messageIdx: replyIdx }, [student2.user.userIdx]);
    expect(notMine.body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('message.SAVE validation and attachment rules', () => {
  it('needs a title, visible contents and receivers of the company who are not unsubscribed', async () => {
    const to = [student1.user.userIdx];
    expect((await send(teacher, { title: '   ' }, to)).body.details?.[0]).toMatchObject({ path: 'message.title', key: 'required' });
    expect((await send(teacher, { title: 'T', contents: '<p> &nbsp; </p><script>x</script>' }, to)).body.details?.[0]).toMatchObject({
      path: 'message.contents',
    });
    expect((await send(teacher, { title: 'T', contents: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>' }, to)).status).toBe(200);
    expect((await send(teacher, { title: 'T' }, [])).body.details?.[0]).toMatchObject({ path: 'receiverList' });
    expect((await send(teacher, { title: 'T' }, [999999])).body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    expect((await send(teacher, { title: 'x'.repeat(101) }, to)).body.details?.[0]?.path).toBe('message.title');
    const gone = await findUserByLoginId(h.db, h.demoCompanyIdx, 'student6');
    const operator = await h.login(DEMO.users.operator);
    await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [gone?.userIdx ?? 0], userStatusCd: UserStatus.OUT },
      { token: operator.token.access_token, serviceType: 'MANAGE' },
    );
    expect((await send(teacher, { title: 'T' }, [gone?.userIdx ?? 0])).body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
  });

  it('refuses more than 3 files, bad extensions, jfif and files over 30 MB, storing nothing', async () => {
    const before = await storedCount();
    const to = [student1.user.userIdx];
    const four = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => ({ name, data: 'x' }));
    expect((await send(teacher, { title: 'T' }, to, four)).body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    expect((await send(teacher, { title: 'T' }, to, [{ name: 'run.exe', data: 'MZ' }])).body.errorCode).toBe(ErrorCode.BAD_FILE_EXTENSION);
    expect((await send(teacher, { title: 'T' }, to, [{ name: 'photo.jfif', data: 'x' }])).body.errorCode).toBe(
      ErrorCode.BAD_FILE_EXTENSION,
    );
    expect((await send(teacher, { title: 'T' }, to, [{ name: 'big.pdf', data: Buffer.alloc(31_457_281) }])).body.errorCode).toBe(
      ErrorCode.FILE_TOO_LARGE,
    );
    // A failure after the files were stored (here: no title) removes them too.
    expect((await send(teacher, { title: '' }, to, [{ name: 'ok.pdf', data: 'x' }])).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect(await storedCount()).toBe(before);
    // Exactly 30 MB and 3 files pass; a repeated name is skipped.
    const ok = await send(teacher, { title: 'Max' }, to, [
      { name: 'max.pdf', data: Buffer.alloc(31_457_280) },
      { name: 'b.docx', data: 'b' },
      { name: 'b.docx', data: 'again' },
      { name: 'c.hwp', data: 'c' },
    ]);
    const got = await h.send('message.recv.GET', { messageIdx: ok.body.data?.result.messageIdx ?? 0 }, as(student1));
    expect(got.body.data?.result.fileList.map((f) => [f.orgFileName, f.fileSize])).toEqual([
      ['max.pdf', 31_457_280],
      ['b.docx', 1],
      ['c.hwp', 1],
    ]);
  });
});

describe('removal', () => {
  it('each side removes from its own box; the message and its files go when nobody keeps it', async () => {
    const sent = await send(
      teacher,
      { title: 'To remove' },
      [student2.user.userIdx, student3.user.userIdx],
      [{ name: 'r.pdf', data: 'r' }],
    );
    const messageIdx = sent.body.data?.result.messageIdx ?? 0;
    const stored = await storedCount();
    expect((await h.send('message.recv.REMOVE', { messageIdx }, as(student2))).body.data?.result.count).toBe(1);
    expect((await h.send('message.recv.GET', { messageIdx }, as(student2))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('message.send.GET', { messageIdx }, as(teacher))).status).toBe(200);
    // Removing what is not in one's box counts nothing.
    expect((await h.send('message.send.REMOVE', { messageIdx }, as(student3))).body.data?.result.count).toBe(0);
    expect((await h.send('message.send.REMOVE_LIST', { messageIdxList: [messageIdx] }, as(teacher))).body.data?.result.count).toBe(1);
    expect(await storedCount()).toBe(stored);
    expect((await h.send('message.recv.REMOVE_LIST', { messageIdxList: [messageIdx, 999999] }, as(student3))).body.data?.result.count).toBe(
      1,
    );
    expect(await storedCount()).toBe(stored - 1);
  });

  it('a deleted account keeps its name on messages it sent', async () => {
    const temp = await h.addUser({ userId: 'temp-sender', userName: 'Temp Sender', companyIdx: h.demoCompanyIdx });
    const tempLogin = await h.login('temp-sender');
    const sent = await send(tempLogin, { title: 'Bye' }, [student3.user.userIdx]);
    const operator = await h.login(DEMO.users.operator);
    await h.send('user.REMOVE_MULTI', { userIdxList: [temp.userIdx] }, { token: operator.token.access_token, serviceType: 'MANAGE' });
    const got = await h.send('message.recv.GET', { messageIdx: sent.body.data?.result.messageIdx ?? 0 }, as(student3));
    expect(got.body.data?.result).toMatchObject({ regUserIdx: null, regUserName: 'Temp Sender' });
  });
});
