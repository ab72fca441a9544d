import { expect, type Page, type Browser, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { openInApp } from '../fixtures/navigate';
import { useOwnServer } from '../fixtures/ownServer';
import { SettingsPage } from '../pages/SettingsPage';
import { Shell } from '../pages/Shell';

/**
 * The spec's own server: emergency mode, a login logo and a manual change the demo company, which the
 * specs on the shared server (running alongside on another worker) must not see.
 */
test.describe('company settings', () => {
  const own = useOwnServer();
  const signedIn = (browser: Browser, user: string): Promise<Page> => own.signedIn(browser, user);

  test('an operator turns emergency mode on in settings and a teacher sees only the room tab', async ({ browser }) => {
    test.setTimeout(120_000);
    const operator = await signedIn(browser, 'operator');
    // The manage room list opens as the app's links do (typing its address would start the app again).
    await openInApp(operator, '/demo/manage/room/list', '[data-testid="room-list-page"]');
    const settings = new SettingsPage(operator);
    await settings.openFromMenu();
    await expect(settings.historyRows().or(operator.getByTestId('settings-history-empty')).first()).toBeVisible();
    await expectNoSeriousAxeViolations(operator, 'company settings');
    await settings.setEmergency(true);
    await expect(settings.historyRows().first()).toContainText('Emergency mode');

    const teacher = await signedIn(browser, 'teacher1');
    await expect(teacher.getByTestId('emergency-banner')).toBeVisible();
    await expect(teacher.getByTestId('tab-room')).not.toHaveAttribute('aria-disabled', 'true');
    for (const tab of ['logMeet', 'task', 'note']) await expect(teacher.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-disabled', 'true');
    // A typed address of another tab lands on the room list.
    // My info is closed too: its menu entry is not usable, and its address leads to the room list.
    await new Shell(teacher).openUserMenu();
    await expect(teacher.getByTestId('header-myinfo')).toHaveAttribute('aria-disabled', 'true');
    await teacher.keyboard.press('Escape');
    const myInfo = `/demo/user/myInfo?userIdx=${await teacher.evaluate(() => window.__bodaE2E?.session().user?.userIdx)}`;
    for (const address of ['/demo/logMeet/list', '/demo/task/list', '/demo/message/recv/list', myInfo]) {
      await teacher.goto(address);
      await expect(teacher).toHaveURL(/\/demo\/room\/list$/);
    }

    // Back off: the teacher's session reloads the configuration on its next call and the tabs return.
    await settings.setEmergency(false);
    await teacher.reload();
    // The tabs come back once the reloaded app has the new configuration (the banner's absence alone is
    // also true before the app has drawn anything).
    await expect(teacher.getByTestId('tab-logMeet')).toBeVisible();
    await expect(teacher.getByTestId('tab-logMeet')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(teacher.getByTestId('emergency-banner')).toHaveCount(0);
    await teacher.goto('/demo/logMeet/list');
    await expect(teacher).toHaveURL(/\/demo\/logMeet\/list$/);
  });

  /** A 120x40 PNG. */
  const LOGO_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAo0lEQVR4nO3UUY0DARTDwIJYdEVsWCXQ316eTiMFgeX49byz5/cQXig/f6Ia0AHdf3obowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46mjP9ug86JbXL8/Ha5AAAAABJRU5ErkJggg==',
    'base64',
  );

  test('an operator uploads a login logo and a manual in settings; the login page and /open/app/manual serve them', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const operator = await signedIn(browser, 'operator');
    await openInApp(operator, '/demo/manage/room/list', '[data-testid="room-list-page"]');
    await new SettingsPage(operator).openFromMenu();
    const logo = operator.getByTestId('settings-image-LOGIN_LOGO');
    await logo
      .getByTestId('settings-image-LOGIN_LOGO-upload-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(logo.getByTestId('settings-image-LOGIN_LOGO-preview')).toBeVisible();
    await expect(logo.getByTestId('settings-image-LOGIN_LOGO-upload')).toHaveText('Replace');
    await expect
      .poll(() => logo.getByTestId('settings-image-LOGIN_LOGO-preview').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(120);

    // The login page shows it.
    const login = await (await own.newContext(browser)).newPage();
    await login.goto('/demo');
    await expect(login.getByTestId('login-logo')).toBeVisible();

    const manual = operator.getByTestId('settings-manual');
    await expect(manual.getByTestId('settings-manual-name')).toContainText('product manual');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    );
    await manual
      .getByTestId('settings-manual-upload-input')
      .setInputFiles({ name: 'demo-manual.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(manual.getByTestId('settings-manual-name')).toContainText('demo-manual.pdf');
    const served = await request.get(`${own.server.origin}/open/app/manual?companyId=demo`);
    expect(served.headers()['content-disposition']).toContain('demo-manual.pdf');

    // Both are listed in the history, then removed with the mouse.
    await expect(operator.getByTestId('settings-history-row').first()).toContainText('Manual');
    await manual.getByTestId('settings-manual-remove').click();
    await operator.getByTestId('settings-files-confirm-confirm').click();
    await expect(manual.getByTestId('settings-manual-name')).toContainText('product manual');
    await logo.getByTestId('settings-image-LOGIN_LOGO-remove').click();
    await operator.getByTestId('settings-files-confirm-confirm').click();
    await expect(logo.getByTestId('settings-image-LOGIN_LOGO-preview')).toHaveCount(0);
  });
});
