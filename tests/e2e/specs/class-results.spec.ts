import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

/**
 * Class results against the real server and its demo history (a month of past classes in the demo
 * rooms): the teacher finds last week's classes, opens one and reads each attendee's joins and leaves;
 * a student of the same room sees the class with their own attendance only.
 */
test.describe('class results', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function signedIn(browser: Browser, userId: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1400, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await new LoginPage(page).signInAs(userId);
    return page;
  }

  test('the teacher opens a class of last week with its attendance; a student sees only their own row', async ({ browser }) => {
    const teacher = await signedIn(browser, DEMO.users.teacher);
    await teacher.getByTestId('tab-logMeet').click();
    await expect(teacher).toHaveURL(/\/demo\/logMeet\/list/);
    const rows = teacher.getByTestId('class-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(rows.first()).toContainText('Math A');
    await rows.first().click();
    const dialog = teacher.getByTestId('class-result-dialog');
    await expect(dialog.getByTestId('class-description')).toContainText('Regular class');
    const attendees = dialog.getByTestId('attendee-row');
    await expect(attendees.first()).toBeVisible();
    expect(await attendees.count()).toBeGreaterThanOrEqual(3);
    await attendees.first().getByTestId('attendee-total-button').click();
    await expect(teacher.getByTestId('attendance-time-dialog').getByTestId('attendance-span').first()).toBeVisible();
    const meetCode = new URL(teacher.url()).searchParams.get('meetCode');
    expect(meetCode).toBeTruthy();

    const student = await signedIn(browser, 'student1');
    await student.goto(`/demo/logMeet/list?meetCode=${meetCode}`);
    const own = student.getByTestId('class-result-dialog').getByTestId('attendee-row');
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute('data-user-id', 'student1');
  });

  test('an operator finds a class in the class log, reads its attendance and finds its joins in the join history', async ({ browser }) => {
    const operator = await signedIn(browser, DEMO.users.operator);
    await new Shell(operator).switchToManage();
    await operator.goto('/demo/manage/log/logMeet/list');
    await operator.getByRole('searchbox').fill('English B');
    const rows = operator.getByTestId('log-row');
    await expect(rows.first()).toContainText('English B');
    await expect(operator.getByTestId('log-row-title').filter({ hasNotText: 'English B' })).toHaveCount(0);
    // Search field chosen with the mouse: the opener's ID, whole match.
    await operator.getByTestId('log-field').click();
    await operator.getByRole('option', { name: 'Opener ID' }).click();
    await operator.getByRole('searchbox').fill('teacher2');
    await expect(operator).toHaveURL(/searchKeyword=teacher2/);
    await operator.getByText('Partial match').click();
    await expect(operator).toHaveURL(/searchMatch=false/);
    await expect(rows.first()).toContainText('English B');
    await rows.first().click();
    await expect(operator).toHaveURL(/\/manage\/log\/logMeet\/view\?meetCode=/);
    const meetCode = new URL(operator.url()).searchParams.get('meetCode')!;
    await expect(operator.getByTestId('attendee-row').first()).toBeVisible();
    await operator.getByTestId('attendee-total-button').first().click();
    await expect(operator.getByTestId('attendance-span').first()).toBeVisible();
    await operator.keyboard.press('Escape');

    await operator.goto('/demo/manage/log/joinLog/list');
    await operator.getByRole('searchbox').fill('English B');
    const joins = operator.locator(`[data-testid="join-row"][data-meet-code="${meetCode}"]`);
    await expect(joins.first()).toBeVisible();
    expect(await joins.count()).toBeGreaterThanOrEqual(3);
  });
});
