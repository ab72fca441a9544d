import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('the language switch changes the texts and is remembered', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await expect(login.submit()).toHaveText('Sign in');
  await new Shell(page).chooseLanguage('ko');
  await expect(login.submit()).toHaveText('로그인');
  await page.reload();
  await expect(login.submit()).toHaveText('로그인');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('the lang query parameter wins over the saved language', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('demo', '?lang=ko');
  await expect(login.submit()).toHaveText('로그인');
  await login.open('demo', '?lang=en');
  await expect(login.submit()).toHaveText('Sign in');
});

test('signed-in screens render in Korean', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('demo', '?lang=ko');
  await login.signIn('operator');
  await expect(page).toHaveURL(/\/demo\/room\/list$/);
  const shell = new Shell(page);
  await expect(shell.tab('room')).toContainText('수업');
  await shell.switchToManage();
  await expect(shell.manageMenu('user')).toContainText('사용자');
});
