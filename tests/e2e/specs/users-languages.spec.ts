import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';

/** Every screen of the users, messages and my-info issue, in both languages (lang= picks the language). */
const SCREENS: Array<{ path: (userIdx: number) => string; testId: string; en: RegExp; ko: RegExp }> = [
  { path: () => '/demo/manage/user/list', testId: 'user-list-page', en: /User management/, ko: /사용자 관리/ },
  { path: () => '/demo/manage/group/list', testId: 'group-tree-page', en: /User management/, ko: /사용자 관리/ },
  { path: () => '/demo/manage/message/recv/list', testId: 'message-list-page', en: /Received/, ko: /받은 메시지/ },
  { path: () => '/demo/message/send/list', testId: 'message-list-page', en: /Sent/, ko: /보낸 메시지/ },
  { path: (userIdx) => `/demo/user/myInfo?userIdx=${userIdx}`, testId: 'myinfo-page', en: /My info/, ko: /내 정보/ },
];

test.describe('users, messages and my info in English and Korean', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let userIdx = 0;

  test.beforeAll(async ({ browser }) => {
    server = await startServer();
    context = await browser.newContext({ baseURL: server.origin });
    page = await context.newPage();
    await new LoginPage(page).signInAs('operator');
    userIdx = await page.evaluate(
      () => (JSON.parse(window.localStorage.getItem('BODA_USER') ?? '{}') as { userIdx?: number }).userIdx ?? 0,
    );
  });
  test.afterAll(async () => {
    await context.close();
    await server.stop();
  });

  for (const language of ['en', 'ko'] as const) {
    test(`every screen renders in ${language}`, async () => {
      for (const screen of SCREENS) {
        const path = screen.path(userIdx);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        const root = page.getByTestId(screen.testId).first();
        await expect(root, path).toBeVisible();
        await expect(root, path).toContainText(screen[language]);
      }
      // The dialogs of the list: register form, import and a user's detail.
      await page.goto(`/demo/manage/user/list?lang=${language}`);
      await page.getByTestId('user-register').click();
      await expect(page.getByTestId('user-form')).toContainText(language === 'en' ? 'Register user' : '사용자 등록');
      await page.getByTestId('user-form-cancel').click();
      await page.getByTestId('user-import').click();
      await expect(page.getByTestId('import-dialog')).toContainText(
        language === 'en' ? 'Register users by spreadsheet' : '엑셀로 사용자 일괄 등록',
      );
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="user-row"][data-user-id="student1"]').getByTestId('user-row-name').click();
      await expect(page.getByTestId('user-detail-dialog')).toContainText(language === 'en' ? 'Class unit price' : '수업 단가');
    });
  }
});
