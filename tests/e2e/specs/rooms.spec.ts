import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { parseArgs, TestClassClient } from '../../fixtures/class-client/client';
import { freeAgentPorts, startAgentFor, type RunningAgentFixture } from '../fixtures/agent';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';
import { RoomInvitePage } from '../pages/RoomInvitePage';
import { RoomListPage } from '../pages/RoomListPage';
import { RoomMonitorPage } from '../pages/RoomMonitorPage';

/**
 * Rooms end to end: Chromium on the web build of our real server, joins through the real local
 * agent, whose stand-in class client records its command line; the test class client
 * (tests/fixtures/class-client) then plays that client against the server with those parameters.
 */
test.describe('rooms and joining classes', () => {
  let server: RunningServer;
  let fixture: RunningAgentFixture | null = null;
  const contexts: BrowserContext[] = [];
  const clients: TestClassClient[] = [];

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.beforeEach(async () => {
    const free = await freeAgentPorts();
    test.skip(
      free.length === 0,
      'every local agent port (contract AGENT_PORTS) is in use on this machine; stop the desktop app to run these tests',
    );
    fixture = await startAgentFor(server);
  });
  test.afterEach(async () => {
    for (const client of clients.splice(0)) client.stopHeartbeats();
    for (const context of contexts.splice(0)) await context.close();
    await fixture?.close();
    fixture = null;
  });

  async function signedIn(browser: Browser, userId: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await new LoginPage(page).signInAs(userId);
    return page;
  }

  /** The class client the agent just started, played by the test class client with the same command line. */
  async function launchedClient(): Promise<TestClassClient> {
    if (!fixture) throw new Error('agent not started');
    const { argv } = await fixture.client.argv(20_000);
    await rm(join(fixture.client.dir, 'argv.json'), { force: true });
    const client = new TestClassClient(parseArgs(argv));
    expect(client.args.server).toBe(server.origin);
    clients.push(client);
    await client.join();
    return client;
  }

  test('a teacher opens an instant class, students join by invite code typed and pasted, the card shows attendance, the teacher closes it', async ({
    browser,
  }) => {
    const teacherPage = await signedIn(browser, DEMO.users.teacher);
    const teacherRooms = new RoomListPage(teacherPage);
    await teacherRooms.openClass('E2E live class');
    const leader = await launchedClient();
    expect(leader.leader).toBe(true);
    expect(leader.args).toMatchObject({ joinMode: 'open', userId: 'teacher1' });
    await leader.start();

    await teacherPage.reload();
    const card = teacherRooms.card('E2E live class');
    await expect(card).toBeVisible();
    const code = await teacherRooms.inviteCodeOf('E2E live class');

    const typedPage = await signedIn(browser, 'student1');
    const typedRooms = new RoomListPage(typedPage);
    await typedRooms.typeInviteCode(code);
    expect(await typedRooms.inviteBoxes()).toEqual([code.slice(0, 3), code.slice(3, 6), code.slice(6)]);
    await typedRooms.joinByInviteWithEnter();
    const typed = await launchedClient();
    expect(typed.args).toMatchObject({ userId: 'student1', meet: leader.args.meet });

    const pastedPage = await signedIn(browser, 'student2');
    const pastedRooms = new RoomListPage(pastedPage);
    await pastedRooms.pasteInviteCode(`${code.slice(0, 3)}-${code.slice(3, 6)}-${code.slice(6)}`);
    expect(await pastedRooms.inviteBoxes()).toEqual([code.slice(0, 3), code.slice(3, 6), code.slice(6)]);
    await pastedPage.getByTestId('invite-code-join').click();
    const pasted = await launchedClient();
    expect(pasted.args.userId).toBe('student2');

    await teacherPage.reload();
    await expect(card).toHaveAttribute('data-state', 'started');
    await expect(card.getByTestId('room-card-participants')).toHaveText('Participants: 3');
    await expect(card.getByTestId('room-card-elapsed')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

    expect(await typed.leave()).toBeGreaterThanOrEqual(0);
    await teacherPage.reload();
    await expect(card.getByTestId('room-card-participants')).toHaveText('Participants: 2');

    await teacherRooms.menu('E2E live class', 'close');
    await teacherRooms.confirm();
    await expect(teacherPage.getByTestId('toast-success').filter({ hasText: 'The class was closed.' })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await pasted.heartbeat()).live).toBe(false);
  });

  test('an operator sees the live classes in monitoring and force-closes another one', async ({ browser }) => {
    const first = await signedIn(browser, DEMO.users.teacher2);
    await new RoomListPage(first).openClass('E2E monitored class');
    const watched = await launchedClient();
    await watched.start();
    const second = await signedIn(browser, DEMO.users.teacher);
    await new RoomListPage(second).openClass('E2E other class');
    const other = await launchedClient();

    const operatorPage = await signedIn(browser, DEMO.users.operator);
    const monitor = new RoomMonitorPage(operatorPage);
    await monitor.open();
    await expect(monitor.row('E2E monitored class').getByTestId('monitor-row-current')).toHaveText('1');
    await expect(monitor.row('E2E other class')).toBeVisible();
    // The web build is not the Windows app: no monitoring join.
    await expect(operatorPage.getByTestId('monitor-join')).toHaveCount(0);

    await monitor.row('E2E monitored class').click();
    await expect(operatorPage.getByTestId('monitor-view-page')).toBeVisible();
    await expect(operatorPage.getByTestId('monitor-user-row')).toHaveAttribute('data-user-id', 'teacher2');
    await operatorPage.goBack();

    await monitor.forceClose('E2E other class');
    await expect(monitor.row('E2E other class')).toHaveCount(0);
    await expect(monitor.row('E2E monitored class')).toBeVisible();
    expect((await other.heartbeat()).live).toBe(false);
    expect((await watched.heartbeat()).live).toBe(true);
  });

  test('QR and copy actions give the invite link, which opens the invite page', async ({ browser }) => {
    const page = await signedIn(browser, DEMO.users.teacher);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const rooms = new RoomListPage(page);
    const title = 'Math A (regular class)';
    await expect(rooms.card(title)).toBeVisible();
    const code = await rooms.inviteCodeOf(title);
    const link = `${server.origin}/invite/${DEMO.companyCode}/${code}`;

    await rooms.menu(title, 'copy-link');
    await expect(page.getByTestId('toast-success').filter({ hasText: 'The invite link was copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await rooms.menu(title, 'copy-code');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${code.slice(0, 3)}-${code.slice(3, 6)}-${code.slice(6)}`);

    await rooms.menu(title, 'qr');
    const dialog = page.getByTestId('room-qr-dialog');
    await expect(dialog.getByTestId('room-qr-title')).toHaveText(title);
    await expect(dialog.getByTestId('room-qr-link')).toHaveText(link);
    const canvas = dialog.locator('canvas');
    await expect(canvas).toHaveAttribute('data-value', link);
    // Something was drawn: a blank canvas of this size encodes to a much shorter PNG.
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png').length)).toBeGreaterThan(2000);
    await page.getByTestId('room-qr-close').click();

    const guest = await browser.newContext({ baseURL: server.origin, locale: 'en-US' });
    contexts.push(guest);
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    const invite = new RoomInvitePage(guestPage);
    await invite.expectClass(title);
    // Author first: a guest cannot open the class before its leader, so the page says so and waits.
    await expect(guestPage.getByTestId('invite-join-state')).toContainText('opens when the teacher enters');
    await guestPage.getByTestId('invite-join-nickname').fill('Visitor');
    await expect(guestPage.getByTestId('invite-join-submit')).toBeDisabled();
  });
});
