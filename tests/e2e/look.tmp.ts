import { chromium } from 'playwright-core';
import { startServer } from './fixtures/server';

const out = '/tmp/look';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.origin, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().replace(server.origin, '')));
  page.on('console', (m) => m.type() !== 'debug' && console.log('console:', m.type(), m.text()));
  await page.goto('/demo');
  await page.getByTestId('login-form').waitFor();
  await page.waitForLoadState('networkidle');
  console.log('scripts on load:', scripts.length);
  await page.screenshot({ path: `${out}/1-login.png` });
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-ko').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/2-menu.png` });
  console.log('aria-expanded', await page.getByTestId('language-switch').getAttribute('aria-expanded'));
  await page.getByTestId('language-option-ko').click();
  await page.waitForTimeout(500);
  console.log('html lang', await page.evaluate(() => document.documentElement.lang), 'focused', await page.evaluate(() => document.activeElement?.getAttribute('data-testid')));
  await page.screenshot({ path: `${out}/3-ko.png` });
  // keyboard: open with Enter, close with Escape
  await page.getByTestId('language-switch').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('language-option-en').waitFor();
  console.log('focused in menu:', await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName));
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  console.log('after escape focused:', await page.evaluate(() => document.activeElement?.getAttribute('data-testid')));
  await page.keyboard.press('ArrowDown');
  await page.getByTestId('language-option-en').waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  console.log('lang after keyboard choice', await page.evaluate(() => document.documentElement.lang));
  // wrong password: inline error; unknown user: popup
  await page.getByTestId('login-username').fill('teacher1');
  await page.getByTestId('login-password').fill('wrong-pass1!');
  await page.getByTestId('login-submit').click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/4-wrong.png` });
  console.log('popup visible', await page.getByTestId('error-popup').isVisible(), 'inline', await page.getByTestId('login-error-inline').isVisible().catch(() => false));
  // network failure: toast
  await page.route('**/open/login/loginBoda', (route) => route.abort());
  await page.getByTestId('login-submit').click();
  await page.getByTestId('toast-error').waitFor({ timeout: 10000 });
  await page.screenshot({ path: `${out}/5-toast.png` });
  await page.unroute('**/open/login/loginBoda');
  // popup: invalid invite
  await page.goto('/invite/100001/111222333');
  await page.getByTestId('error-popup').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/6-popup.png` });
  await page.getByTestId('error-popup-confirm').click();
  console.log('scripts total:', scripts.length);
} finally {
  await browser.close();
  await server.stop();
}
