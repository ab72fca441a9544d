import { expect, test, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { DEMO_COMPANY, DEMO_PASSWORD, LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { DEMO } from '../../../server/src/seed/demo';
import { DemoApi } from '../fixtures/api';
import { useOwnServer } from '../fixtures/ownServer';

/** Console errors of a page: React's hydration errors and our '[hydrate]' report among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What onRecoverableError and React report when hydration gives up on a part (#418 to #425) or our '[hydrate]' report. */
const RECOVERABLE = /hydrat|\[hydrate\]|Minified React error #4(18|19|20|21|23|25)/i;

test('the login page arrives rendered: the form shows without any script, in the browser language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`/${DEMO_COMPANY}`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('로그인');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // Styled by the server's own style rules: the page's brand background is there before any script.
  const background = await page.getByTestId('login-page').evaluate((node) => getComputedStyle(node).backgroundImage);
  expect(background).toContain('linear-gradient');
  await context.close();
});

test('the browser takes the server page over without differences and signs in from it', async ({ page }) => {
  const errors = collectErrors(page);
  const login = new LoginPage(page);
  await login.open();
  expect(await page.locator('#boda-server-page').count()).toBe(1);
  // Labels and inputs are still joined (the server's and the browser's element ids agree).
  await expect(page.getByLabel('ID', { exact: true })).toBeVisible();
  await login.signIn('teacher1');
  await expect(page).toHaveURL(/\/demo\/room\/list$/);
  expect(errors.filter((text) => RECOVERABLE.test(text))).toEqual([]);
});

for (const language of ['en', 'ko'] as const) {
  test(`a returning visitor in ${language} (the first visit's cookies and storage) gets the server page hydrated, with no recoverable error`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language === 'ko' ? 'ko-KR' : 'en-US' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const login = new LoginPage(page);
    // The first visit: signs in, keeps the language, signs out (storage keeps the last user id and the language).
    await login.open(DEMO_COMPANY, `?lang=${language}`);
    await new Shell(page).chooseLanguage(language);
    await login.signIn('teacher1');
    await expect(page).toHaveURL(/\/demo\/room\/list$/);
    await new Shell(page).logout();
    await expect(login.username()).toBeVisible();
    // The return: a fresh load of the company address, rendered by the server and taken over.
    await page.goto('about:blank');
    await login.open();
    expect(await page.locator('#boda-server-page').count()).toBe(1);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(login.username()).toHaveValue('teacher1');
    await login.password().fill(DEMO_PASSWORD);
    await login.submit().click();
    await expect(page).toHaveURL(/\/demo\/room\/list$/);
    expect(errors.filter((text) => RECOVERABLE.test(text))).toEqual([]);
    await context.close();
  });
}

/** Holds the app's scripts until the returned function is called (fields are filled on the server's page meanwhile). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a visitor types before the scripts arrive is kept and signs in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/${DEMO_COMPANY}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-username').fill('teacher1');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  // Enter on the inert page submits nothing (the disabled default button blocks it): no reload with the password.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${DEMO_COMPANY}$`));
  // Hydration keeps the server's elements (a fresh render would replace them): mark one to tell.
  await page.getByTestId('login-form').evaluate((form) => form.setAttribute('data-from-server', ''));
  release();
  await page.locator('#root[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('login-form')).toHaveAttribute('data-from-server', '');
  await expect(page.getByTestId('login-username')).toHaveValue('teacher1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/demo\/room\/list$/);
});

test.describe('the easy-join page from the server', () => {
  const own = useOwnServer();

  test('a nickname and invite code typed before the scripts arrive are kept when the page comes alive, and join', async ({ browser }) => {
    const operator = await DemoApi.signIn((await own.newContext(browser)).request, DEMO.users.operator);
    await operator.changeSettings({ loginDisplay: 'easy' });
    const page = await (await own.newContext(browser)).newPage();
    const release = await holdScripts(page);
    await page.goto(`/${DEMO_COMPANY}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('easy-join')).toBeVisible();
    await page.getByTestId('easy-nickname').fill('Guest Moon');
    await page.getByTestId('easy-invite-code').fill('123456789');
    await page.getByTestId('easy-join').evaluate((panel) => panel.setAttribute('data-from-server', ''));
    release();
    await page.locator('#root[data-live]').waitFor({ state: 'attached' });
    // Hydrated (the server's elements kept), and the app took what was typed, not only the screen.
    await expect(page.getByTestId('easy-join')).toHaveAttribute('data-from-server', '');
    await expect(page.getByTestId('easy-nickname')).toHaveValue('Guest Moon');
    await expect(page.getByTestId('easy-invite-code')).toHaveValue('123-456-789');
    await expect(page.getByTestId('easy-submit')).toBeEnabled();
    const sent = (r: Request) => decodeURIComponent((r.postData() ?? r.url()).replaceAll('+', ' '));
    const join = page.waitForRequest((r) => sent(r).includes('123456789'));
    await page.getByTestId('easy-submit').click();
    expect(sent(await join)).toContain('Guest Moon');
  });
});

test('a server page that differs from the first render is reported and drawn anew', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route(`**/${DEMO_COMPANY}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(data-testid="login-submit"[^>]*>)Sign in</, '$1Sign on<');
    await route.fulfill({ response, body: html });
  });
  const login = new LoginPage(page);
  await login.open();
  await expect(login.submit()).toHaveText('Sign in');
  await expect.poll(() => errors.filter((text) => text.includes('[hydrate]')).length).toBeGreaterThan(0);
});

test('a saved language reaches the server: the page comes in it, and the browser hydrates it', async ({ page }) => {
  const errors = collectErrors(page);
  const login = new LoginPage(page);
  await login.open(DEMO_COMPANY, '?lang=ko');
  await new Shell(page).chooseLanguage('en');
  await expect(login.submit()).toHaveText('Sign in');
  const response = await page.request.get(`/${DEMO_COMPANY}`, { headers: { 'accept-language': 'ko-KR' } });
  expect(await response.text()).toContain('<html lang="en">');
  await login.open();
  await expect(login.submit()).toHaveText('Sign in');
  expect(errors.filter((text) => /\[hydrate\]/.test(text))).toEqual([]);
});

test('a signed-in visitor opening the company address goes on to the service, with no login form from the server', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signInAs('teacher1');
  const whileSignedIn = await (await page.request.get(`/${DEMO_COMPANY}`)).text();
  expect(whileSignedIn).not.toContain('boda-server-page');
  const formsSeen: string[] = [];
  await page.exposeFunction('noteLoginForm', (url: string) => formsSeen.push(url));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="login-form"]'))
        (window as unknown as { noteLoginForm(url: string): void }).noteLoginForm(location.href);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/${DEMO_COMPANY}`);
  await expect(page).toHaveURL(/\/demo\/room\/list$/);
  expect(formsSeen).toEqual([]);
  await new Shell(page).logout();
  await expect(login.username()).toBeVisible();
  expect(await (await page.request.get(`/${DEMO_COMPANY}`)).text()).toContain('boda-server-page');
});

test("pages other than the plain login page are the browser's to render", async ({ request }) => {
  for (const path of [`/${DEMO_COMPANY}/room/list`, `/${DEMO_COMPANY}?brk=abc`, '/intro', '/no-such-company']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-testid="boot-splash"');
    expect(html, path).not.toContain('boda-server-page');
  }
  const html = await (await request.get(`/${DEMO_COMPANY}`)).text();
  expect(html).toContain('data-testid="login-form"');
});
