import { expect, type Locator, type Page } from '@playwright/test';

/** Notices and the board: list, view and the register/edit dialog (service or manage area). */
export class BoardPage {
  constructor(private readonly page: Page) {}

  async open(section: 'notice' | 'board', area: 'service' | 'manage' = 'service', companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}${area === 'manage' ? '/manage' : ''}/${section}/list`);
    await expect(this.page.locator(`[data-testid="board-list-page"][data-section="${section}"]`)).toBeVisible();
  }

  row = (title: string): Locator =>
    this.page.getByTestId('board-row').filter({ has: this.page.getByTestId('board-row-title').getByText(title, { exact: true }) });
  dialog = (): Locator => this.page.getByTestId('post-dialog');
  popup = (): Locator => this.page.getByTestId('notice-popup');

  /** Closes the unread-notice pop-up (one notice at a time) if it is up. */
  async closeNotices(): Promise<void> {
    // The pop-up's code loads lazily after its list arrives: give it a moment to come up.
    await this.popup()
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => undefined);
    while ((await this.popup().count()) > 0) {
      await this.popup().getByTestId('notice-popup-close').click();
    }
  }

  async write(title: string, body: string, file?: { name: string; content: string }): Promise<void> {
    await this.page.getByTestId('board-register').click();
    await this.dialog().getByTestId('post-title').click();
    await this.page.keyboard.type(title);
    await this.dialog().locator('.ProseMirror').click();
    await this.page.keyboard.type(body);
    if (file) {
      await this.dialog()
        .getByTestId('post-file-input')
        .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.content) });
      await expect(this.dialog().getByTestId('post-file').getByText(file.name)).toBeVisible();
    }
    await this.dialog().getByTestId('post-save').click();
    await expect(this.dialog()).toHaveCount(0);
    await expect(this.page.getByTestId('board-view-title')).toHaveText(title);
  }
}
