import { expect, type Locator, type Page } from '@playwright/test';

/** The settlement pages: manage /charges/list and the service class settlement / class record. */
export class SettlementPage {
  constructor(private readonly page: Page) {}

  root = () => this.page.getByTestId('settlement-page');
  total = () => this.page.getByTestId('settlement-total');
  attendeeRows = () => this.page.locator('[data-testid="settlement-row"][data-kind="attendee"]');
  fee = (row: Locator) => row.getByTestId('settlement-fee');
  save = () => this.page.getByTestId('settlement-save');

  async open(from: string, to: string): Promise<void> {
    await this.page.goto(`/demo/manage/charges/list?from=${from}&to=${to}`);
    await expect(this.root()).toBeVisible();
  }

  /** The amount in the total box ('Total amount: 1,234 won' -> 1234). */
  async totalAmount(): Promise<number> {
    await expect(this.total()).toContainText(/\d/);
    return Number(((await this.total().textContent()) ?? '').replace(/\D/g, ''));
  }
}
