import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookType, ConversionStatus, ErrorCode, localDayEnd, localDayStart, type LoginResult, TextbookType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { makeQuickAnswerPdf } from '../../pdf';
import { makeHugePagePdf, makeTextPdf } from '../../pdf/sample-pdfs';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { otherCompany } from '../../test/rooms';
import { waitUntil } from '../../test/waitUntil';
import { sendMultipart, type TestFile } from '../../test/multipart';

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let teacher2: LoginResult;
let worksheet: Buffer;

const as = (login: LoginResult, serviceType = 'MANAGE') => ({ token: login.token.access_token, serviceType });
const pdf = (name: string, data: Buffer | string): TestFile => ({ name, data, type: 'application/pdf' });
const book = (bookName = 'Algebra 1') => ({ bookName, bookDesc: '', bookType: TextbookType.TEXTBOOK });

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

async function bookCount(): Promise<number> {
  const reply = await h.send('book.LIST', { size: 50 }, as(teacher));
  return reply.body.data!.resultPage.total;
}

async function waitConverted(bookIdx: number, login = teacher) {
  return waitUntil(
    async () => (await h.send('book.CONVERSION', { bookIdx }, as(login))).body.data!.result,
    ({ status }) => status === 'ready' || status === 'failed',
  );
}

async function register(files: TestFile[], extra: Record<string, unknown> = {}, login = teacher) {
  return sendMultipart(h, 'bookSave.ADD', { book: book(), ...extra }, files, as(login));
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-book-'));
  h = await startHarness({ filesDir });
  [teacher, teacher2] = await Promise.all([h.login(DEMO.users.teacher), h.login(DEMO.users.teacher2)]);
  worksheet = Buffer.from(await makeTextPdf(3));
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('registration from PDFs', () => {
  it('refuses a wrong kind word, a missing worksheet, a non-PDF, an encrypted and a huge-page PDF, keeping nothing', async () => {
    const before = { files: await storedCount(), books: await bookCount() };
    const cases: Array<[TestFile[], string]> = [
      [[pdf('algebra_해설.pdf', worksheet)], ErrorCode.BOOK_FILE_KIND],
      [[pdf('algebra_빠른정답.pdf', worksheet)], ErrorCode.BOOK_FILE_MISSING],
      [[pdf('a_문제지.pdf', worksheet), pdf('b_문제지.pdf', worksheet)], ErrorCode.BOOK_FILE_KIND],
      [[pdf('algebra_문제지.pdf', 'hello, not a pdf')], ErrorCode.FILE_UNREADABLE],
      [[pdf('algebra_문제지.pdf', await readFile(join(import.meta.dirname, '../../pdf/fixtures/encrypted.pdf')))], ErrorCode.PDF_ENCRYPTED],
      [[pdf('algebra_문제지.pdf', Buffer.from(await makeHugePagePdf()))], ErrorCode.PDF_OVER_LIMITS],
      [[{ name: 'algebra_문제지.png', data: 'x' }], ErrorCode.BAD_FILE_EXTENSION],
    ];
    for (const [files, code] of cases) {
      const reply = await register(files);
      expect(reply.body.errorCode, files.map((f) => f.name).join()).toBe(code);
      expect(reply.status).toBe(400);
    }
    expect({ files: await storedCount(), books: await bookCount() }).toEqual(before);
  });

  it('registers from names with kind words, converts with progress, and pages come 100 at a time', async () => {
    const reply = await register([pdf('algebra_문제지.pdf', worksheet), pdf('algebra_빠른정답.pdf', worksheet)]);
    expect(reply.body.success).toBe(true);
    const bookIdx = reply.body.data!.result.bookIdx;
    expect(reply.body.data!.result.conversion).toMatchObject({ status: 'queued', pageTotal: 3 });
    expect(await waitConverted(bookIdx)).toEqual({ status: 'ready', pagesDone: 3, pageTotal: 3, failCode: null, failReason: null });
    const view = await h.send('book.VIEW_WITH_PAGE', { bookIdx, fromPage: 1, toPage: 100 }, as(teacher));
    expect(view.body.data!.pageList.map((p) => p.pageNo)).toEqual([1, 2, 3]);
    expect(view.body.data!.result).toMatchObject({ pageCount: 3, editable: true, sourceFileList: expect.any(Array) });
    const tooMany = await h.send('book.VIEW_WITH_PAGE', { bookIdx, fromPage: 1, toPage: 101 }, as(teacher));
    expect(tooMany.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const beyond = await h.send('book.VIEW_WITH_PAGE', { bookIdx, fromPage: 1000, toPage: 1001 }, as(teacher));
    expect(beyond.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('takes the custom-named mode: the author says which file is which', async () => {
    const reply = await register([pdf('chapter one.pdf', worksheet)], {
      fileKindList: [{ fileName: 'chapter one.pdf', kind: 'worksheet' }],
    });
    expect(reply.body.success).toBe(true);
    await waitConverted(reply.body.data!.result.bookIdx);
  });
});

describe('author rules, copies and deletion', () => {
  let bookIdx: number;
  beforeAll(async () => {
    const reply = await register([pdf('geometry_문제지.pdf', worksheet), pdf('geometry_정답지.pdf', worksheet)]);
    bookIdx = reply.body.data!.result.bookIdx;
    await waitConverted(bookIdx);
  });

  it('another teacher sees it but cannot modify, delete or edit its contents', async () => {
    const view = await h.send('book.VIEW', { bookIdx }, as(teacher2));
    expect(view.body.data!.result.editable).toBe(false);
    const mod = await h.send('bookSave.MOD', { bookIdx, book: book('Mine now') }, as(teacher2));
    expect(mod.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await h.send('book.DEL', { bookIdx }, as(teacher2))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const toc = await h.send('bookChapter.SAVE', { bookIdx, chapterList: [] }, as(teacher2));
    expect(toc.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it('validates the table of contents and saves it sorted without empty untitled leaves', async () => {
    const bad = await h.send(
      'bookChapter.SAVE',
      {
        bookIdx,
        chapterList: [
          { title: 'One', startPage: 2, children: [] },
          { title: 'Two', startPage: 1, children: [] },
          { title: 'Three', startPage: 9, children: [] },
        ],
      },
      as(teacher),
    );
    expect(bad.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect(bad.body.details?.map((d) => d.path)).toEqual(['chapterList.1.startPage', 'chapterList.2.startPage']);
    const good = await h.send(
      'bookChapter.SAVE',
      {
        bookIdx,
        chapterList: [
          {
            title: 'One',
            startPage: 1,
            children: [
              { title: 'One.a', startPage: 2, children: [] },
              { title: ' ', startPage: null, children: [] },
            ],
          },
          { title: 'Two', startPage: 3, children: [] },
        ],
      },
      as(teacher),
    );
    expect(good.body.data!.result.chapterList.map((c) => [c.title, c.startPage, c.children.map((x) => x.title)])).toEqual([
      ['One', 1, ['One.a']],
      ['Two', 3, []],
    ]);
  });

  it('copies for another teacher (blank name refused); deleting the original keeps the copy readable', async () => {
    const blank = await h.send('bookSave.DUP', { bookIdx, bookName: '   ' }, as(teacher2));
    expect(blank.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const dup = await h.send('bookSave.DUP', { bookIdx, bookName: 'Geometry (copy)' }, as(teacher2));
    const copyIdx = dup.body.data!.result.bookIdx;
    const copy = await h.send('book.VIEW_WITH_PAGE', { bookIdx: copyIdx, fromPage: 1, toPage: 100 }, as(teacher2));
    expect(copy.body.data!.result).toMatchObject({ editable: true, pageCount: 3, regUser: { userIdx: teacher2.user.userIdx } });
    expect(copy.body.data!.chapter).toHaveLength(2);
    expect((await h.send('book.DEL', { bookIdx }, as(teacher))).body.success).toBe(true);
    const page = await h.app.inject({
      method: 'GET',
      url: `/boda/book/file?command=DOWNLOAD_PAGE&bookIdx=${copyIdx}&pageNo=2`,
      headers: { authorization: `Bearer ${teacher2.token.access_token}`, 'x-service-type': 'MANAGE' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.length).toBeGreaterThan(100);
    const commentary = await h.app.inject({
      method: 'GET',
      url: `/boda/book/file?command=DOWNLOAD_COMMENTARY&bookIdx=${copyIdx}`,
      headers: { authorization: `Bearer ${teacher2.token.access_token}`, 'x-service-type': 'MANAGE' },
    });
    expect(commentary.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const before = await storedCount();
    expect((await h.send('book.DEL', { bookIdx: copyIdx }, as(teacher2))).body.success).toBe(true);
    // The last book naming them is gone: 2 PDFs and 3 pages with thumbnails.
    expect(before - (await storedCount())).toBe(2 + 3 * 2);
  });
});

describe('homework textbooks and answers', () => {
  it('needs the worksheet and the quick answer, and saves answers only when every choice has one', async () => {
    const textbook = { textbookName: 'Week 1', textbookDesc: '', bankType: 1 };
    const missing = await sendMultipart(h, 'textbook.ADD', { textbook }, [pdf('week1_문제지.pdf', worksheet)], as(teacher, 'SERVICE'));
    expect(missing.body.errorCode).toBe(ErrorCode.BOOK_FILE_MISSING);
    const added = await sendMultipart(
      h,
      'textbook.ADD',
      { textbook },
      [
        pdf('week1_문제지.pdf', worksheet),
        pdf('week1_빠른정답.pdf', Buffer.from(await makeQuickAnswerPdf([{ questionNo: 1, answerType: 'choice', answer: '2,4' }]))),
      ],
      as(teacher, 'SERVICE'),
    );
    const textbookIdx = added.body.data!.result.textbookIdx;
    await waitConverted(textbookIdx);
    const proposal = await h.send('textbook.ANSWER_PROPOSAL', { textbookIdx }, as(teacher, 'SERVICE'));
    // Proposed from the quick answer's text, never saved as the answers.
    expect(proposal.body.data!.result).toEqual({ status: 'ready', solutionList: [{ PNo: 1, AnsTy: 1, Ans: '2,4' }] });
    expect((await h.send('textbook.VIEW', { textbookIdx }, as(teacher, 'SERVICE'))).body.data!.result.solutionList).toEqual([]);
    const empty = await h.send(
      'textbook.MOD_ANSWER',
      { textbookIdx, solutionList: [{ PNo: 1, AnsTy: 1, Ans: '' }] },
      as(teacher, 'SERVICE'),
    );
    expect(empty.body.details?.[0]?.path).toBe('solutionList.0.Ans');
    const saved = await h.send(
      'textbook.MOD_ANSWER',
      {
        textbookIdx,
        solutionList: [
          { PNo: 2, AnsTy: 2, Ans: ' 12 ' },
          { PNo: 1, AnsTy: 1, Ans: '4,2' },
        ],
      },
      as(teacher, 'SERVICE'),
    );
    expect(saved.body.data!.result).toMatchObject({ questionCount: 2, answerCount: 2 });
    const view = await h.send('textbook.VIEW', { textbookIdx }, as(teacher, 'SERVICE'));
    expect(view.body.data!.result.solutionList).toEqual([
      { PNo: 1, AnsTy: 1, Ans: '2,4' },
      { PNo: 2, AnsTy: 2, Ans: '12' },
    ]);
    const other = await h.send('textbook.MOD_ANSWER', { textbookIdx, solutionList: [] }, as(teacher2, 'SERVICE'));
    expect(other.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('list filters', () => {
  it("takes the date range as the caller's local days: a book of 08:30 in Seoul is on that Seoul day", async () => {
    const [row] = await h.db
      .insert(books)
      .values({
        companyIdx: h.demoCompanyIdx,
        regUserIdx: teacher.user.userIdx,
        regUserName: teacher.user.userName,
        bookName: 'Seoul morning',
        bookUse: BookType.BOOK,
        bookType: TextbookType.WORKBOOK,
        source: 'pdf',
        conversionStatus: ConversionStatus.READY,
        regDatetime: new Date('2026-11-22T23:30:00Z'),
      })
      .returning();
    const names = async (from: string, to: string) => {
      const input = { searchStartDate: from, searchEndDate: to, searchKeyword: 'Seoul morning', size: 50 };
      const reply = await h.send('book.LIST', input, as(teacher));
      return reply.body.data!.resultPage.content.map((b) => b.bookIdx);
    };
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Seoul';
    try {
      expect(await names(localDayStart('2026-11-23'), localDayEnd('2026-11-23'))).toEqual([row!.bookIdx]);
      expect(await names(localDayStart('2026-11-22'), localDayEnd('2026-11-22'))).toEqual([]);
    } finally {
      process.env.TZ = zone;
    }
    // An instant with an offset names the same moment; a bare day is no longer taken.
    expect(await names('2026-11-23T00:00:00+09:00', '2026-11-23T08:30:00+09:00')).toEqual([row!.bookIdx]);
    const bare = await h.send('book.LIST', { searchStartDate: '2026-11-23' }, as(teacher));
    expect(bare.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });
});

describe('demo books', () => {
  it('the seed converts a textbook and a workbook the demo teacher and the manage area see', async () => {
    const { seedDemoBooks } = await import('../../seed/demo-books');
    await h.send('book.LIST', {}, as(teacher));
    const mine = (await h.send('book.LIST', { size: 50 }, as(teacher))).body.data!.resultPage.content;
    for (const b of mine) await h.send('book.DEL', { bookIdx: b.bookIdx }, as(teacher));
    const textbooks = (await h.send('textbook.LIST', { size: 50 }, as(teacher, 'SERVICE'))).body.data!.resultPage.content;
    for (const b of textbooks) await h.send('textbook.DEL', { textbookIdx: b.bookIdx }, as(teacher, 'SERVICE'));
    expect(await seedDemoBooks(h.app.boda)).toBe(2);
    const list = (await h.send('book.LIST', { size: 50 }, as(teacher))).body.data!.resultPage.content;
    expect(list.map((b) => [b.bookType, b.conversion.status, b.pageCount]).sort()).toEqual([
      [TextbookType.TEXTBOOK, 'ready', 6],
      [TextbookType.WORKBOOK, 'ready', 4],
    ]);
    expect(await seedDemoBooks(h.app.boda)).toBe(0);
  });
});

describe('library books for homework', () => {
  it('a teacher without the manage area lists and deploys on the library books of their own company only', async () => {
    const open = await h.login(DEMO.users.openTeacher);
    const student = await h.login(DEMO.users.student);
    const other = await otherCompany(h, 'books-library');
    const libraryBook = (companyIdx: number, bookName: string) => ({
      companyIdx,
      regUserName: 'Operator',
      bookName,
      bookUse: BookType.BOOK,
      bookType: TextbookType.TEXTBOOK,
      source: 'pdf',
      conversionStatus: ConversionStatus.READY,
    });
    const [own] = await h.db.insert(books).values(libraryBook(h.demoCompanyIdx, 'Library own')).returning();
    const [foreign] = await h.db.insert(books).values(libraryBook(other.company.companyIdx, 'Library foreign')).returning();

    // book.LIST is the manage area's; the open teacher has no manage access at all.
    expect((await h.send('book.LIST', {}, as(open, 'SERVICE'))).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    const listed = async (login: LoginResult) =>
      (await h.send('textbook.LIST', { bookUse: BookType.BOOK, size: 50 }, as(login, 'SERVICE'))).body.data!.resultPage.content.map(
        (b) => b.bookName,
      );
    expect(await listed(open)).toContain('Library own');
    expect(await listed(open)).not.toContain('Library foreign');
    expect(await listed(other.teacher)).toEqual(['Library foreign']);

    const task = { taskName: 'From the library', submitLimitDatetime: new Date(Date.now() + 2 * 86_400_000).toISOString(), autoReview: 0 };
    const deployed = await h.send(
      'task.ADD',
      { textbookIdx: own!.bookIdx, task, userIdxList: [student.user.userIdx] },
      as(open, 'SERVICE'),
    );
    expect(deployed.body.data?.result.textbookIdx).toBe(own!.bookIdx);
    const crossed = await h.send(
      'task.ADD',
      { textbookIdx: foreign!.bookIdx, task, userIdxList: [student.user.userIdx] },
      as(open, 'SERVICE'),
    );
    expect(crossed.body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });
});
