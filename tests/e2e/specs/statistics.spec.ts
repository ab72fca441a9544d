import { expect, test } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { dayWithJoins } from '../pages/StatisticsPage';

/**
 * Join statistics against the real server, whose rollups were folded from the demo class history: the
 * operator opens join statistics from the sidebar, sees this month's days, clicks a day with joins
 * (mouse) and lands on that day's join log with the day in both date fields.
 */
test.describe('statistics', () => {
  // The shared server (global setup): only reads, its demo history is what the charts show.
  test.use({ viewport: { width: 1400, height: 900 } });

  test('an operator opens join statistics, clicks a day and lands on that day’s join log', async ({ page }) => {
    await new LoginPage(page).signInAs(DEMO.users.operator);
    const shell = new Shell(page);
    await page.goto('/demo/manage/room/list');
    await expect(page.getByTestId('manage-sidebar')).toBeVisible();
    await expect(shell.licenseBox()).toBeVisible();
    await shell.manageMenu('statisticJoin').click();
    await expect(page).toHaveURL(/\/demo\/manage\/statistic\/join\/view/);
    const days = page.locator('[data-testid^="stats-chart-day-"]');
    await expect(days.first()).toBeVisible();
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    // A day the demo history has joins on (its button's label says how many).
    const withJoins = await dayWithJoins(page);
    expect(withJoins, 'a day of this month or the last with joins').toBeTruthy();
    const day = String(withJoins![0]).replace('stats-chart-day-', '');
    await page.getByTestId(`stats-chart-day-${day}`).click();
    await expect(page).toHaveURL(new RegExp(`/demo/manage/log/joinLog/list\\?searchStartDate=${day}&searchEndDate=${day}`));
    await expect(page.getByTestId('join-history-page')).toBeVisible();
    await expect(page.getByTestId('joins-date-from')).toHaveValue(day);
    await expect(page.getByTestId('joins-date-to')).toHaveValue(day);
  });
});
