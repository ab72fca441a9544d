import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { makeQuickAnswerPdf } from '../../../server/src/pdf/quick-answer-pdf';
import { DEMO } from '../../../server/src/seed/demo';
import { openInApp } from '../fixtures/navigate';
import { useOwnServer } from '../fixtures/ownServer';
import { BooksPage, type ChosenFile } from '../pages/BooksPage';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

/** A PDF of `lines` per page, made with pdf-lib like a publisher's file. */
async function pdfOf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595.28, 841.89]);
    lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 24, size: 16, font }));
  }
  return Buffer.from(await pdf.save());
}

const pdfFile = (name: string, buffer: Buffer): ChosenFile => ({ name, mimeType: 'application/pdf', buffer });

/** The three PDFs of a textbook, recognised by the kind word ending each name. */
async function textbookPdfs(stem: string): Promise<ChosenFile[]> {
  const questions = await pdfOf([
    ['Unit 1: numbers', '1. 7 + 5 = ?', '2. Which are even? (1) 3 (2) 4 (3) 5 (4) 8'],
    ['Unit 2: shapes', '3. How many sides has a triangle?'],
    ['Unit 3: time', '4. Minutes in an hour?'],
  ]);
  const commentary = await pdfOf([['Answers with explanations', '1. 12: seven and five make twelve.']]);
  // The quick answer as publishers print it ("1 12  2 ②④ ..."), with a text layer the server reads.
  const quick = Buffer.from(
    await makeQuickAnswerPdf([
      { questionNo: 1, answerType: 'text', answer: '12' },
      { questionNo: 2, answerType: 'choice', answer: '2,4' },
      { questionNo: 3, answerType: 'choice', answer: '3' },
      { questionNo: 4, answerType: 'text', answer: '60' },
    ]),
  );
  return [pdfFile(`${stem}_문제지.pdf`, questions), pdfFile(`${stem}_정답지.pdf`, commentary), pdfFile(`${stem}_빠른정답.pdf`, quick)];
}

test.describe('textbooks and workbooks', () => {
  const own = useOwnServer();

  async function signedInManager(browser: Browser, userId: string, locale = 'en-US'): Promise<Page> {
    const page = await own.signedIn(browser, userId, { locale });
    await new Shell(page).switchToManage();
    return page;
  }

  /** For the reviewer: the screen as a person sees it, kept with the test's results. */
  async function keepScreenshot(page: Page, info: TestInfo, name: string): Promise<void> {
    await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  }

  test('a teacher registers a textbook from three PDFs, watches it convert, edits contents and answers, copies it; another teacher cannot modify it', async ({
    browser,
  }, info) => {
    test.setTimeout(180_000);
    const page = await signedInManager(browser, DEMO.users.teacher);
    const books = new BooksPage(page);
    await books.openFromMenu();
    await books.openTab('textbook');
    await keepScreenshot(page, info, 'book-list-en');

    // Registration: the kind words name the three files; the view then shows the conversion.
    await books.register('E2E Algebra', 'textbook', await textbookPdfs('algebra'));
    await expect(page.getByTestId('book-view-name')).toHaveText('E2E Algebra');
    const bookIdx = Number(await books.view().getAttribute('data-book-idx'));
    await expect(books.view()).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
    await expect(books.pageCards()).toHaveCount(3);
    await expect(page.getByTestId('page-card-image').first()).toBeVisible();
    await expect(page.getByTestId('book-download-answer')).toBeVisible();
    await expect(page.getByTestId('book-download-commentary')).toBeVisible();

    // Table of contents: a start page past the last page is flagged and nothing is saved until fixed.
    await page.getByTestId('toc-edit').click();
    await books.addChapter('Numbers', '1');
    await books.addChapter('Shapes', '2');
    await books.addChapter('Time', '9');
    await expect(page.getByTestId('toc-edit-row').last()).toHaveAttribute('data-flagged', 'startPageAfterLastPage');
    await page.getByTestId('toc-save').click();
    await expect(books.toc()).toHaveAttribute('data-mode', 'edit');
    await page.getByTestId('toc-edit-row').last().getByTestId('toc-start-page').click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await page.getByTestId('toc-edit-row').nth(1).getByTestId('toc-indent').click();
    await page.getByTestId('toc-save').click();
    await expect(books.toc()).toHaveAttribute('data-mode', 'read');
    await expect(page.getByTestId('toc-item')).toHaveCount(3);
    await keepScreenshot(page, info, 'book-view-en');

    // Answers: what the quick answer says is proposed; the author accepts it and saves.
    await page.getByTestId('book-edit-answers').click();
    await expect(page.getByTestId('answer-editor')).toBeVisible({ timeout: 30_000 });
    // The editor lives at task/book, but the operator came from Textbooks: the menu says so, after a reload too.
    await expect(page.getByTestId('manage-menu-book')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('manage-menu-task')).not.toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByTestId('answer-editor')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('manage-menu-book')).toHaveAttribute('aria-current', 'page');
    const proposals = page.getByTestId('answer-proposal');
    await expect(proposals).toHaveCount(4);
    await expect(proposals.nth(1)).toContainText('②, ④');
    await keepScreenshot(page, info, 'answer-proposals-en');
    await page.getByTestId('answers-accept-all').click();
    await expect(proposals).toHaveCount(0);
    // The author corrects question 3: ③ becomes ③ and ⑤ (several choices are allowed).
    const third = page.locator('[data-testid="answer-row"][data-question="3"]');
    await expect(third.getByTestId('answer-choice-3')).toHaveAttribute('aria-pressed', 'true');
    await third.getByTestId('answer-choice-5').click();
    await keepScreenshot(page, info, 'answer-editor-en');
    await page.getByTestId('answers-save').click();
    await expect(page.getByTestId('answer-editor')).toHaveAttribute('data-dirty', 'false');
    await page.getByTestId('answers-close').click();
    await expect(books.view()).toBeVisible();
    await expect(page.getByTestId('book-details')).toContainText('4 of 4');

    // Copy: a blank name warns, a new name makes the teacher's own copy.
    await page.getByTestId('book-copy').click();
    const copyName = page.getByTestId('book-copy-name');
    await copyName.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.getByTestId('book-copy-save').click();
    await expect(page.getByTestId('book-copy-dialog')).toContainText('Enter a title.');
    await copyName.click();
    await page.keyboard.type('E2E Algebra copy');
    await page.getByTestId('book-copy-save').click();
    await expect(page.getByTestId('book-view-name')).toHaveText('E2E Algebra copy');
    await expect(page.getByTestId('toc-item')).toHaveCount(3);

    // Another teacher sees the book, without modify, delete or contents editing.
    const other = await signedInManager(browser, DEMO.users.teacher2);
    const otherBooks = new BooksPage(other);
    await otherBooks.openFromMenu();
    await otherBooks.openTab('textbook');
    await expect(otherBooks.row('E2E Algebra')).toBeVisible();
    await expect(otherBooks.row('E2E Algebra').getByTestId('book-row-modify')).toHaveCount(0);
    await expect(otherBooks.row('E2E Algebra').getByTestId('book-row-delete')).toHaveCount(0);
    await otherBooks.row('E2E Algebra').getByTestId('book-row-name').click();
    await expect(otherBooks.view()).toHaveAttribute('data-book-idx', String(bookIdx));
    await expect(other.getByTestId('book-copy')).toBeVisible();
    await expect(other.getByTestId('book-modify')).toHaveCount(0);
    await expect(other.getByTestId('book-delete')).toHaveCount(0);
    await expect(other.getByTestId('toc-edit')).toHaveCount(0);
  });

  test.describe('in each language', () => {
    // Both languages only read (nothing is saved): one signed-in manager serves them, instead of a new
    // context, sign-in and start of the app for each.
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ baseURL: own.server.origin, viewport: { width: 1400, height: 900 } });
      page = await context.newPage();
      await new LoginPage(page).signInAs(DEMO.users.teacher);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const language of ['en', 'ko'] as const) {
      test(`the book screens in ${language}: list, view with contents being edited, answers, registration problems`, async () => {
        const info = test.info();
        const text = {
          en: { list: 'Textbooks and workbooks', flagged: 'The book has only', register: 'Register book', kind: 'must end with' },
          ko: { list: '교재 및 문제집', flagged: '쪽까지 있습니다', register: '교재 등록', kind: '끝나야 합니다' },
        }[language];
        const books = new BooksPage(page);
        // The address chooses the language (the app starts again in it).
        await page.goto(`/demo/manage/book/textbook/list?lang=${language}`);
        await expect(page.getByTestId('page-title')).toHaveText(text.list);
        await expect(books.row('Demo Math Textbook')).toBeVisible();
        await keepScreenshot(page, info, `book-list-${language}`);

        // The seeded textbook: the contents in edit mode with a flagged start page, then discarded.
        await books.row('Demo Math Textbook').getByTestId('book-row-name').click();
        await expect(books.view()).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
        await page.getByTestId('toc-edit').click();
        await books.addChapter('Review', '99');
        await expect(books.toc()).toContainText(text.flagged);
        await keepScreenshot(page, info, `book-toc-edit-${language}`);
        await page.getByTestId('toc-cancel').click();
        await page.getByTestId('toc-cancel-dialog-confirm').click();
        await expect(books.toc()).toHaveAttribute('data-mode', 'read');

        await page.getByTestId('book-edit-answers').click();
        await expect(page.getByTestId('answer-editor')).toBeVisible({ timeout: 30_000 });
        await keepScreenshot(page, info, `answer-editor-${language}`);

        // A file whose name names no kind is explained before anything is sent. The list opens again as
        // the menu's link does (the language stays).
        await openInApp(page, '/demo/manage/book/textbook/list', '[data-testid="answer-editor"]');
        await page.getByTestId('book-register').click();
        const dialog = page.getByTestId('book-form-dialog');
        await expect(dialog).toContainText(text.register);
        await books.chooseFiles(dialog.getByTestId('book-pdf-files-button'), [
          pdfFile('science_문제지.pdf', await pdfOf([['Page']])),
          pdfFile('science notes.pdf', await pdfOf([['Notes']])),
        ]);
        await expect(dialog.getByTestId('book-pdf-item').nth(1)).toContainText(text.kind);
        await keepScreenshot(page, info, `book-register-${language}`);
      });
    }
  });
});
