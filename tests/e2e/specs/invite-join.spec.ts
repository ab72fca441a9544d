import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { DemoApi } from '../fixtures/api';
import { type OwnServer, useOwnServer } from '../fixtures/ownServer';
import { DEMO_COMPANY } from '../pages/LoginPage';
import { RoomListPage } from '../pages/RoomListPage';

/*
 * Joining by invite code (issue 31 items 2 and 7): Join waits for a complete code, and a class its
 * teacher has not opened yet is waited for (recheck, then join), the same on the room list's card and
 * the login page's easy join as on the invite page.
 */
const ROOM = 'Math A (regular class)';

/** The teacher, signed in on the room list (before any login-page change), and the room's invite code. */
async function teacherWithCode(own: OwnServer, browser: Browser): Promise<{ teacher: Page; code: string }> {
  const teacher = await own.signedIn(browser, DEMO.users.teacher);
  const rooms = new RoomListPage(teacher);
  await rooms.open();
  return { teacher, code: await rooms.inviteCodeOf(ROOM) };
}

async function expectWaiting(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(`${testId}-state`)).toHaveText(/The class opens when the teacher enters/);
  await expect(page.getByTestId('error-popup')).toHaveCount(0);
}

/** The teacher opens the class by mouse: Join on the room's card (the web classroom's pre-join check). */
async function teacherOpens(teacher: Page): Promise<void> {
  await new RoomListPage(teacher).card(ROOM).getByTestId('room-card-join').click();
  await expect(teacher.getByTestId('classroom-prejoin')).toBeVisible({ timeout: 60_000 });
}

// Each test on its own server: the first leaves the class open, the second needs it closed.
test.describe('joining by invite code on the room list', () => {
  const own = useOwnServer();

  test("the card's Join waits for all 9 digits; a student's join before the teacher waits, then enters once it opens", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { teacher, code } = await teacherWithCode(own, browser);
    const page = await own.signedIn(browser, DEMO.users.student);
    const rooms = new RoomListPage(page);
    await rooms.open();
    const join = page.getByTestId('invite-code-join');
    await page.getByTestId('invite-box-1').click();
    await page.keyboard.type(code.slice(0, 3));
    await expect(join).toBeDisabled();
    await page.getByTestId('invite-box-2').click();
    await page.keyboard.type(code.slice(3, 8));
    await expect(join).toBeDisabled();
    await page.getByTestId('invite-box-3').click();
    await page.keyboard.press('End');
    await page.keyboard.type(code.slice(8));
    await expect(join).toBeEnabled();
    await join.click();
    await expectWaiting(page, 'invite-code-wait');

    // The card rechecks by itself (every 5 s) and joins once the teacher is in.
    await teacherOpens(teacher);
    await expect(page.getByTestId('classroom-prejoin')).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('joining by invite code in easy join', () => {
  const own = useOwnServer();

  test('easy join as a guest before the teacher waits politely, then joins once the class opens', async ({ browser }) => {
    test.setTimeout(180_000);
    const { teacher, code } = await teacherWithCode(own, browser);
    const operator = await DemoApi.signIn((await own.newContext(browser)).request, DEMO.users.operator);
    await operator.changeSettings({ loginDisplay: 'easy' });
    const page = await (await own.newContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`/${DEMO_COMPANY}`);
    await page.getByTestId('easy-nickname').click();
    await page.keyboard.type('Guest Moon');
    await page.getByTestId('easy-invite-code').click();
    await page.keyboard.type(code);
    await page.getByTestId('easy-submit').click();
    await expectWaiting(page, 'easy-wait');

    // Nobody clicks anything more: the page rechecks by itself (every 5 s) and joins.
    await teacherOpens(teacher);
    await expect(page.getByTestId('classroom-prejoin')).toBeVisible({ timeout: 60_000 });
  });
});
