import { expect, type Page } from '@playwright/test';

/** /{companyId}/manage/setting: the operators' company settings. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  emergencySwitch = () => this.page.getByTestId('settings-emergency-switch');
  emergencyOnNote = () => this.page.getByTestId('settings-emergency-on');
  historyRows = () => this.page.getByTestId('settings-history-row');

  /** From the manage menu, with the mouse. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId('manage-menu-setting').click();
    await expect(this.page).toHaveURL(/\/manage\/setting$/);
    await expect(this.page.getByTestId('settings-page')).toBeVisible();
  }

  /** Flips the emergency switch and saves the group after the confirmation. */
  async setEmergency(on: boolean): Promise<void> {
    const toggle = this.emergencySwitch();
    if ((await toggle.isChecked()) !== on) await toggle.click();
    await this.page.getByTestId('settings-save-emergency').click();
    await expect(this.page.getByTestId('settings-confirm-emergency-message')).toContainText('Everyone signed in');
    await this.page.getByTestId('settings-confirm-emergency-confirm').click();
    await expect(this.page.getByTestId('toast-success').filter({ hasText: 'The settings were saved.' }).last()).toBeVisible();
    // The page reads the settings again (through the 402 reset of this session too).
    if (on) await expect(this.emergencyOnNote()).toBeVisible();
    else await expect(this.emergencyOnNote()).toHaveCount(0);
  }
}
