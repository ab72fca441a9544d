import { expect, test, type Browser } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
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
    const name = `Fractions ${Date.now()}`;
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
});
