import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { SchedulePage } from '../pages/SchedulePage';

/** The demo's regular class of teacher1 (server/src/seed/demo-rooms.ts): from today for some months. */
const CLASS = 'Math A (regular class)';

test.describe('schedule', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a teacher sees a class in the month, week and list views, and the copied feed address answers it', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.origin });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const page = await context.newPage();
    await new LoginPage(page).signInAs('teacher1');
    const schedule = new SchedulePage(page);
    await schedule.openFromTab();

    // Month view by default: the class is on today's cell; its dialog names the teacher.
    await expect(page.getByTestId('schedule-page')).toHaveAttribute('data-view', 'month');
    await expect(schedule.today().getByTestId('schedule-event').filter({ hasText: CLASS })).toBeVisible();
    await schedule.today().getByTestId('schedule-event').filter({ hasText: CLASS }).click();
    await expect(page.getByTestId('schedule-event-title')).toHaveText(CLASS);
    await expect(page.getByTestId('schedule-event-join')).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('schedule-event-dialog')).toHaveCount(0);

    await schedule.switchTo('week');
    await expect(schedule.today().getByTestId('schedule-event').filter({ hasText: CLASS })).toBeVisible();
    await schedule.switchTo('list');
    await expect(schedule.listRow(CLASS)).toBeVisible();
    // The view survives a reload (it lives in the address).
    await page.reload();
    await expect(schedule.listRow(CLASS)).toBeVisible();

    // The private feed: made, copied, and answering the class to a calendar app (no session, no headers).
    await schedule.feed().getByTestId('schedule-feed-create').click();
    const shown = await schedule.feed().getByTestId('schedule-feed-url').inputValue();
    expect(shown).toMatch(/\/open\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await schedule.feed().getByTestId('schedule-feed-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    const answer = await fetch(shown);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await answer.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain(`SUMMARY:${CLASS}`);

    // Turning it off: the address answers 404.
    await schedule.feed().getByTestId('schedule-feed-revoke').click();
    await page.getByTestId('schedule-feed-confirm-confirm').click();
    await expect(schedule.feed()).toHaveAttribute('data-active', 'false');
    expect((await fetch(shown)).status).toBe(404);
    await context.close();
  });
});
