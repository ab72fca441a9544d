import { expect, type Page } from '@playwright/test';
import { animationsEnded } from '../fixtures/layout';

/** Header, tabs and the manage sidebar shared by the service and manage areas. */
export class Shell {
  constructor(private readonly page: Page) {}

  areaSwitch = () => this.page.getByTestId('header-area-switch');
  userName = () => this.page.getByTestId('header-user-name');
  userType = () => this.page.getByTestId('header-user-type');
  tab = (name: string) => this.page.getByTestId(`tab-${name}`);
  manageMenu = (name: string) => this.page.getByTestId(`manage-menu-${name}`);
  licenseBox = () => this.page.getByTestId('license-box');
  versionLabel = () => this.page.getByTestId('version-label');

  /**
   * Opens the user menu and waits until it is at rest (placed and its entrance animation over). Seen
   * once under load: Logout was clicked, yet the menu stayed open with the pointer over User manual,
   * the item above; a click sent while the menu still moved is the likely cause.
   */
  async openUserMenu(): Promise<void> {
    await this.page.getByTestId('header-user-menu').click();
    await expect(this.page.getByRole('menu')).toBeVisible();
    await animationsEnded(this.page);
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByTestId('header-logout').click();
  }

  async chooseLanguage(language: 'en' | 'ko'): Promise<void> {
    await this.page.getByTestId('language-switch').click();
    await this.page.getByTestId(`language-option-${language}`).click();
  }

  async switchToManage(companyId = 'demo'): Promise<void> {
    await this.areaSwitch().click();
    await expect(this.page).toHaveURL(new RegExp(`/${companyId}/manage/`));
    await expect(this.page.getByTestId('manage-sidebar')).toBeVisible();
  }
}
