import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { useOwnServer } from '../fixtures/ownServer';
import { HomeworkPage } from '../pages/HomeworkPage';
import { Shell } from '../pages/Shell';
import { SolverPage } from '../pages/SolverPage';

/*
 * The student's side of the homework loop in Chromium against the real server: start a task deployed with
 * auto review, write with the pen and answer, close the window mid-way, reopen and continue with nothing
 * lost, submit and see the automatic review. (The demo textbook's answers: 1 is ③, 2 is ②④, 3 is 12.)
 */
test.describe('homework solver', () => {
  const own = useOwnServer();

  async function signedIn(browser: Browser, userId: string): Promise<{ context: BrowserContext; page: Page }> {
    const page = await own.signedIn(browser, userId);
    return { context: page.context(), page };
  }

  test('a student writes and answers, closes the window, continues with nothing lost, and submits for auto review', async ({ browser }) => {
    test.setTimeout(180_000);
    const name = `Solver ${Date.now()}`;
    const { page: teacher } = await signedIn(browser, DEMO.users.teacher);
    await new Shell(teacher).switchToManage();
    const deploy = new HomeworkPage(teacher);
    await deploy.openManageList();
    await deploy.deploy({ book: 'Demo Math Textbook', name, students: ['Student Han'], autoReview: true });

    const { context, page: first } = await signedIn(browser, DEMO.users.student);
    const todo = new HomeworkPage(first);
    await todo.openFromTab();
    await todo.todoRow(name).getByTestId('todo-start').click();
    const solver = new SolverPage(first);
    await solver.waitForFirstPage();

    await solver.drawOn(1);
    await expect(solver.strokes(1)).toHaveCount(1);
    await solver.choice(1, 3).click();
    await solver.text(3).fill('12');
    await solver.waitUntilSaved();
    await first.close();

    // A new window of the same browser: the to-do list says in progress, and continuing shows all of it.
    const second = await context.newPage();
    await second.goto(`/${DEMO.companyId}/task/list`);
    const again = new HomeworkPage(second);
    await expect(again.todoRow(name).getByTestId('todo-state')).toHaveText('In progress');
    await again.todoRow(name).getByTestId('todo-start').click();
    const resumed = new SolverPage(second);
    await resumed.waitForFirstPage();
    await expect(resumed.strokes(1)).toHaveCount(1);
    await expect(resumed.choice(1, 3)).toHaveAttribute('aria-pressed', 'true');
    await expect(resumed.text(3)).toHaveValue('12');

    // One wrong answer (question 2 wants ② and ④), then submit.
    await resumed.choice(2, 1).click();
    await resumed.submit();
    await expect(second.getByTestId('solver-auto-reviewed')).toContainText('3');
    await expect(second.getByTestId('solver-left-for-teacher')).toContainText('0');

    // The teacher recalls the wrong answer: "Submitted" is 0 again, and the greyed Delete says why.
    await teacher.reload();
    const row = deploy.taskRow(name);
    await row.getByTestId('task-row-submitters').click();
    await teacher.getByTestId('submitter-open-note').click();
    await teacher.getByTestId('note-recall').click();
    await teacher.getByTestId('note-confirm-confirm').click();
    await expect(teacher.getByTestId('toast-success')).toBeVisible();
    await deploy.openManageList();
    await expect(row.getByTestId('task-row-submitters')).toHaveText('0');
    await expect(row.getByTestId('task-row-delete')).toHaveAttribute('aria-disabled', 'true');
    await row.getByTestId('task-row-delete').hover();
    await expect(teacher.getByRole('tooltip')).toContainText('handed it in before it was recalled');
  });
});
