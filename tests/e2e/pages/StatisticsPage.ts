import { expect, type Page } from '@playwright/test';

/** A day button of the join statistics' chart: its test id and its label ("... Joins 3, ..."). */
export type ChartDay = [testId: string | null, label: string | null];

async function chartDays(page: Page): Promise<ChartDay[]> {
  const days = page.locator('[data-testid^="stats-chart-day-"]');
  await expect(days.first()).toBeVisible();
  return days.evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('data-testid'), b.getAttribute('aria-label')] as ChartDay));
}

/**
 * A day of the join statistics with joins. The demo history is the four weeks before the server's first
 * start, so in the company's first days of a month this month has none yet: then the month before, reached
 * with the picker's previous-month button as a person would.
 */
export async function dayWithJoins(page: Page): Promise<ChartDay | undefined> {
  const withJoins = (days: ChartDay[]) => days.find(([, label]) => label !== null && !/Joins 0,/.test(label));
  const thisMonth = withJoins(await chartDays(page));
  if (thisMonth) return thisMonth;
  const shown = await page.getByTestId('stats-month').inputValue();
  await page.getByTestId('stats-month-prev').click();
  await expect(page.getByTestId('stats-month')).not.toHaveValue(shown);
  // The month's days and counts arrive after the picker moves: asked again until they are the new month's.
  const month = await page.getByTestId('stats-month').inputValue();
  let found: ChartDay | undefined;
  await expect
    .poll(async () => {
      found = withJoins((await chartDays(page)).filter(([testId]) => testId?.startsWith(`stats-chart-day-${month}-`)));
      return found !== undefined;
    })
    .toBe(true);
  return found;
}
