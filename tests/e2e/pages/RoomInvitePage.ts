import { expect, type Page } from '@playwright/test';

/** The invite page /invite/{companyCode}/{inviteCode} with its join dialog. */
export class RoomInvitePage {
  constructor(private readonly page: Page) {}

  async expectClass(title: string): Promise<void> {
    await expect(this.page.getByTestId('invite-join-dialog')).toBeVisible();
    await expect(this.page.getByTestId('invite-join-title')).toHaveText(title);
  }

  async joinAsGuest(nickname: string): Promise<void> {
    await this.page.getByTestId('invite-join-nickname').fill(nickname);
    await this.page.getByTestId('invite-join-submit').click();
  }
}
