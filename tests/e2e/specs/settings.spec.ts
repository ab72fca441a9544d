import { expect, type Page, type Browser, test } from '@playwright/test';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { DEMO_PASSWORD, LoginPage } from '../pages/LoginPage';
import { SettingsPage } from '../pages/SettingsPage';

async function signedIn(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.BODA_E2E_BASE_URL });
  const page = await context.newPage();
  await new LoginPage(page).signInAs(user);
  return page;
}

/**
 * The e2e server is shared by every spec: whatever happens in the test, the demo company leaves
 * emergency mode again (through the API when the screen could not do it).
 */
test.afterAll(async ({ request }) => {
  const login = await request.post('/open/login/loginBoda', {
    form: { companyId: 'demo', username: 'operator', password: DEMO_PASSWORD, autoLogin: 'false' },
  });
  const token = ((await login.json()) as { data: { result: { token: { access_token: string } } } }).data.result.token.access_token;
  const headers = { authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'MANAGE' };
  const reply = await request.post('/boda/company/setting', { headers, data: { command: 'MOD', settings: { emergencyMode: false } } });
  expect(reply.status()).toBe(200);
});

test('an operator turns emergency mode on in settings and a teacher sees only the room tab', async ({ browser }) => {
  test.setTimeout(120_000);
  const operator = await signedIn(browser, 'operator');
  await operator.goto('/demo/manage/room/list');
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
  for (const address of ['/demo/logMeet/list', '/demo/task/list', '/demo/message/recv/list']) {
    await teacher.goto(address);
    await expect(teacher).toHaveURL(/\/demo\/room\/list$/);
  }

  // Back off: the teacher's session reloads the configuration on its next call and the tabs return.
  await settings.setEmergency(false);
  await teacher.reload();
  await expect(teacher.getByTestId('emergency-banner')).toHaveCount(0);
  await teacher.goto('/demo/logMeet/list');
  await expect(teacher).toHaveURL(/\/demo\/logMeet\/list$/);

  await operator.context().close();
  await teacher.context().close();
});
