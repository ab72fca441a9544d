import { expect, type Locator, type Page } from '@playwright/test';

/** The message boxes, the view and the compose dialog (service or manage area). */
export class MessagesPage {
  constructor(private readonly page: Page) {}

  async open(box: 'recv' | 'send', area: 'service' | 'manage' = 'service', companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}${area === 'manage' ? '/manage' : ''}/message/${box}/list`);
    await expect(this.page.locator(`[data-testid="message-list-page"][data-box="${box}"]`)).toBeVisible();
  }

  indicator = (): Locator => this.page.getByTestId('message-indicator');
  row = (title: string): Locator =>
    this.page.getByTestId('message-row').filter({ has: this.page.getByTestId('message-row-title').getByText(title, { exact: true }) });
  compose = (): Locator => this.page.getByTestId('compose-dialog');

  /** Picks receivers by user id in the picker. */
  async pickReceivers(userIds: string[]): Promise<void> {
    await this.compose().getByTestId('compose-pick').click();
    const picker = this.page.getByTestId('receiver-picker');
    for (const userId of userIds)
      await picker.locator(`[data-testid="receiver-picker-row"][data-user-id="${userId}"]`).getByRole('checkbox').check();
    await picker.getByTestId('receiver-picker-confirm').click();
    await expect(picker).toHaveCount(0);
  }

  async writeBody(text: string): Promise<void> {
    await this.compose().locator('.ProseMirror').click();
    await this.page.keyboard.type(text);
  }

  async attach(name: string, content: string): Promise<void> {
    await this.compose()
      .getByTestId('compose-file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(content) });
    await expect(this.compose().getByTestId('compose-file').getByText(name)).toBeVisible();
  }

  async send(): Promise<void> {
    await this.compose().getByTestId('compose-send').click();
    await expect(this.compose()).toHaveCount(0);
  }
}
