import { expect, test } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { HomeworkPage } from '../pages/HomeworkPage';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { dayWithJoins } from '../pages/StatisticsPage';

/*
 * Issue 31 (usability, round three), against the shared server with its demo data (these tests only
 * read, or deploy nothing): one calendar for statistics and join history in a browser of another zone,
 * the partner sign-in that is not set up, and the homework name the deploy form offers.
 */

test.describe('a browser in another time zone than the company (Los Angeles vs Seoul)', () => {
  test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1400, height: 900 } });

  test('a day of the join statistics opens a join history of that same day, with the zone named', async ({ page }) => {
    await new LoginPage(page).signInAs(DEMO.users.operator);
    await page.goto('/demo/manage/statistic/join/view');
    await expect(page.getByTestId('stats-zone')).toHaveText('Days and times in Asia/Seoul');
    const withJoins = await dayWithJoins(page);
    expect(withJoins, 'a day of this month or the last with joins').toBeTruthy();
    const day = String(withJoins![0]).replace('stats-chart-day-', '');
    const joins = Number(/Joins (\d+)/.exec(String(withJoins![1]))?.[1]);
    expect(joins).toBeGreaterThan(0);

    await page.getByTestId(`stats-chart-day-${day}`).click();
    await expect(page.getByTestId('join-history-page')).toBeVisible();
    await expect(page.getByTestId('joins-date-from')).toHaveValue(day);
    await expect(page.getByTestId('joins-date-zone')).toHaveText('Days and times in Asia/Seoul');
    // The same day's joins as the statistics counted, and every join shown on that day's clock.
    await expect(page.getByTestId('joins-total')).toHaveText(`${joins} join${joins === 1 ? '' : 's'}`);
    // Join times (the first time of each row) fall on the chosen day.
    const rows = await page.getByTestId('join-row').count();
    expect(rows).toBeGreaterThan(0);
    for (let i = 0; i < rows; i += 1) {
      await expect(page.getByTestId('join-row').nth(i).locator('time').first()).toHaveText(new RegExp(`^${day} `));
    }
  });
});

test.describe('first visits', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a partner sign-in that is not set up is headed by that reason', async ({ page }) => {
    await page.goto('/sso/gne');
    await expect(page.getByTestId('sso-error')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signing in through this provider is not set up.');
    await expect(page.getByTestId('sso-error')).not.toContainText('User information not found');
    await page.getByTestId('sso-home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the deploy form offers the book name without typing it in: mouse and keyboard type the name itself', async ({ page }) => {
    await new LoginPage(page).signInAs(DEMO.users.teacher);
    await new Shell(page).switchToManage();
    const homework = new HomeworkPage(page);
    await homework.openManageList();
    const dialog = await homework.openDeployDialog();
    await homework.chooseBook('Demo Math Textbook');
    const name = dialog.getByTestId('deploy-name');
    await expect(name).toHaveValue('');
    await expect(name).toHaveAttribute('placeholder', 'Demo Math Textbook');
    await expect(dialog).toContainText("Left empty, the homework takes the book's name.");

    // Mouse: click into the field and type; the text is the whole name.
    await name.click();
    await page.keyboard.type('Week 3');
    await expect(name).toHaveValue('Week 3');

    // Keyboard: back to the book picker, then Tab to the name and type after clearing it.
    await name.fill('');
    await dialog.getByTestId('deploy-book').focus();
    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('Fractions');
    await expect(name).toHaveValue('Fractions');
    await expect(name).toHaveAttribute('placeholder', 'Demo Math Textbook');
  });
});
