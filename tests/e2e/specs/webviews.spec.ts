import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { RoomListPage } from '../pages/RoomListPage';

const MATH_ROOM = 'Math A (regular class)';

/** What the stand-in native bridge received: the page posts JSON strings to window.chrome.webview. */
async function posted(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { posted: string[] }).posted.map((m) => JSON.parse(m) as unknown));
}

/**
 * The class client's web views against the real server, with a stand-in for the native app's bridge
 * (WebView2's window.chrome.webview): the attendee picker returns the chosen users and closes itself.
 */
test.describe('native app web views', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('/wb/attendee: the teacher picks two attendees with the mouse and the app receives them', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 900, height: 800 } });
    await context.addInitScript(() => {
      const host = window as unknown as { posted: string[]; chrome: unknown };
      host.posted = [];
      host.chrome = { webview: { postMessage: (message: string) => host.posted.push(message) } };
    });
    const page = await context.newPage();
    await new LoginPage(page).signInAs(DEMO.users.teacher);
    const rooms = new RoomListPage(page);
    await rooms.menu(MATH_ROOM, 'modify');
    await expect(page).toHaveURL(/roomCode=/);
    const roomCode = new URL(page.url()).searchParams.get('roomCode')!;

    await page.goto(`/wb/attendee?data=${encodeURIComponent(JSON.stringify({ Lng: 'en', Rcd: roomCode, Multi: 1 }))}`);
    const rows = page.getByTestId('wb-attendee-row');
    await expect(rows.first()).toBeVisible();
    const names = await rows.evaluateAll((all) => all.map((row) => row.children[1]?.textContent ?? ''));
    const sorted = [...names].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
    await expect(page.getByTestId('wb-attendee-confirm')).toBeDisabled();
    await rows.nth(0).click();
    await rows.nth(1).click();
    await expect(page.getByTestId('wb-attendee-count')).toContainText(`2 of ${names.length} selected`);
    await page.getByTestId('wb-attendee-confirm').click();

    await expect.poll(() => posted(page)).toHaveLength(2);
    const [list, close] = await posted(page);
    expect(close).toEqual({ command: 'closeWebView' });
    expect(list).toEqual({
      command: 'sendUserList',
      data: [
        expect.objectContaining({ Unm: names[0], Ccd: expect.any(String), Uidx: expect.any(Number), Uid: expect.any(String) }),
        expect.objectContaining({ Unm: names[1] }),
      ],
    });
    await expect(rows).toHaveCount(0);
    await context.close();
  });

  test('/wb/youtube: a full-height sandboxed player for the video id', async ({ page }) => {
    // The test machine may have no internet: YouTube's player is stood in for.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
    await page.goto(`${server.origin}/wb/youtube/dQw4w9WgXcQ`);
    const player = page.getByTestId('wb-youtube-player');
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
    const box = await player.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) - 1);
  });
});
