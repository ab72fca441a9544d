import { expect, type Page } from '@playwright/test';
import { clipping } from '../fixtures/layout';

/**
 * The web classroom (/classroom#ticket=...): the pre-join check, the class, and its exit screens.
 * Run Chromium with --use-fake-ui-for-media-stream --use-fake-device-for-media-stream and camera and
 * microphone granted on the context; `framesDecoded` reads the page's read-only stats probe.
 */
export class ClassroomPage {
  constructor(private readonly page: Page) {}

  async open(webJoinUrl: string): Promise<void> {
    await this.page.goto(webJoinUrl);
    await expect(this.page.getByTestId('classroom-prejoin')).toBeVisible();
  }

  async expectPreview(): Promise<void> {
    await expect(this.page.getByTestId('classroom-prejoin-video')).toBeVisible();
  }

  /** Before joining: camera and microphone switches ("join with ... on"). */
  async setJoinWith(options: { camera?: boolean; mic?: boolean }): Promise<void> {
    if (options.camera !== undefined) await this.page.getByTestId('classroom-prejoin-camera-toggle').setChecked(options.camera);
    if (options.mic !== undefined) await this.page.getByTestId('classroom-prejoin-mic-toggle').setChecked(options.mic);
  }

  async join(): Promise<void> {
    await this.page.getByTestId('classroom-join').click();
    await expect(this.page.getByTestId('classroom-room')).toBeVisible();
  }

  async expectParticipants(count: number): Promise<void> {
    await expect(this.page.getByTestId('classroom-tile')).toHaveCount(count);
  }

  /**
   * The camera tiles fill the stage: each at least `share` of the window's width, all inside the grid and
   * none over another.
   */
  async expectTilesFillStage(share: number): Promise<void> {
    const grid = await this.page.getByTestId('classroom-grid').boundingBox();
    const tiles = await this.page
      .getByTestId('classroom-tile')
      .evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
      );
    const viewport = this.page.viewportSize();
    if (!grid || !viewport) throw new Error('no classroom grid on screen');
    for (const tile of tiles) {
      expect(tile.width, 'tile width').toBeGreaterThanOrEqual(viewport.width * share);
      expect(tile.x).toBeGreaterThanOrEqual(grid.x - 0.5);
      expect(tile.y).toBeGreaterThanOrEqual(grid.y - 0.5);
      expect(tile.x + tile.width).toBeLessThanOrEqual(grid.x + grid.width + 0.5);
      expect(tile.y + tile.height).toBeLessThanOrEqual(grid.y + grid.height + 0.5);
    }
    for (const [i, a] of tiles.entries())
      for (const b of tiles.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
        expect(apart, 'tiles overlap').toBe(true);
      }
  }

  /** The side panel and the header's and footer's controls are drawn whole inside the window. */
  async expectRoomInWindow(): Promise<void> {
    for (const testId of ['classroom-participants', 'classroom-end', 'classroom-leave']) {
      const target = this.page.getByTestId(testId);
      if (await target.isVisible()) expect(await clipping(target), testId).toEqual([]);
    }
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
  }

  /** Whether this page shows that someone else records the class. */
  async expectRecordedNotice(shown: boolean): Promise<void> {
    const notice = this.page.getByTestId('classroom-recorded');
    if (shown) await expect(notice).toBeVisible({ timeout: 15_000 });
    else await expect(notice).toHaveCount(0, { timeout: 15_000 });
  }

  /** The room's invite code as the teacher reads it beside the participants (its nine digits). */
  async inviteCode(): Promise<string> {
    await this.openPanel('participants');
    const digits = ((await this.page.getByTestId('classroom-invite-code').textContent()) ?? '').replace(/\D/g, '');
    expect(digits).toHaveLength(9);
    return digits;
  }

  async toggleParticipants(): Promise<void> {
    await this.page.getByTestId('classroom-participants-toggle').click();
  }

  async toggleMic(): Promise<void> {
    await this.page.getByTestId('classroom-mic').click();
  }

  async toggleCamera(): Promise<void> {
    await this.page.getByTestId('classroom-camera').click();
  }

  async toggleScreenShare(): Promise<void> {
    await this.page.getByTestId('classroom-screen-share').click();
  }

  async toggleHand(): Promise<void> {
    await this.page.getByTestId('classroom-hand-toggle').click();
  }

  /**
   * Moves the focus to a control with the keyboard alone, as a keyboard user would: Tab from stop to stop;
   * inside a toolbar (the class's controls are one, a single Tab stop), Home and then the arrow keys to a
   * control of it, Tab out of it to anything else.
   */
  async keyboardTo(testId: string): Promise<void> {
    const seen: string[] = [];
    let inToolbar = false;
    const targetInToolbar = await this.page.getByTestId(testId).evaluate((element) => element.closest('[role="toolbar"]') !== null);
    for (let presses = 0; presses < 60; presses += 1) {
      const focused = await this.page.evaluate(() => {
        const element = document.activeElement;
        return {
          testId: element?.getAttribute('data-testid') ?? '',
          name: element?.getAttribute('aria-label') ?? element?.tagName ?? '',
          inToolbar: element?.closest('[role="toolbar"]') !== null,
        };
      });
      if (focused.testId === testId) return;
      seen.push(focused.testId || focused.name);
      if (!focused.inToolbar || !targetInToolbar) await this.page.keyboard.press('Tab');
      else await this.page.keyboard.press(inToolbar ? 'ArrowRight' : 'Home');
      inToolbar = focused.inToolbar;
    }
    throw new Error(`${testId} is not reached with the keyboard; the focus went ${seen.join(' > ')}`);
  }

  async sendChat(text: string): Promise<void> {
    if (!(await this.page.getByTestId('classroom-chat').isVisible())) await this.page.getByTestId('classroom-chat-toggle').click();
    await this.page.getByTestId('classroom-chat-input').fill(text);
    await this.page.getByTestId('classroom-chat-send').click();
  }

  async expectChat(text: string): Promise<void> {
    if (!(await this.page.getByTestId('classroom-chat').isVisible())) await this.page.getByTestId('classroom-chat-toggle').click();
    await expect(this.page.getByTestId('classroom-chat-message').filter({ hasText: text })).toBeVisible();
  }

  /** Teacher: one of the actions on a participant (by peer id `m<meetUserIdx>`). */
  async participantAction(peerId: string, action: 'mute' | 'stop-camera' | 'lower-hand' | 'pen' | 'remove'): Promise<void> {
    if (!(await this.page.getByTestId('classroom-participants').isVisible()))
      await this.page.getByTestId('classroom-participants-toggle').click();
    await this.page
      .locator(`[data-testid="classroom-participant"][data-peer="${peerId}"]`)
      .getByTestId('classroom-participant-actions')
      .click();
    await this.page.getByTestId(`classroom-action-${action}`).click();
    if (action === 'remove') await this.page.getByTestId('classroom-remove-confirm-confirm').click();
  }

  async leave(): Promise<void> {
    await this.page.getByTestId('classroom-leave').click();
    await this.expectExit('left');
  }

  async endForEveryone(): Promise<void> {
    await this.page.getByTestId('classroom-end').click();
    await this.page.getByTestId('classroom-end-confirm-confirm').click();
    await this.expectExit('ended');
  }

  async expectExit(
    kind: 'missing' | 'broken' | 'used' | 'left' | 'ended' | 'closed' | 'removed' | 'replaced' | 'full' | 'unauthorized',
  ): Promise<void> {
    await expect(this.page.getByTestId('classroom-exit')).toHaveAttribute('data-kind', kind);
  }

  /** Video frames decoded per peer (camera, and screen share when there is one), from getStats(). */
  async framesDecoded(): Promise<Record<string, { framesDecoded: number; screenFramesDecoded?: number }>> {
    return this.page.evaluate(async () => (window.__classroomStats ? window.__classroomStats() : {}));
  }

  /** Waits until every other participant's camera delivered frames. */
  async expectVideoFrom(peerIds: string[]): Promise<void> {
    await expect
      .poll(
        async () => {
          const stats = await this.framesDecoded();
          return peerIds.every((peerId) => (stats[peerId]?.framesDecoded ?? 0) > 0);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  }

  async expectPrejoin(): Promise<void> {
    await expect(this.page.getByTestId('classroom-prejoin')).toBeVisible();
  }

  /** The peer id (`m<meetUserIdx>`) of a participant, by name, from the participants panel. */
  async peerIdOf(userName: string): Promise<string> {
    await this.openPanel('participants');
    const row = this.page.getByTestId('classroom-participant').filter({ hasText: userName });
    await expect(row).toHaveCount(1);
    return (await row.getAttribute('data-peer')) ?? '';
  }

  async expectScreenFrom(peerId: string): Promise<void> {
    await expect.poll(async () => (await this.framesDecoded())[peerId]?.screenFramesDecoded ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
  }

  /** The tile of `peerId` shows them speaking, or not (Chromium's fake microphone beeps about twice a second). */
  async expectSpeaking(peerId: string, speaking = true): Promise<void> {
    await expect(this.page.locator(`[data-testid="classroom-tile"][data-peer="${peerId}"]`)).toHaveAttribute(
      'data-speaking',
      String(speaking),
      { timeout: 15_000 },
    );
  }

  /** Opens the board unless it is open (it opens by itself for a late joiner when something is on it). */
  async showBoard(): Promise<void> {
    const toggle = this.page.getByTestId('classroom-board-toggle');
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(this.page.getByTestId('classroom-board')).toBeVisible();
  }

  /** One stroke with the mouse across the board, from (0.2, 0.3) to (0.7, 0.6), `lower` further down (fractions of the board). */
  async drawStroke(lower = 0): Promise<void> {
    const box = await this.page.getByTestId('classroom-board').boundingBox();
    if (!box) throw new Error('the board is not on screen');
    await this.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * (0.3 + lower));
    await this.page.mouse.down();
    for (let i = 1; i <= 10; i += 1)
      await this.page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.3 + lower + i * 0.03));
    await this.page.mouse.up();
  }

  /** Picks the board's eraser on its toolbar and drags it down the board at `x`, from `fromY` to `toY` (fractions). */
  async eraseDown(x: number, fromY: number, toY: number): Promise<void> {
    await this.page.getByTestId('classroom-board-mode-eraser').click();
    const box = await this.page.getByTestId('classroom-board').boundingBox();
    if (!box) throw new Error('the board is not on screen');
    await this.page.mouse.move(box.x + box.width * x, box.y + box.height * fromY);
    await this.page.mouse.down();
    for (let i = 1; i <= 10; i += 1)
      await this.page.mouse.move(box.x + box.width * x, box.y + box.height * (fromY + ((toY - fromY) * i) / 10));
    await this.page.mouse.up();
  }

  async expectBoardStrokes(count: number): Promise<void> {
    await expect(this.page.getByTestId('classroom-board')).toHaveAttribute('data-strokes', String(count), { timeout: 15_000 });
  }

  async shareFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.openPanel('chat');
    await this.page.getByTestId('classroom-chat-file-input').setInputFiles(file);
    await expect(this.page.getByTestId('classroom-chat-file').filter({ hasText: file.name })).toBeVisible();
  }

  /** Downloads a file shared in the chat; answers the downloaded file's path. */
  async downloadChatFile(fileName: string): Promise<string> {
    await this.openPanel('chat');
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('classroom-chat-file').filter({ hasText: fileName }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const path = await file.path();
    if (!path) throw new Error('the download was not saved');
    return path;
  }

  async expectMicOff(): Promise<void> {
    await expect(this.page.getByTestId('classroom-mic')).toHaveAttribute('aria-pressed', 'false');
  }

  async startRecording(): Promise<void> {
    await this.page.getByTestId('classroom-record').click();
    await expect(this.page.getByTestId('classroom-record')).toHaveAttribute('data-state', 'recording');
  }

  /** Stops the recording and waits until its upload is complete. */
  async stopRecording(): Promise<void> {
    await this.page.getByTestId('classroom-record').click();
    await expect(this.page.getByTestId('classroom-record')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  }

  async meetCode(): Promise<string> {
    return (await this.page.getByTestId('classroom-room').getAttribute('data-meet-code')) ?? '';
  }

  async openPanel(name: 'chat' | 'participants'): Promise<void> {
    if (!(await this.page.getByTestId(`classroom-${name}`).isVisible())) await this.page.getByTestId(`classroom-${name}-toggle`).click();
    await expect(this.page.getByTestId(`classroom-${name}`)).toBeVisible();
  }
}
