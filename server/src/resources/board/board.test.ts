import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardKind, ErrorCode, type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { sendMultipart, type TestFile } from '../../test/multipart';
import { otherCompany, token } from '../../test/rooms';

let h: Harness;
let filesDir: string;
let operator: LoginResult;
let teacher: LoginResult;
let teacher2: LoginResult;
let openTeacher: LoginResult;
let student: LoginResult;

const KST = 540;
const DAY = 86_400_000;
const pdf = (name = 'guide.pdf'): TestFile => ({ name, data: '%PDF-1.4 guide', type: 'application/pdf' });

/** 'YYYY-MM-DD' of the harness clock in KST, plus `days`. */
function kstDay(days = 0): string {
  return new Date(h.clock.now().getTime() + KST * 60_000 + days * DAY).toISOString().slice(0, 10);
}

function save(
  who: LoginResult,
  boardPost: Record<string, unknown>,
  files: TestFile[] = [],
  extra: Record<string, unknown> = {},
  area: 'SERVICE' | 'MANAGE' = 'SERVICE',
) {
  return sendMultipart(
    h,
    'board.post.SAVE',
    { boardPost: { title: 'Title', content: '<p>Body</p>', ...boardPost }, utcOffsetMin: KST, ...extra },
    files,
    { token: who.token.access_token, serviceType: area },
  );
}

function notice(boardPost: Record<string, unknown> = {}, files: TestFile[] = []) {
  return save(
    operator,
    { boardKindCd: BoardKind.NOTICE, publishStartDatetime: kstDay(0), publishEndDatetime: kstDay(7), ...boardPost },
    files,
    {},
    'MANAGE',
  );
}

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

function download(login: LoginResult, fileIdx: number, area = 'SERVICE') {
  return h.app.inject({
    method: 'GET',
    url: `/boda/board?command=DOWNLOAD_FILE&fileIdx=${fileIdx}`,
    headers: { authorization: `Bearer ${login.token.access_token}`, 'x-service-type': area },
  });
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-board-'));
  h = await startHarness({ filesDir });
  [operator, teacher, teacher2, openTeacher, student] = await Promise.all([
    h.login(DEMO.users.operator),
    h.login(DEMO.users.teacher),
    h.login(DEMO.users.teacher2),
    h.login(DEMO.users.openTeacher),
    h.login(DEMO.users.student),
  ]);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('board settings', () => {
  it('each company has a notice board with publishing periods and a board without', async () => {
    const n = await h.send('board.GET', { boardKindCd: BoardKind.NOTICE }, token(student));
    const b = await h.send('board.GET', { boardKindCd: BoardKind.BOARD }, token(student));
    expect(n.body.data?.result).toMatchObject({ boardKindCd: 1, publishUse: true });
    expect(b.body.data?.result).toMatchObject({ boardKindCd: 3, publishUse: false });
    expect(n.body.data?.result.boardIdx).not.toBe(b.body.data?.result.boardIdx);
  });

  it('refuses the inquiry kind and unknown kinds with 400', async () => {
    const reply = await h.send('board.GET', { boardKindCd: 2 as 1 }, token(student));
    expect(reply.status).toBe(400);
  });
});

describe('notices', () => {
  it('an operator publishes from the manage area; the end is stamped 23:59:59 in the caller offset', async () => {
    const reply = await notice({ title: '  Holiday  ', content: '<p onclick="x()">Closed<script>alert(1)</script></p>' }, [pdf()]);
    expect(reply.status).toBe(200);
    const postIdx = reply.body.data?.result.postIdx ?? 0;
    const got = await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(operator, 'MANAGE'));
    const post = got.body.data?.result;
    expect(post?.title).toBe('Holiday');
    expect(post?.content).toBe('<p>Closed</p>');
    expect(post?.fileList).toHaveLength(1);
    const end = new Date(post?.publishEndDatetime ?? '');
    const endKst = new Date(end.getTime() + KST * 60_000).toISOString();
    expect(endKst.slice(0, 10)).toBe(kstDay(7));
    expect(endKst.slice(11, 19)).toBe('23:59:59');
    const startKst = new Date(new Date(post?.publishStartDatetime ?? '').getTime() + KST * 60_000).toISOString();
    expect(startKst.slice(0, 19)).toBe(`${kstDay(0)}T00:00:00`);
  });

  it('is refused from the service area, even to an operator, and to teachers', async () => {
    const fromService = await save(operator, { boardKindCd: 1, publishStartDatetime: kstDay(0), publishEndDatetime: kstDay(1) });
    expect(fromService.status).toBe(403);
    const byTeacher = await save(teacher, { boardKindCd: 1, publishStartDatetime: kstDay(0), publishEndDatetime: kstDay(1) });
    expect(byTeacher.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it('checks the period: required, start not after end, not before today, at most one year ahead', async () => {
    const missing = await notice({ publishStartDatetime: null, publishEndDatetime: null });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.map((d) => d.path).sort()).toEqual(['boardPost.publishEndDatetime', 'boardPost.publishStartDatetime']);
    const reversed = await notice({ publishStartDatetime: kstDay(3), publishEndDatetime: kstDay(2) });
    expect(reversed.body.details?.[0]?.path).toBe('boardPost.publishStartDatetime');
    const past = await notice({ publishStartDatetime: kstDay(-1), publishEndDatetime: kstDay(2) });
    expect(past.status).toBe(400);
    const far = await notice({ publishStartDatetime: kstDay(0), publishEndDatetime: kstDay(366) });
    expect(far.body.details?.[0]?.path).toBe('boardPost.publishEndDatetime');
    const year = await notice({ publishStartDatetime: kstDay(0), publishEndDatetime: kstDay(365) });
    expect(year.status).toBe(200);
    const bogus = await notice({ publishStartDatetime: '2026-02-30', publishEndDatetime: kstDay(2) });
    expect(bogus.status).toBe(400);
  });

  it('the service area sees a notice only inside its window; the manage area sees all', async () => {
    const later = await notice({ title: 'Next month exam', publishStartDatetime: kstDay(30), publishEndDatetime: kstDay(40) });
    const postIdx = later.body.data?.result.postIdx ?? 0;
    const serviceList = await h.send('board.post.LIST', { boardKindCd: 1, searchKeyword: 'Next month' }, token(student));
    expect(serviceList.body.data?.resultPage.total).toBe(0);
    const manageList = await h.send('board.post.LIST', { boardKindCd: 1, searchKeyword: 'Next month' }, token(operator, 'MANAGE'));
    expect(manageList.body.data?.resultPage.content.map((p) => p.postIdx)).toEqual([postIdx]);
    const hidden = await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(student));
    expect(hidden.status).toBe(404);

    h.clock.advance(35 * DAY);
    try {
      const later = await h.login(DEMO.users.student);
      const shown = await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(later));
      expect(shown.status).toBe(200);
    } finally {
      h.clock.reset();
    }
    h.clock.advance(41 * DAY);
    try {
      const later = await h.login(DEMO.users.student);
      const expired = await h.send('board.post.LIST', { boardKindCd: 1, searchKeyword: 'Next month' }, token(later));
      expect(expired.body.data?.resultPage.total).toBe(0);
    } finally {
      h.clock.reset();
    }
  });

  it('LIST_PUBLISH gives unread notices in their window; reading one removes it and counts one read', async () => {
    const made = await notice({ title: 'Pop-up notice' });
    const postIdx = made.body.data?.result.postIdx ?? 0;
    const before = await h.send('board.post.LIST_PUBLISH', {}, token(student));
    expect(before.body.data?.resultList.map((p) => p.title)).toContain('Pop-up notice');
    expect(before.body.data?.resultList.map((p) => p.title)).not.toContain('Next month exam');

    await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(student));
    await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(student));
    const after = await h.send('board.post.LIST_PUBLISH', {}, token(student));
    expect(after.body.data?.resultList.map((p) => p.postIdx)).not.toContain(postIdx);

    const list = await h.send('board.post.LIST', { boardKindCd: 1, searchKeyword: 'Pop-up' }, token(teacher));
    const row = list.body.data?.resultPage.content[0];
    expect(row).toMatchObject({ postIdx, readCount: 1, postRead: false });
    const studentRow = (await h.send('board.post.LIST', { boardKindCd: 1, searchKeyword: 'Pop-up' }, token(student))).body.data?.resultPage
      .content[0];
    expect(studentRow?.postRead).toBe(true);
    const teacherRead = await h.send('board.post.GET', { boardKindCd: 1, postIdx }, token(teacher));
    expect(teacherRead.body.data?.result.readCount).toBe(2);
  });
});

describe('board posts', () => {
  let postIdx = 0;
  let fileIdx = 0;

  it('teachers and open teachers post; students may not', async () => {
    const reply = await save(teacher, { boardKindCd: BoardKind.BOARD, title: 'Lesson plan' }, [pdf('plan.pdf')]);
    expect(reply.status).toBe(200);
    postIdx = reply.body.data?.result.postIdx ?? 0;
    const open = await save(openTeacher, { boardKindCd: BoardKind.BOARD, title: 'Open class' });
    expect(open.status).toBe(200);
    const byStudent = await save(student, { boardKindCd: BoardKind.BOARD, title: 'Hi' });
    expect(byStudent.status).toBe(403);
    const got = await h.send('board.post.GET', { boardKindCd: 3, postIdx }, token(student));
    expect(got.body.data?.result).toMatchObject({ title: 'Lesson plan', publishStartDatetime: null, mine: false, readCount: 1 });
    fileIdx = got.body.data?.result.fileList[0]?.fileIdx ?? 0;
    const file = await download(student, fileIdx);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 guide');
  });

  it('title and content must not be blank (WB 400 naming the field)', async () => {
    const blankTitle = await save(teacher, { boardKindCd: 3, title: '   ' });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.body.details?.[0]?.path).toBe('boardPost.title');
    const blankContent = await save(teacher, { boardKindCd: 3, content: '<p> &nbsp; </p>' });
    expect(blankContent.body.details?.[0]?.path).toBe('boardPost.content');
  });

  it('only the author edits; another teacher and an operator are refused', async () => {
    const other = await save(teacher2, { boardKindCd: 3, postIdx, title: 'Hijack' });
    expect(other.status).toBe(403);
    const op = await save(operator, { boardKindCd: 3, postIdx, title: 'Hijack' }, [], {}, 'MANAGE');
    expect(op.status).toBe(403);
    const own = await save(teacher, { boardKindCd: 3, postIdx, title: 'Lesson plan v2' });
    expect(own.status).toBe(200);
    const got = await h.send('board.post.GET', { boardKindCd: 3, postIdx }, token(teacher));
    expect(got.body.data?.result).toMatchObject({ title: 'Lesson plan v2', mine: true });
  });

  it('holds at most 5 files, old and new; removed files are deleted from storage', async () => {
    const tooMany = await save(
      teacher,
      { boardKindCd: 3, postIdx },
      [1, 2, 3, 4, 5].map((n) => pdf(`f${n}.pdf`)),
    );
    expect(tooMany.body.errorCode).toBe(ErrorCode.TOO_MANY_FILES);
    const six = await save(
      teacher,
      { boardKindCd: 3 },
      [1, 2, 3, 4, 5, 6].map((n) => pdf(`f${n}.pdf`)),
    );
    expect(six.status).toBe(400);
    const stored = await storedCount();
    const swap = await save(
      teacher,
      { boardKindCd: 3, postIdx },
      [1, 2, 3, 4, 5].map((n) => pdf(`g${n}.pdf`)),
      {
        removeFileIdxList: [fileIdx],
      },
    );
    expect(swap.status).toBe(200);
    expect(await storedCount()).toBe(stored + 4);
    const files = await h.send('board.post.GET_FILE', { boardKindCd: 3, postIdx }, token(student));
    expect(files.body.data?.resultList.map((f) => f.orgFileName)).toEqual(['g1.pdf', 'g2.pdf', 'g3.pdf', 'g4.pdf', 'g5.pdf']);
    expect((await download(student, fileIdx)).statusCode).toBe(404);
  });

  it('only the author removes from the service area; an operator removes any in the manage area', async () => {
    const other = await h.send('board.post.REMOVE', { boardKindCd: 3, postIdx }, token(teacher2));
    expect(other.status).toBe(403);
    const opService = await h.send('board.post.REMOVE', { boardKindCd: 3, postIdx }, token(operator));
    expect(opService.status).toBe(403);
    const mine = await save(teacher2, { boardKindCd: 3, title: 'Mine' });
    const mineIdx = mine.body.data?.result.postIdx ?? 0;
    const own = await h.send('board.post.REMOVE', { boardKindCd: 3, postIdx: mineIdx }, token(teacher2));
    expect(own.body.data?.result.count).toBe(1);
    const stored = await storedCount();
    const op = await h.send('board.post.REMOVE', { boardKindCd: 3, postIdx }, token(operator, 'MANAGE'));
    expect(op.body.data?.result.count).toBe(1);
    expect(await storedCount()).toBe(stored - 5);
    const gone = await h.send('board.post.GET', { boardKindCd: 3, postIdx }, token(teacher));
    expect(gone.status).toBe(404);
  });

  it('lists 10 per page, newest first, with keyword over title and author', async () => {
    for (let i = 1; i <= 11; i += 1) await save(teacher2, { boardKindCd: 3, title: `Paged ${i}` });
    const first = await h.send('board.post.LIST', { boardKindCd: 3, searchKeyword: 'Paged' }, token(student));
    expect(first.body.data?.resultPage.content).toHaveLength(10);
    expect(first.body.data?.resultPage.content[0]?.title).toBe('Paged 11');
    expect(first.body.data?.resultPage.total).toBe(11);
    const second = await h.send('board.post.LIST', { boardKindCd: 3, searchKeyword: 'Paged', page: 2 }, token(student));
    expect(second.body.data?.resultPage.content.map((p) => p.title)).toEqual(['Paged 1']);
  });
});

describe('other companies', () => {
  it('never see or touch posts and files of another company (404)', async () => {
    const mine = await save(teacher, { boardKindCd: 3, title: 'Private to demo' }, [pdf()]);
    const postIdx = mine.body.data?.result.postIdx ?? 0;
    const files = await h.send('board.post.GET_FILE', { boardKindCd: 3, postIdx }, token(teacher));
    const fileIdx = files.body.data?.resultList[0]?.fileIdx ?? 0;
    const other = await otherCompany(h, 'board-other');
    expect((await h.send('board.post.GET', { boardKindCd: 3, postIdx }, token(other.teacher))).status).toBe(404);
    expect((await h.send('board.post.REMOVE', { boardKindCd: 3, postIdx }, token(other.operator, 'MANAGE'))).status).toBe(404);
    expect((await save(other.teacher, { boardKindCd: 3, postIdx, title: 'x' })).status).toBe(404);
    expect((await download(other.teacher, fileIdx)).statusCode).toBe(404);
    const list = await h.send('board.post.LIST', { boardKindCd: 3 }, token(other.student));
    expect(list.body.data?.resultPage.total).toBe(0);
  });
});
