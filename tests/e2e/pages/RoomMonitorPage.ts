import { expect, type Locator, type Page } from '@playwright/test';

/** The manage area's class monitoring list and view. */
export class RoomMonitorPage {
  constructor(private readonly page: Page) {}

  async open(companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}/manage/monitor/list`);
    await expect(this.page.getByTestId('monitor-list-page')).toBeVisible();
  }

  row = (title: string): Locator =>
    this.page.getByTestId('monitor-row').filter({ has: this.page.getByTestId('monitor-row-title').getByText(title, { exact: true }) });

  async forceClose(title: string): Promise<void> {
    await this.row(title).getByTestId('monitor-close').click();
    await this.page.getByTestId('monitor-close-confirm-confirm').click();
  }
}
