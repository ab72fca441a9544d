import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { desktopBridge } from '@boda/contract/desktop';
import { buildTrayMenu } from './menu';
import { requestOpenSettings, type SettingsTarget } from './open-settings';

/** A stand-in for Electron's WebContents: records what was sent, loads until told otherwise. */
class FakeWebContents extends EventEmitter implements SettingsTarget {
  sent: string[] = [];
  loading = false;
  destroyed = false;
  isDestroyed() {
    return this.destroyed;
  }
  isLoading() {
    return this.loading;
  }
  send(channel: string) {
    this.sent.push(channel);
  }
  finishLoad() {
    this.loading = false;
    this.emit('did-finish-load');
  }
}

function trayWith(wc: FakeWebContents | null) {
  const show = vi.fn();
  const items = buildTrayMenu(
    {
      show,
      openSettings: () => {
        show();
        requestOpenSettings(wc);
      },
      about: vi.fn(),
      checkForUpdates: vi.fn(),
      openLogsFolder: vi.fn(),
      quit: vi.fn(),
    },
    { version: '1.4.2', updatesEnabled: true },
  );
  const item = items.find((i) => i.id === 'settings');
  return { item, show };
}

describe("tray 'Settings…'", () => {
  it('is an enabled item that shows the window and sends settings.onOpen to the page', () => {
    const wc = new FakeWebContents();
    const { item, show } = trayWith(wc);
    expect(item?.label).toBe('Settings…');
    expect(item?.enabled ?? true).toBe(true);
    item?.click?.();
    expect(show).toHaveBeenCalledTimes(1);
    expect(wc.sent).toEqual(['settings.onOpen']);
    expect(desktopBridge['settings.onOpen'].kind).toBe('event');
  });

  it('waits for a window the tray has just reopened to finish loading', () => {
    const wc = new FakeWebContents();
    wc.loading = true;
    trayWith(wc).item?.click?.();
    expect(wc.sent).toEqual([]);
    wc.finishLoad();
    expect(wc.sent).toEqual(['settings.onOpen']);
    wc.finishLoad();
    expect(wc.sent).toHaveLength(1);
  });

  it('sends nothing without a live window', () => {
    expect(requestOpenSettings(null)).toBe(false);
    const wc = new FakeWebContents();
    wc.destroyed = true;
    expect(requestOpenSettings(wc)).toBe(false);
    expect(wc.sent).toEqual([]);

    // Closed while loading: the late load event must not reach a destroyed page.
    const closing = new FakeWebContents();
    closing.loading = true;
    expect(requestOpenSettings(closing)).toBe(true);
    closing.destroyed = true;
    closing.finishLoad();
    expect(closing.sent).toEqual([]);
  });

  it('takes a translated label', () => {
    const items = buildTrayMenu(
      { show: vi.fn(), openSettings: vi.fn(), about: vi.fn(), checkForUpdates: vi.fn(), openLogsFolder: vi.fn(), quit: vi.fn() },
      { version: '1', updatesEnabled: true, labels: { settings: '설정…' } },
    );
    expect(items.find((i) => i.id === 'settings')?.label).toBe('설정…');
  });
});
