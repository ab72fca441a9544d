import { expect, test, type Browser } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { boxOf, clipping, lineCount, overlaps, textLines } from '../fixtures/layout';
import { useOwnServer } from '../fixtures/ownServer';
import { HomeworkPage } from '../pages/HomeworkPage';
import { Shell } from '../pages/Shell';

const DEMO_TEXTBOOK = 'Demo Math Textbook';
const STUDENTS = ['Student Han', 'Student Yoon'];

test.describe('homework deploy', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, userId: string) => own.signedIn(browser, userId);

  test('a teacher deploys the demo textbook to two students with auto review; a student finds it not started', async ({ browser }) => {
    test.setTimeout(120_000);
    const name = `Fractions and decimals, week three: adding, subtracting and comparing them ${Date.now()}`;
    // The demo textbook is a library book: the manage area's deploy form offers those (book.LIST is a manage call).
    const teacher = await signedIn(browser, DEMO.users.teacher);
    await new Shell(teacher).switchToManage();
    const homework = new HomeworkPage(teacher);
    await homework.openManageList();
    await homework.deploy({ book: DEMO_TEXTBOOK, name, students: STUDENTS, autoReview: true });

    await expect(teacher.getByTestId('toast-success')).toContainText(name);
    const row = homework.taskRow(name);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('task-auto-review')).toBeVisible();
    await expect(row.getByTestId('task-row-submitters')).toHaveText('0');
    // At 1280 px the long name wraps; the "Auto review" chip stays whole and clear of the name's text.
    await teacher.setViewportSize({ width: 1280, height: 800 });
    const link = row.getByTestId('task-row-open');
    const chip = row.getByTestId('task-auto-review');
    expect(await lineCount(link), 'the name wraps (the case to check)').toBeGreaterThan(1);
    const chipBox = await boxOf(chip);
    expect(
      (await textLines(link)).filter((line) => overlaps(line, chipBox)),
      'name text under the chip',
    ).toEqual([]);
    expect(await clipping(chip)).toEqual([]);
    await expect(row.getByTestId('task-row-non-submitters')).toHaveText('2');
    // Nobody has submitted: the deploy can still be removed.
    await expect(row.getByTestId('task-row-delete')).toBeEnabled();
    await expect(row.getByTestId('task-row-teacher')).toHaveText(/Teacher/);

    const student = await signedIn(browser, DEMO.users.student);
    const todo = new HomeworkPage(student);
    await todo.openFromTab();
    const mine = todo.todoRow(name);
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('todo-state')).toHaveText('Not started');
    await expect(mine.getByTestId('todo-start')).toHaveText(/Start|Preparing/);
  });

  test('an open teacher, who has no manage area, deploys in the service area on the library book operators registered', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Library ${Date.now()}`;
    const teacher = await signedIn(browser, DEMO.users.openTeacher);
    await expect(new Shell(teacher).areaSwitch()).toHaveCount(0);
    const homework = new HomeworkPage(teacher);
    await homework.openFromTab();
    const dialog = await homework.openDeployDialog();
    // A search that finds nothing says so; the library book is found by its name.
    await dialog.getByTestId('deploy-book-search').click();
    await teacher.keyboard.type('no such book');
    await expect(dialog.getByTestId('deploy-book-empty')).toHaveText('No book matches "no such book".');
    await dialog.getByTestId('deploy-book-search').fill('');
    await homework.chooseBook(DEMO_TEXTBOOK);
    await expect(dialog.getByTestId('deploy-book-empty')).toHaveCount(0);
    await dialog.getByTestId('deploy-name').fill(name);
    await homework.chooseStudents(STUDENTS);
    await dialog.getByTestId('deploy-submit').click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expect(teacher.getByTestId('toast-success')).toContainText(name);
    await expect(homework.taskRow(name)).toBeVisible();
  });
});
