import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { startTestProvider, type TestProvider } from '../../../server/src/test/oidc-provider';
import { freePort } from '../../fixtures/free-port';
import { startServer, type RunningServer } from '../fixtures/server';
import { DEMO_COMPANY, DEMO_PASSWORD, LoginPage } from '../pages/LoginPage';
import { RoomListPage } from '../pages/RoomListPage';

/*
 * Partner sign-in (issue 17) against a real OpenID provider started here, configured on the server
 * by a providers file (SSO_PROVIDERS_FILE), and mobile easy join through a one-time external link.
 */

const CLIENT = { clientId: 'boda-e2e', clientSecret: 'e2e-client-secret-0123456789' };
let server: RunningServer;
let provider: TestProvider;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'boda-sso-e2e-'));
  const providerPort = await freePort();
  const file = join(dir, 'providers.json');
  writeFileSync(
    file,
    JSON.stringify([
      { company: DEMO_COMPANY, provider: 'gne', issuer: `http://127.0.0.1:${providerPort}`, ...CLIENT, linkClaim: 'school_user_id' },
    ]),
  );
  server = await startServer({ env: { SSO_PROVIDERS_FILE: file } });
  provider = await startTestProvider({
    port: providerPort,
    clients: [{ ...CLIENT, redirectUris: [`${server.origin}/sso/gne`] }],
    accounts: { 'gne-student-1': { school_user_id: 'student1' } },
  });
});

test.afterAll(async () => {
  await provider?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signInAtProvider(page: import('@playwright/test').Page, subject: string) {
  await page.goto(`${server.origin}/sso/gne`);
  await expect(page.getByTestId('provider-login')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  await page.getByTestId('provider-login').fill(subject);
  await page.getByTestId('provider-submit').click();
}

test('a student signs in through /sso/gne at the partner and lands on main', async ({ page }) => {
  await signInAtProvider(page, 'gne-student-1');
  await expect(page).toHaveURL(new RegExp(`^${server.origin}/${DEMO_COMPANY}/(room|task)/list$`));
  await expect(page.getByTestId('app-header')).toBeVisible();
  expect(await page.evaluate(() => window.__bodaE2E?.session().user?.userId)).toBe('student1');
});

test("a partner user without a linked account sees 'user information not found' and goes home", async ({ page }) => {
  await signInAtProvider(page, 'someone-unknown');
  await expect(page).toHaveURL(/\/sso\/return\?result=ERROR&errorCode=WB-400-701/);
  await expect(page.getByTestId('sso-error')).toContainText('User information not found');
  await page.getByTestId('sso-home').click();
  await expect(page).toHaveURL(`${server.origin}/`);
});

/** The operator switches the demo company's login page to easy join (through the real settings call). */
async function useEasyJoin(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin });
  const login = await context.request.post('/open/login/loginBoda', {
    form: { companyId: DEMO_COMPANY, username: 'operator', password: DEMO_PASSWORD, autoLogin: 'false' },
  });
  const token = ((await login.json()) as { data: { result: { token: { access_token: string } } } }).data.result.token.access_token;
  const changed = await context.request.post('/boda/company/setting', {
    data: { command: 'MOD', settings: { loginDisplay: 'easy' } },
    headers: { authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'MANAGE' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await context.close();
}

test('a phone-sized page gets a one-time link, and the page it opens joins the class with the same details', async ({ browser }) => {
  const teacher = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
  const teacherPage = await teacher.newPage();
  await new LoginPage(teacherPage).signInAs('teacher1');
  const code = await new RoomListPage(teacherPage).inviteCodeOf('Math A (regular class)');
  await teacher.close();
  await useEasyJoin(browser);

  const phone = await browser.newContext({
    baseURL: server.origin,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const page = await phone.newPage();
  await page.goto(`/${DEMO_COMPANY}`);
  await expect(page.getByTestId('easy-join')).toBeVisible();
  // Typed once the page's scripts are in (a nickname typed into the server page before that is lost).
  await page.waitForLoadState('networkidle');
  await page.getByTestId('easy-nickname').fill('Phone Kim');
  await page.getByTestId('easy-invite-code').fill(code);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const joined = page.waitForRequest((r) => r.url().includes('/open/room') || r.postData()?.includes('JOIN_INFO') === true);
  await page.getByTestId('easy-submit').click();
  // The link's page: the secret leaves the address bar, the join details come back, and it joins.
  const join = await joined;
  const link = visited.find((url) => url.includes('dl=')) ?? '';
  expect(link).toMatch(new RegExp(`^${server.origin}/${DEMO_COMPANY}\\?joinType=NOW&dl=`));
  expect(join.postData() ?? join.url()).toContain(code);
  expect(join.postData() ?? decodeURIComponent(join.url())).toContain('Phone Kim');
  await expect(page).not.toHaveURL(/dl=/);
  await expect(page).toHaveURL(/joinType=NOW/);
  await expect(page.getByTestId('easy-nickname')).toHaveValue('Phone Kim');

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('The invite code or link is invalid.')).toBeVisible();
  await phone.close();
});
