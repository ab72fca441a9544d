import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { DEMO } from '../../../server/src/seed/demo';
import { TestClassClient } from '../../fixtures/class-client/client';
import { openInApp } from '../fixtures/navigate';
import { useOwnServer } from '../fixtures/ownServer';

/**
 * Recordings end to end: the test class client runs a class and uploads its recording (a real WebM)
 * and a chat log resumably (tus); the teacher opens the class in class results, plays the recording in
 * the app and downloads the chat file; a student, without the record download permission, is told so;
 * an operator finds the recording in the manage recordings list.
 */
test.describe('recordings', () => {
  const own = useOwnServer();

  async function signedIn(browser: Browser, userId: string, path?: string): Promise<Page> {
    const page = await own.signedIn(browser, userId);
    // Opened from the landing room list as the app's links do (typing the address would start the app again).
    if (path) await openInApp(page, path, '[data-testid="room-list-page"]');
    return page;
  }

  /** The teacher's class, held by the test class client as the desktop would start it. */
  async function heldRecordedClass(): Promise<{ meetCode: string; title: string }> {
    const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      headers.set(SERVICE_TYPE_HEADER, 'SERVICE');
      const response = await fetch(`${own.server.origin}${path}`, { ...init, headers });
      const body = (await response.json()) as { success: boolean; data: Record<string, any>; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (!body.success) throw new Error(`${path}: ${body.message}`);
      return body.data;
    };
    const login = await api('/open/login/loginBoda', {
      method: 'POST',
      body: new URLSearchParams({ companyId: DEMO.companyId, username: DEMO.users.teacher, password: DEMO.password, autoLogin: 'false' }),
    });
    const token = login.result.token.access_token as string;
    const rooms = await api('/boda/room?command=LIST&page=1&size=30', { token });
    const room = rooms.resultPage.content[0] as { roomCode: string; roomTitle: string };
    const joined = await api('/boda/room/join', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'JOIN', roomCode: room.roomCode }),
    });
    const exec = decodeJwt(joined.joinTicket as string).exec as {
      join: { joinToken: string; mode: string };
      user: { userIdx: number; userId: string; userName: string; userTypeCd: number };
    };
    const client = new TestClassClient({
      room: room.roomCode,
      joinMode: exec.join.mode,
      joinToken: exec.join.joinToken,
      userIdx: exec.user.userIdx,
      userId: exec.user.userId,
      userName: exec.user.userName,
      userType: exec.user.userTypeCd,
      server: own.server.origin,
      lang: 'en',
      uploadNote: false,
      uploadRecording: true,
    });
    const meet = await client.join();
    await client.start();
    const uploaded = await client.uploadClassRecords();
    expect(uploaded.video).toBeGreaterThan(0);
    await client.end();
    await client.leave();
    return { meetCode: meet.meetCode, title: meet.meetTitle };
  }

  test('the class client uploads a recording; the teacher plays it and downloads the chat file; a student is told they have no permission', async ({
    browser,
  }) => {
    const { meetCode, title } = await heldRecordedClass();
    const teacher = await signedIn(browser, DEMO.users.teacher, `/${DEMO.companyId}/logMeet/list?meetCode=${meetCode}`);
    const dialog = teacher.getByTestId('class-result-dialog');
    const videos = dialog.getByTestId('record-videos');
    await expect(videos.getByTestId('record-row')).toHaveCount(1);
    await expect(videos.getByTestId('record-title')).toHaveText(`${title} recording`);

    await videos.getByTestId('record-play').click();
    const player = teacher.getByTestId('record-player');
    await expect(player).toBeVisible();
    // The browser really decodes the uploaded WebM: its frames are 160x90.
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBe(160);
    await teacher.getByTestId('record-player-dialog').getByRole('button', { name: /close/i }).click();

    const chats = dialog.getByTestId('record-chats');
    const download = teacher.waitForEvent('download');
    await chats.getByTestId('record-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('chat.txt');
    expect(await readFile((await file.path())!, 'utf8')).toContain('Page 12, please.');

    const student = await signedIn(browser, 'student1', `/${DEMO.companyId}/logMeet/list?meetCode=${meetCode}`);
    await expect(student.getByTestId('class-result-dialog').getByTestId('no-record-permission')).toBeVisible();
  });

  test('an operator finds the recordings in the manage recordings list and plays one', async ({ browser }) => {
    const operator = await signedIn(browser, DEMO.users.operator, `/${DEMO.companyId}/manage/log/recordLog/list`);
    const rows = operator.getByTestId('record-log-row');
    // The demo teacher's latest class has a recording and a chat file on the first start.
    await expect(rows.first()).toBeVisible();
    const video = rows.filter({ has: operator.getByTestId('record-play') }).first();
    await video.getByTestId('record-play').click();
    await expect
      .poll(() => operator.getByTestId('record-player').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
      .toBe(160);
  });
});
