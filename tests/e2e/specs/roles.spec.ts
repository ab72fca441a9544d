import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test.describe('each demo role sees the right areas', () => {
  test('operator: service area, manage switch, manage area with license box and version', async ({ page }) => {
    await new LoginPage(page).signInAs('operator');
    const shell = new Shell(page);
    await expect(shell.userName()).toContainText('Operator');
    await expect(shell.areaSwitch()).toBeVisible();
    await shell.switchToManage();
    await expect(shell.versionLabel()).toHaveText(/822\.003\.20/);
    await expect(shell.licenseBox()).toBeVisible();
    await expect(shell.manageMenu('room')).toBeVisible();
    await expect(shell.manageMenu('user')).toBeVisible();
  });

  test('teacher: name with its type label and the manage switch', async ({ page }) => {
    await new LoginPage(page).signInAs('teacher1');
    const shell = new Shell(page);
    await expect(shell.userType()).toHaveText(/Teacher/);
    await expect(shell.areaSwitch()).toBeVisible();
    await expect(shell.tab('room')).toBeVisible();
  });

  test('student: service tabs, no manage switch, manage area refused', async ({ page }) => {
    await new LoginPage(page).signInAs('student1');
    const shell = new Shell(page);
    await expect(shell.tab('room')).toBeVisible();
    await expect(shell.tab('logMeet')).toBeVisible();
    await expect(shell.areaSwitch()).toHaveCount(0);
    await page.goto('/demo/manage/room/list');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('open-class teacher without bit 4096 has no manage switch', async ({ page }) => {
    await new LoginPage(page).signInAs('openteacher');
    const shell = new Shell(page);
    await expect(shell.userType()).toHaveText(/Operator teacher/);
    await expect(shell.areaSwitch()).toHaveCount(0);
  });

  test('monitor: only the service tabs it may use, and the manage area', async ({ page }) => {
    await new LoginPage(page).signInAs('monitor');
    const shell = new Shell(page);
    await expect(shell.tab('room')).toBeVisible();
    await expect(shell.tab('logMeet')).toBeVisible();
    // It neither deploys homework nor leads classes: no "Deploy homework", notes or "Class settlement".
    for (const tab of ['task', 'note', 'charges']) await expect(shell.tab(tab)).toHaveCount(0);
    await page.goto('/demo/charges/list');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-variant', 'notFound');
    await page.goto('/demo/room/list');
    await shell.switchToManage();
    // Nor a settlement in the manage area: no menu item, and its address is refused as the settings' is.
    await expect(shell.manageMenu('logMeet')).toBeVisible();
    await expect(shell.manageMenu('charges')).toHaveCount(0);
    await page.goto('/demo/manage/charges/list');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-variant', 'notFound');
    await expect(page.getByTestId('settlement-page')).toHaveCount(0);
  });

  test('a wrong password shows the inline error and keeps the form', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await expect(login.submit()).toBeDisabled();
    await login.signIn('student1', 'not-the-password');
    await expect(login.inlineError()).toBeVisible();
    await expect(login.username()).toHaveValue('student1');
    await expect(page).toHaveURL(/\/demo$/);
  });
});
