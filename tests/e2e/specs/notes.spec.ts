import { expect, test, type Browser } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { DEMO } from '../../../server/src/seed/demo';
import { useOwnServer } from '../fixtures/ownServer';
import { NotesPage } from '../pages/NotesPage';

/**
 * Notes against the real server and its demo homework (a deployed task with submitted, in-progress
 * and completed notes): the teacher inspects a submitted note and completes it, its student then
 * opens it, and the teacher downloads chosen pages as a PDF and as a zip.
 */
test.describe('notes', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, userId: string) => own.signedIn(browser, userId);

  test('the teacher inspects and completes a submitted note, the student opens it, the teacher downloads pages as PDF and zip', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacherPage = await signedIn(browser, DEMO.users.teacher);
    const teacher = new NotesPage(teacherPage);
    await teacher.openFromTabs('submitted');
    const submitted = teacher.row(2).first();
    await expect(submitted).toBeVisible();
    const studentId = (await submitted.getAttribute('data-user-id')) ?? '';
    const noteIdx = (await submitted.getAttribute('data-note-idx')) ?? '';
    await expect(submitted.getByTestId('note-row-status')).toHaveText('Not completed');
    await teacher.open(submitted);
    await expect(teacherPage).toHaveURL(new RegExp(`noteIdx=${noteIdx}`));

    // Mark one answer: the header follows the answer's counts.
    const question = teacher.questions().first();
    const before = Number(await teacher.header('correct').getAttribute('data-count'));
    const wasCorrect = (await question.getAttribute('data-result')) === 'correct';
    await question.getByTestId(wasCorrect ? 'note-question-mark-wrong' : 'note-question-mark-correct').click();
    await expect(question).toHaveAttribute('data-result', wasCorrect ? 'wrong' : 'correct');
    await expect(question.getByTestId('note-question-result')).toContainText('teacher');
    await expect(teacher.header('correct')).toHaveAttribute('data-count', String(wasCorrect ? before - 1 : before + 1));

    await teacher.dialog().getByTestId('note-comment').click();
    await teacherPage.keyboard.type('Good work, check question 1 again.');
    await teacher.dialog().getByTestId('note-complete').click();
    await teacher.confirm();
    await expect(teacher.dialog().getByTestId('note-status')).toHaveText('Completion');
    await teacher.dialog().getByTestId('note-dialog-close').click();
    await expect(teacherPage.locator(`[data-testid="note-row"][data-note-idx="${noteIdx}"]`)).toHaveAttribute('data-note-status', '4');

    // Its student opens the completed note, with the feedback.
    const studentPage = await signedIn(browser, studentId);
    const student = new NotesPage(studentPage);
    await student.openFromTabs('work');
    const completed = studentPage.locator(`[data-testid="note-row"][data-note-idx="${noteIdx}"]`);
    await expect(completed.getByTestId('note-row-status')).toHaveText('Completion');
    await student.open(completed);
    await expect(student.dialog().getByTestId('note-comment-text')).toHaveText('Good work, check question 1 again.');

    // The teacher downloads two chosen pages: first as PDF (asked, remembered), then as zip.
    await teacher.open(teacherPage.locator(`[data-testid="note-row"][data-note-idx="${noteIdx}"]`));
    await teacher.chooseColumns(3);
    await teacher.selectPages(2);
    const pdf = await teacher.download('pdf', 'asked');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);
    const again = await teacher.download('pdf', 'remembered');
    expect((await PDFDocument.load(again.bytes)).getPageCount()).toBe(2);
    const zip = await teacher.download('zip', 'choose');
    expect(zip.name).toMatch(/\.zip$/);
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toHaveLength(2);
  });
});
