import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { StorageKey } from '../../../contract/src/enums';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { openInApp } from '../fixtures/navigate';
import { LoginPage } from '../pages/LoginPage';

/** Every main screen, in both languages, with a menu and a dialog open: no serious axe-core finding. */
const screens: { user: string; path: string; open?: string; then?: string }[] = [
  { user: 'student1', path: '/demo/room/list' },
  { user: 'teacher1', path: '/demo/room/list', open: 'room-card-menu' },
  { user: 'teacher1', path: '/demo/room/list', open: 'header-user-menu' },
  { user: 'teacher1', path: '/demo/room/list', open: 'room-card-menu', then: 'room-menu-qr' },
  { user: 'teacher1', path: '/demo/message/recv/list' },
  { user: 'teacher1', path: '/demo/message/recv/list', open: 'message-compose' },
  { user: 'teacher1', path: '/demo/user/myInfo?userIdx={me}' },
  { user: 'operator', path: '/demo/manage/user/list' },
  { user: 'operator', path: '/demo/manage/user/tree' },
  { user: 'operator', path: '/demo/manage/room/list', open: 'manage-room-register' },
  { user: 'operator', path: '/demo/manage/monitor/list' },
  // The form dialogs with file fields (ui/form FileField): a button named by its label, described by its hint.
  { user: 'operator', path: '/demo/manage/user/list', open: 'user-import' },
  { user: 'operator', path: '/demo/manage/book/textbook/list', open: 'book-register' },
];

async function signedIn(browser: Browser, user: string, language: 'en' | 'ko', options: { emergency?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.BODA_E2E_BASE_URL });
  const page = await context.newPage();
  if (options.emergency) {
    // The company's configuration as the server would send it in disaster mode (the demo company is not).
    await page.route('**/open/login/loginBoda', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.result.cfg.SYSTEM_EMERGENCY_MODE = '1';
      await route.fulfill({ response, json: body });
    });
  }
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [StorageKey.LANGUAGE, language] as const);
  await new LoginPage(page).signInAs(user);
  return page;
}

/**
 * The signed-in pages of this worker, one per user and language: each screen is a test of its own (its
 * own time budget and its own line in the report), and only the first screen of a user signs in.
 */
const test = base.extend<object, { signedInPage: (user: string, language: 'en' | 'ko') => Promise<Page> }>({
  signedInPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use(async (user, language) => {
        const key = `${user} ${language}`;
        const page = pages.get(key) ?? (await signedIn(browser, user, language));
        pages.set(key, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

for (const language of ['en', 'ko'] as const) {
  test(`the login page has no serious accessibility findings (${language})`, async ({ page }) => {
    await new LoginPage(page).open('demo', `?lang=${language}`);
    await expectNoSeriousAxeViolations(page, `login ${language}`);
  });

  for (const screen of screens) {
    const name = `${screen.user} ${screen.path}${screen.open ? ` with ${screen.then ?? screen.open} open` : ''} (${language})`;
    test(`no serious accessibility findings: ${name}`, async ({ signedInPage }) => {
      const page = await signedInPage(screen.user, language);
      const me = await page.evaluate(
        () => (JSON.parse(window.localStorage.getItem('BODA_USER') ?? '{}') as { userIdx?: number }).userIdx ?? 0,
      );
      const path = screen.path.replace('{me}', String(me));
      // Another screen opens as a link would; the same one again loads anew, so no menu stays open.
      const shown = new URL(page.url());
      if (shown.pathname + shown.search === path) await page.goto(path);
      else await openInApp(page, path, 'h1');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The screen itself, not a redirect away from it (a missing parameter once sent myInfo back to the room list).
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (screen.open) {
        await page.getByTestId(screen.open).first().click();
        await expect(page.locator('[role="menu"], [role="dialog"]').first()).toBeVisible();
      }
      if (screen.then) {
        await page.getByTestId(screen.then).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      await expectNoSeriousAxeViolations(page, name);
    });
  }
}

for (const language of ['en', 'ko'] as const) {
  test(`emergency mode: only the room area opens, its tab list holds only tabs, no serious findings (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'teacher1', language, { emergency: true });
    await expect(page.getByTestId('emergency-banner')).toBeVisible();
    await expect(page.getByTestId('tab-logMeet')).toHaveAttribute('aria-disabled', 'true');
    // The other sections lead back to the room list when opened by address.
    await page.goto('/demo/logMeet/list');
    await expect(page).toHaveURL(/\/demo\/room\/list$/);
    await page.getByTestId('tab-logMeet').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `emergency mode room list (${language})`);
    await page.context().close();
  });
}
