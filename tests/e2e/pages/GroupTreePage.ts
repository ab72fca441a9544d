import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/group/list: the group tree with its context menus, dialogs and drag and drop. */
export class GroupTreePage {
  constructor(private readonly page: Page) {}

  async open(companyId = 'demo'): Promise<void> {
    await this.page.goto(`/${companyId}/manage/group/list`);
    await expect(this.page.getByTestId('group-tree')).toBeVisible();
  }

  /** The folder row of a group; '' is the company root. */
  folderRow = (groupName: string): Locator =>
    this.page.locator(`[data-testid="tree-folder"][data-group-name="${groupName}"]`).first().getByTestId('tree-folder-row').first();

  user = (userId: string): Locator => this.page.locator(`[data-testid="tree-user"][data-user-id="${userId}"]`);

  /** Users shown directly inside a folder (not in its subfolders). */
  usersIn = (groupName: string): Locator =>
    this.page.locator(`[data-testid="tree-folder"][data-group-name="${groupName}"] > [role="group"] > [data-testid="tree-user"]`);

  async menu(groupName: string, action: string): Promise<void> {
    await this.folderRow(groupName).click({ button: 'right' });
    await this.page.getByTestId(`tree-menu-${action}`).click();
  }

  async registerGroup(parent: string, name: string): Promise<void> {
    await this.menu(parent, 'registerGroup');
    await this.page.getByTestId('group-form-name').fill(name);
    await this.page.getByTestId('group-form-save').click();
    await expect(this.page.getByTestId('group-form')).toHaveCount(0);
    await this.expand(parent);
    await expect(this.page.locator(`[data-testid="tree-folder"][data-group-name="${name}"]`)).toBeVisible();
  }

  async expand(groupName: string): Promise<void> {
    const row = this.folderRow(groupName);
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  }

  async dragUser(userId: string, toGroup: string): Promise<void> {
    await this.user(userId).dragTo(this.folderRow(toGroup));
  }
}
