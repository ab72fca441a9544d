import { expect, type Locator, type Page } from '@playwright/test';
import { companyDay } from '../fixtures/companyDay';

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
  /** Today's cell: today in the demo company's time zone (Asia/Seoul), whatever the browser's and the runner's zones. */
  today = (): Locator => this.page.locator(`[data-testid="schedule-day"][data-date="${companyDay(new Date())}"]`);
  feed = (): Locator => this.page.getByTestId('schedule-feed');
}
