import { expect, type Locator, type Page } from '@playwright/test';

/** The service room list /{companyId}/room/list: open-join and invite cards, room cards. */
export class RoomListPage {
  constructor(private readonly page: Page) {}

  async open(companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}/room/list`);
    await expect(this.page.getByTestId('room-list-page')).toBeVisible();
  }

  card = (title: string): Locator =>
    this.page.getByTestId('room-card').filter({ has: this.page.getByTestId('room-card-title').getByText(title, { exact: true }) });

  async openClass(title: string): Promise<void> {
    const input = this.page.getByTestId('open-join-title');
    await input.fill(title);
    await this.page.getByTestId('open-join-submit').click();
  }

  /** Types the code box by box (the boxes move on by themselves). */
  async typeInviteCode(code: string): Promise<void> {
    await this.page.getByTestId('invite-box-1').click();
    await this.page.keyboard.type(code.replace(/\D/g, ''));
  }

  /** Pastes the whole code into the first box, as a clipboard paste does. */
  async pasteInviteCode(text: string): Promise<void> {
    await this.page.getByTestId('invite-box-1').evaluate((input, value) => {
      const data = new DataTransfer();
      data.setData('text', value);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  inviteBoxes = async (): Promise<string[]> => Promise.all([1, 2, 3].map((n) => this.page.getByTestId(`invite-box-${n}`).inputValue()));

  async joinByInviteWithEnter(): Promise<void> {
    await this.page.getByTestId('invite-box-3').press('Enter');
  }

  async inviteCodeOf(title: string): Promise<string> {
    const text = (await this.card(title).getByTestId('room-card-invite-code').textContent()) ?? '';
    const digits = text.replace(/\D/g, '');
    expect(digits).toHaveLength(9);
    return digits;
  }

  async menu(title: string, item: 'qr' | 'copy-link' | 'copy-code' | 'modify' | 'remove' | 'close'): Promise<void> {
    await this.card(title).getByTestId('room-card-menu').click();
    await this.page.getByTestId(`room-menu-${item}`).click();
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('room-confirm-confirm').click();
  }
}
