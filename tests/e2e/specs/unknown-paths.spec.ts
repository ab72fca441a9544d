import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test('an unknown path under a company goes to the company home', async ({ page }) => {
  await page.goto('/demo/no/such/page');
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('an unknown company shows the company-not-found popup and returns to /', async ({ page }) => {
  await page.goto('/no-such-company');
  await expect(page.getByTestId('error-popup')).toBeVisible();
  await expect(page.getByTestId('error-popup-code')).toContainText('WB-400-205');
  await page.getByTestId('error-popup-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('landing-page')).toBeVisible();
});

test('an unknown manage path shows the not-found page with the entered address', async ({ page }) => {
  await new LoginPage(page).signInAs('operator');
  await page.goto('/demo/manage/nothing-here');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByTestId('error-page-address')).toContainText('/demo/manage/nothing-here');
  await page.getByTestId('error-page-home').click();
  await expect(page).toHaveURL(/\/demo\//);
});

test('an unknown terms page shows the error page; /terms opens the privacy policy', async ({ page }) => {
  await page.goto('/terms/unknown');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms\/policy$/);
});

test('section indexes redirect to their lists', async ({ page }) => {
  await new LoginPage(page).signInAs('operator');
  await page.goto('/demo/message');
  await expect(page).toHaveURL(/\/demo\/message\/recv\/list$/);
  await page.goto('/demo/note/list');
  await expect(page).toHaveURL(/\/demo\/note\/list\/submitted$/);
  await page.goto('/demo/manage/main');
  await expect(page).toHaveURL(/\/demo\/manage\/room\/list$/);
});
