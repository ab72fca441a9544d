import { expect, type Locator, type Page } from '@playwright/test';

/** The schedule page: month, week and list views of reserved classes, and the calendar feed card. */
export class SchedulePage {
  constructor(private readonly page: Page) {}

  /** Through the service tab, as a user finds it. */
  async openFromTab(): Promise<void> {
    await this.page.getByTestId('tab-schedule').click();
    await expect(this.page.getByTestId('schedule-page')).toBeVisible();
  }

  async switchTo(view: 'month' | 'week' | 'list'): Promise<void> {
    await this.page.getByTestId(`schedule-view-${view}`).click();
    await expect(this.page.getByTestId('schedule-page')).toHaveAttribute('data-view', view);
  }

  event = (title: string): Locator => this.page.getByTestId('schedule-event').filter({ hasText: title });
  listRow = (title: string): Locator =>
    this.page.getByTestId('schedule-row').filter({ has: this.page.getByTestId('schedule-row-title').getByText(title, { exact: true }) });
  today = (): Locator => this.page.locator(`[data-testid="schedule-day"][data-date="${localDay(new Date())}"]`);
  feed = (): Locator => this.page.getByTestId('schedule-feed');
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
