import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from '../../../server/src/seed/demo';
import { expectNoSeriousAxeViolations } from '../fixtures/accessibility';
import { expectPageLanguage } from '../fixtures/screen';
import { startServer, type RunningServer } from '../fixtures/server';
import { ClassroomPage } from '../pages/ClassroomPage';
import { RoomInvitePage } from '../pages/RoomInvitePage';
import { LoginPage } from '../pages/LoginPage';
import { RoomListPage } from '../pages/RoomListPage';
import { RoomMonitorPage } from '../pages/RoomMonitorPage';

/**
 * The built-in web classroom end to end: no class client is installed (no local agent runs), the demo
 * company allows web classes, so Join on a room card opens our own classroom. A teacher and two
 * students, each in their own browser context with Chromium's fake camera, microphone and screen,
 * hold a real class through our server: WebRTC media between the pages, signaling, whiteboard, chat,
 * the teacher's controls, a recording uploaded while it is made, and monitoring's force close.
 */
const ROOM = 'Math A (regular class)';
const NAMES = { teacher: 'Teacher Park', student1: 'Student Han', student2: 'Student Yoon' } as const;

/**
 * Chromium's fake screen is an animation that changes every frame, captured at 1280x720 and 30 fps
 * for `getDisplayMedia({video: true})`; the switch's fps option does not reach it. Asked for less
 * (the camera's size, 5 fps), its frames still go through the same capture, encoder, network and
 * decoder, at a quarter of the pixels and a sixth of the frames.
 */
function smallFakeScreen(): void {
  const media = window.isSecureContext ? navigator.mediaDevices : undefined;
  if (!media?.getDisplayMedia) return;
  const getDisplayMedia = media.getDisplayMedia.bind(media);
  media.getDisplayMedia = (options) =>
    getDisplayMedia({ ...options, video: options?.video === false ? false : { width: 640, height: 360, frameRate: 5 } });
}

test.describe('web classroom', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  async function signedIn(browser: Browser, userId: string, language: 'en' | 'ko' = 'en'): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.origin,
      locale: language === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width: 1280, height: 800 },
      permissions: ['camera', 'microphone'],
    });
    contexts.push(context);
    const page = await context.newPage();
    // The language comes from the browser, as for a user who never picked one: the class then shows the
    // page's language, not the one stored with the user (English for every demo user and every guest).
    await page.addInitScript(smallFakeScreen);
    await new LoginPage(page).signInAs(userId);
    return page;
  }

  /** From the room list, by mouse: Join on the room's card opens the classroom's pre-join check. */
  async function toPrejoin(page: Page): Promise<ClassroomPage> {
    const rooms = new RoomListPage(page);
    await rooms.open();
    await rooms.card(ROOM).getByTestId('room-card-join').click();
    const room = new ClassroomPage(page);
    await room.expectPrejoin();
    expect(new URL(page.url()).pathname).toBe('/classroom');
    return room;
  }

  async function inClass(browser: Browser, userId: string): Promise<{ page: Page; room: ClassroomPage }> {
    const page = await signedIn(browser, userId);
    const room = await toPrejoin(page);
    await room.expectPreview();
    await room.join();
    return { page, room };
  }

  test('a teacher and two students hold a class: video both ways, screen, board, chat and a file, mute, remove, a recording, force close, then class results', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const teacher = await inClass(browser, DEMO.users.teacher);
    const student1 = await inClass(browser, 'student1');
    const student2 = await inClass(browser, 'student2');
    const everyone = [teacher, student1, student2];
    for (const { room } of everyone) await room.expectParticipants(3);

    const peer = {
      teacher: await student1.room.peerIdOf(NAMES.teacher),
      student1: await teacher.room.peerIdOf(NAMES.student1),
      student2: await teacher.room.peerIdOf(NAMES.student2),
    };
    // Each page decodes the other two cameras.
    await teacher.room.expectVideoFrom([peer.student1, peer.student2]);
    await student1.room.expectVideoFrom([peer.teacher, peer.student2]);
    await student2.room.expectVideoFrom([peer.teacher, peer.student1]);
    // Everyone's (fake) microphone beeps: their tiles light up as speaking, on the others' pages and their own.
    await teacher.room.expectSpeaking(peer.student1);
    await student1.room.expectSpeaking(peer.teacher);
    await student1.room.expectSpeaking(peer.student1);
    // At 1280x800 the three cameras fill the stage (two rows of two), not a strip of small tiles; with the
    // participants open beside them too, and the room still fits the window.
    await teacher.room.openPanel('participants');
    await teacher.room.expectRoomInWindow();
    await teacher.room.expectTilesFillStage(0.3);
    await teacher.room.toggleParticipants();
    await teacher.room.expectTilesFillStage(0.35);

    // The teacher pins student 1 with the mouse: their tile is shown large (most of the stage's width), the
    // others in a row; unpinned, the grid is back.
    const studentTile = teacher.page.locator(`[data-testid="classroom-tile"][data-peer="${peer.student1}"]`);
    await studentTile.hover();
    await studentTile.getByTestId('classroom-tile-pin').click();
    const pinned = teacher.page.getByTestId('classroom-pinned').getByTestId('classroom-tile');
    await expect(pinned).toHaveAttribute('data-peer', peer.student1);
    const [pinnedBox, stageBox] = [await pinned.boundingBox(), await teacher.page.getByTestId('classroom-grid').boundingBox()];
    expect(pinnedBox?.height ?? 0).toBeGreaterThan(300);
    expect(stageBox?.height ?? 0).toBeLessThan(pinnedBox?.height ?? 0);
    await pinned.getByTestId('classroom-tile-pin').click();
    await expect(teacher.page.getByTestId('classroom-pinned')).toHaveCount(0);
    await expect(teacher.page.getByTestId('classroom-grid').getByTestId('classroom-tile')).toHaveCount(3);

    // The teacher shares the screen: both students decode it.
    await teacher.room.toggleScreenShare();
    await student1.room.expectScreenFrom(peer.teacher);
    await student2.room.expectScreenFrom(peer.teacher);

    // A stroke on the teacher's board appears on the students' boards.
    await teacher.room.showBoard();
    await teacher.room.drawStroke();
    await student1.room.expectBoardStrokes(1);
    await student2.room.expectBoardStrokes(1);

    // Chat text and a shared file reach the others.
    await student1.room.sendChat('Page 12, please.');
    await teacher.room.expectChat('Page 12, please.');
    await student2.room.expectChat('Page 12, please.');
    await teacher.room.shareFile({ name: 'worksheet.txt', mimeType: 'text/plain', buffer: Buffer.from('Worksheet 3: fractions') });
    const download = await student2.room.downloadChatFile('worksheet.txt');
    expect(await readFile(download, 'utf8')).toBe('Worksheet 3: fractions');
    // The teacher saves the board: a PNG of it arrives in the chat (and stays with the class's chat files).
    await teacher.page.getByTestId('classroom-board-save').click();
    const boardFile = student2.page.getByTestId('classroom-chat-file-name').filter({ hasText: /^board-[A-Za-z0-9]+-\d{12}\.png$/ });
    await expect(boardFile).toBeVisible();
    const boardName = (await boardFile.textContent()) ?? '';
    const boardPng = await readFile(await student2.room.downloadChatFile(boardName));
    expect(boardPng.subarray(1, 4).toString()).toBe('PNG');

    // The teacher mutes student 1, who is told and whose microphone is off.
    await teacher.room.participantAction(peer.student1, 'mute');
    await student1.room.expectMicOff();
    await teacher.room.expectSpeaking(peer.student1, false);

    // The teacher records a few seconds of the class (uploaded while it records).
    await teacher.room.startRecording();
    // The students are told that the class is being recorded, for as long as it is.
    await student1.room.expectRecordedNotice(true);
    await student2.room.expectRecordedNotice(true);
    await teacher.page.waitForTimeout(4000);
    await teacher.room.stopRecording();
    await student1.room.expectRecordedNotice(false);

    // The teacher removes student 2, whose classroom ends with "removed"; the others see two.
    await teacher.room.participantAction(peer.student2, 'remove');
    await student2.room.expectExit('removed');
    await teacher.room.expectParticipants(2);
    const meetCode = await teacher.room.meetCode();

    // Monitoring's force close ends the class for everyone still in it, who are told the operator closed it.
    const operator = await signedIn(browser, DEMO.users.operator);
    const monitor = new RoomMonitorPage(operator);
    await monitor.open();
    await monitor.forceClose(ROOM);
    await teacher.room.expectExit('closed');
    await student1.room.expectExit('closed');
    await expect(student1.page.getByRole('heading', { name: "The school's operator closed the class" })).toBeVisible();

    // Class results: the three attended, with their join history, and the recording plays.
    const results = teacher.page;
    await results.goto(`/${DEMO.companyId}/logMeet/list?meetCode=${meetCode}`);
    const dialog = results.getByTestId('class-result-dialog');
    await expect(dialog).toBeVisible();
    for (const name of Object.values(NAMES)) await expect(dialog.getByText(name, { exact: true }).first()).toBeVisible();
    const videos = dialog.getByTestId('record-videos');
    await expect(videos.getByTestId('record-row')).toHaveCount(1);
    await videos.getByTestId('record-play').click();
    await expect
      .poll(() => results.getByTestId('record-player').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // The server wrote the duration MediaRecorder leaves out: the player knows the length (about 4 s) and can seek.
    const duration = await results
      .getByTestId('record-player')
      .evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : -1));
    expect(duration).toBeGreaterThan(2);
    expect(duration).toBeLessThan(30);
    const chats = dialog.getByTestId('record-chats');
    await expect(chats.getByTestId('record-row').first()).toBeVisible();
  });

  test('every join path reaches the classroom: an instant class opened by the teacher, a student by invite code, a guest by the invite link', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = 'E2E web classroom instant';
    const teacherPage = await signedIn(browser, DEMO.users.teacher);
    const teacherRooms = new RoomListPage(teacherPage);
    await teacherRooms.open();
    await teacherRooms.openClass(title);
    const teacher = new ClassroomPage(teacherPage);
    await teacher.expectPrejoin();
    await teacher.join();

    // A student types the invite code the teacher reads beside the participants, on the room list.
    const code = await teacher.inviteCode();
    const studentPage = await signedIn(browser, 'student3');
    const studentRooms = new RoomListPage(studentPage);
    await studentRooms.open();
    await studentRooms.typeInviteCode(code);
    await studentPage.getByTestId('invite-code-join').click();
    const student = new ClassroomPage(studentPage);
    await student.expectPrejoin();
    await student.join();

    // A guest opens the invite link, gives a nickname, and joins without a camera.
    const guestContext = await browser.newContext({ baseURL: server.origin, locale: 'en-US', permissions: ['microphone'] });
    contexts.push(guestContext);
    const guestPage = await guestContext.newPage();
    await guestPage.goto(`/invite/${DEMO.companyCode}/${code}`);
    const invite = new RoomInvitePage(guestPage);
    await invite.expectClass(title);
    await invite.joinAsGuest('Visitor Kim');
    const guest = new ClassroomPage(guestPage);
    await guest.expectPrejoin();
    await guest.setJoinWith({ camera: false });
    await guest.join();

    for (const room of [teacher, student, guest]) await room.expectParticipants(3);
    await teacher.expectVideoFrom([await teacher.peerIdOf('Student Kang')]);
    await guest.expectVideoFrom([await guest.peerIdOf(NAMES.teacher)]);
    await teacher.endForEveryone();
    await student.expectExit('ended');
    await guest.expectExit('ended');
  });

  test('a raised hand, the pen handed over and taken back, the board erased and undone, mute everyone, the device menu, a stopped camera, a dropped network and a rejoin, as the teacher and a student see them', async ({
    browser,
  }) => {
    test.setTimeout(400_000);
    const teacher = await inClass(browser, DEMO.users.teacher);
    const student = await inClass(browser, 'student1');
    for (const { room } of [teacher, student]) await room.expectParticipants(2);
    const studentId = await teacher.room.peerIdOf(NAMES.student1);
    const teacherId = await student.room.peerIdOf(NAMES.teacher);
    const studentTile = teacher.page.locator(`[data-testid="classroom-tile"][data-peer="${studentId}"]`);

    // The student raises a hand with the keyboard (Tab to the controls, arrows to the button, Space): the
    // teacher sees it on the tile and counted on the participants button.
    await student.room.keyboardTo('classroom-hand-toggle');
    await student.page.keyboard.press('Space');
    await expect(studentTile.getByTestId('classroom-hand')).toBeVisible();
    await expect(teacher.page.getByTestId('classroom-participants-toggle-count')).toHaveText('1');
    await student.room.toggleHand();
    await expect(studentTile.getByTestId('classroom-hand')).toHaveCount(0);
    await expect(teacher.page.getByTestId('classroom-participants-toggle-count')).toHaveCount(0);
    // Raised again, the teacher lowers it from the student's actions: the student is told, the hand is down for both.
    await student.room.toggleHand();
    await expect(studentTile.getByTestId('classroom-hand')).toBeVisible();
    await teacher.room.participantAction(studentId, 'lower-hand');
    await expect(student.page.getByTestId('toast-warning').filter({ hasText: 'The teacher lowered your hand.' })).toBeVisible();
    await expect(studentTile.getByTestId('classroom-hand')).toHaveCount(0);
    await expect(student.page.getByTestId('classroom-hand-toggle')).toHaveAttribute('aria-pressed', 'false');

    // The board is the teacher's until the pen is handed over; the student's stroke then reaches the teacher.
    await teacher.room.showBoard();
    await student.room.showBoard();
    await expect(student.page.getByTestId('classroom-board-no-pen')).toBeVisible();
    await teacher.room.participantAction(studentId, 'pen');
    await expect(student.page.getByTestId('classroom-board-no-pen')).toHaveCount(0);
    await student.room.drawStroke();
    await teacher.room.expectBoardStrokes(1);
    await student.room.expectBoardStrokes(1);
    // A second stroke below the first; the eraser dragged across the first takes only it, for both; Ctrl+Z brings it back.
    await student.room.drawStroke(0.3);
    await teacher.room.expectBoardStrokes(2);
    await student.room.eraseDown(0.3, 0.25, 0.45);
    await teacher.room.expectBoardStrokes(1);
    await student.room.expectBoardStrokes(1);
    await student.page.keyboard.press('Control+z');
    await teacher.room.expectBoardStrokes(2);
    await student.room.expectBoardStrokes(2);
    await teacher.room.participantAction(studentId, 'pen');
    await expect(student.page.getByTestId('classroom-board-no-pen')).toBeVisible();

    // "Mute everyone": the student's microphone goes off, the teacher is told how many; then nobody is left to mute.
    await teacher.room.openPanel('participants');
    await teacher.page.getByTestId('classroom-mute-everyone').click();
    await student.room.expectMicOff();
    await expect(teacher.page.getByTestId('toast-success').filter({ hasText: '1 microphone turned off.' })).toBeVisible();
    await expect(teacher.page.getByTestId('classroom-mute-everyone')).toBeDisabled();

    // The device menu, opened with the mouse, lists the (fake) camera and microphone in use, checked.
    await student.page.getByTestId('classroom-devices').click();
    await expect(student.page.getByTestId('classroom-device-camera').first()).toHaveAttribute('aria-checked', 'true');
    await expect(student.page.getByTestId('classroom-device-mic').first()).toBeVisible();
    // Picking the camera in use changes nothing and closes the menu.
    await student.page.getByTestId('classroom-device-camera').first().click();
    await expect(student.page.getByTestId('classroom-device-camera')).toHaveCount(0);
    await expect(student.page.getByTestId('classroom-camera')).toHaveAttribute('aria-pressed', 'true');

    // The teacher stops the student's camera: the student's camera button is off, the teacher's tile says so.
    await teacher.room.participantAction(studentId, 'stop-camera');
    await expect(student.page.getByTestId('classroom-camera')).toHaveAttribute('aria-pressed', 'false');
    await expect(studentTile.getByRole('img', { name: 'Camera off' })).toBeVisible();

    // The chat by keyboard: Enter on the chat button opens it with the focus in its box, Enter sends.
    await student.room.keyboardTo('classroom-chat-toggle');
    await student.page.keyboard.press('Enter');
    await expect(student.page.getByTestId('classroom-chat-input')).toBeFocused();
    await student.page.keyboard.type('Done with page 12.');
    await student.page.keyboard.press('Enter');
    await teacher.room.expectChat('Done with page 12.');

    // The student's network drops and comes back: the class says it is reconnecting, then goes on with
    // the board and the chat as they were, and the teacher's camera plays again.
    await teacher.room.sendChat('Back in a moment?');
    await student.room.expectChat('Back in a moment?');
    await student.page.context().setOffline(true);
    await expect(student.page.getByTestId('classroom-reconnecting')).toBeVisible({ timeout: 60_000 });
    await student.page.context().setOffline(false);
    await expect(student.page.getByTestId('classroom-reconnecting')).toHaveCount(0, { timeout: 60_000 });
    await student.room.expectParticipants(2);
    await student.room.expectBoardStrokes(2);
    await student.room.expectChat('Back in a moment?');
    const before = (await student.room.framesDecoded())[teacherId]?.framesDecoded ?? 0;
    await expect
      .poll(async () => (await student.room.framesDecoded())[teacherId]?.framesDecoded ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(before);

    // The student leaves, goes back from the exit screen to the room list it joined from, and joins again:
    // the teacher sees one tile, then two.
    await student.room.leave();
    await teacher.room.expectParticipants(1);
    await student.page.getByTestId('classroom-exit-back').click();
    await expect(student.page).toHaveURL(new RegExp(`/${DEMO.companyId}/room/list$`));
    const again = new ClassroomPage(student.page);
    await new RoomListPage(student.page).card(ROOM).getByTestId('room-card-join').click();
    await again.expectPrejoin();
    await again.join();
    await again.expectParticipants(2);
    // Back in a class whose board has strokes, the board is open with them, unasked.
    await expect(student.page.getByTestId('classroom-board')).toBeVisible();
    await again.expectBoardStrokes(2);
    await teacher.room.expectParticipants(2);
    await again.expectVideoFrom([teacherId]);

    // A reload (F5) in the class: the page leaves, comes back to its pre-join check and, with Join again,
    // into the same class without a new link; the teacher sees the student go and come back.
    await student.page.reload();
    await again.expectPrejoin();
    await expect(student.page.getByRole('heading', { name: 'Back to the class?' })).toBeVisible();
    await teacher.room.expectParticipants(1);
    await again.join();
    await again.expectParticipants(2);
    await teacher.room.expectParticipants(2);
    await again.expectVideoFrom([teacherId]);
    await teacher.room.endForEveryone();
    await again.expectExit('ended');
  });

  for (const language of ['en', 'ko'] as const) {
    test(`the pre-join check and the room at 1280x800, with the chat and the board open, have no serious accessibility findings (${language})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await signedIn(browser, DEMO.users.teacher, language);
      const room = await toPrejoin(page);
      await room.expectPreview();
      // The camera's picture and the microphone's level move: masked, the rest of the screen is compared.
      await expectPageLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ko' ? '참여할 준비가 되었나요?' : 'Ready to join?');
      const moving = [page.getByTestId('classroom-prejoin-video'), page.getByTestId('classroom-prejoin-level')];
      await expect(page).toHaveScreenshot(`classroom-prejoin-${language}.png`, { mask: moving });
      await expectNoSeriousAxeViolations(page, `classroom pre-join ${language}`);

      await room.join();
      await room.expectParticipants(1);
      await room.sendChat(language === 'ko' ? '12쪽을 펴세요.' : 'Open page 12, please.');
      await room.showBoard();
      await room.drawStroke();
      await room.expectBoardStrokes(1);
      await expect(page.getByTestId('classroom-leave')).toHaveText(language === 'ko' ? '나가기' : 'Leave');
      const videos = [page.getByTestId('classroom-tile'), page.getByTestId('classroom-chat-message').locator('time')];
      await expect(page).toHaveScreenshot(`classroom-room-${language}.png`, { mask: videos });
      await expectNoSeriousAxeViolations(page, `classroom room ${language}`);
      // Ended, so the next run of this test starts a class with an empty board and chat.
      await room.endForEveryone();
    });
  }
});
