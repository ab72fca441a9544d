import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('logout clears the session and service pages send the user back to login', async ({ page }) => {
  await new LoginPage(page).signInAs('teacher1');
  await new Shell(page).logout();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('BODA_TOKEN'))).toBeNull();
  await page.goto('/demo/room/list');
  await expect(page).toHaveURL(/\/demo$/);
});

/** Short enough to wait out, long enough that the 20 calls after one refresh end before it does on a loaded machine. */
const TOKEN_TTL_SECONDS = 6;

test.describe('with access tokens that expire after a few seconds', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('20 concurrent calls with an expired token cause exactly one refresh', async ({ page }) => {
    await page.goto(`${server.origin}/demo`);
    const login = new LoginPage(page);
    await login.signIn('student1');
    await expect(page).toHaveURL(/\/demo\/room\/list$/);
    await expect(page.getByTestId('app-header')).toBeVisible();

    // The page's own calls (the room list, the message check) may refresh the token while we wait: wait
    // until the token has stayed the same for longer than it lives, so it is expired when the 20 calls go.
    const currentToken = () => page.evaluate(() => window.__bodaE2E?.session().token?.access_token);
    let tokenBefore = await currentToken();
    for (;;) {
      await page.waitForTimeout(TOKEN_TTL_SECONDS * 1000 + 500);
      const now = await currentToken();
      if (now === tokenBefore) break;
      tokenBefore = now;
    }
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/open/login/token')) refreshCalls.push(request.url());
    });

    const users = await page.evaluate(async () => {
      const hook = window.__bodaE2E;
      if (!hook) throw new Error('the e2e hook is missing: build with BODA_E2E=1');
      const calls = Array.from({ length: 20 }, () => hook.send('user.GET_ME', {}));
      const results = await Promise.all(calls);
      return results.map((data) => data.result.userId);
    });

    expect(users).toHaveLength(20);
    expect(new Set(users)).toEqual(new Set(['student1']));
    expect(refreshCalls).toHaveLength(1);
    const tokenAfter = await page.evaluate(() => window.__bodaE2E?.session().token?.access_token);
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toEqual(tokenBefore);
  });
});
