import { expect, type Page } from '@playwright/test';

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

  async openUserMenu(): Promise<void> {
    await this.page.getByTestId('header-user-menu').click();
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
