import { expect, type Locator, type Page } from '@playwright/test';
import { animationsEnded } from '../fixtures/layout';

/** /manage/user/list (list mode) with the user detail, password and import dialogs. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  async open(query = '', companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}/manage/user/list${query}`);
    await expect(this.page.getByTestId('user-list-page')).toBeVisible();
  }

  row = (userId: string): Locator => this.page.locator(`[data-testid="user-row"][data-user-id="${userId}"]`);
  detail = (): Locator => this.page.getByTestId('user-detail');

  async search(keyword: string): Promise<void> {
    await this.page.getByTestId('user-search').locator('input').fill(keyword);
  }

  async openDetail(userId: string): Promise<void> {
    await this.row(userId).getByTestId('user-row-name').click();
    await expect(this.page.locator(`[data-testid="user-detail"][data-user-id="${userId}"]`)).toBeVisible();
  }

  /** Unlock from the detail, then accept the offered password change and set `password`. */
  async unlockAndChangePassword(password: string): Promise<void> {
    await this.page.getByTestId('user-detail-unlock').click();
    await this.page.getByTestId('user-detail-confirm-confirm').click();
    // The second question comes in the same dialog: wait for its own words, not for the first one's
    // message, which stays on the screen while it closes (a click then landed on the closing dialog, and
    // the password question waited unanswered until the test's time ran out).
    const offer = this.page.getByTestId('user-detail-confirm-message').filter({ hasText: "Change this user's password now?" });
    await expect(offer).toBeVisible();
    await animationsEnded(this.page);
    await this.page.getByTestId('user-detail-confirm-confirm').click();
    const dialog = this.page.getByTestId('password-dialog');
    await dialog.getByTestId('password-newPassword').fill(password);
    await dialog.getByTestId('password-confirm').fill(password);
    await dialog.getByTestId('password-save').click();
    await expect(dialog).toHaveCount(0);
  }
}
