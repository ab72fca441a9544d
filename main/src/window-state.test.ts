import { describe, expect, it, vi } from 'vitest';
import { buildTrayMenu } from './menu';
import { restoreWindowState } from './window-state';

const screen = [{ x: 0, y: 0, width: 1920, height: 1040 }];

describe('restoreWindowState', () => {
  it('uses defaults without a saved state', () => {
    expect(restoreWindowState(null, screen)).toEqual({ width: 1280, height: 800, maximized: false });
  });
  it('keeps a visible position and clamps the size to the display', () => {
    expect(restoreWindowState({ x: 100, y: 50, width: 4000, height: 900, maximized: true }, screen)).toEqual({
      x: 100,
      y: 50,
      width: 1920,
      height: 900,
      maximized: true,
    });
  });
  it('drops a position on a display that is gone', () => {
    expect(restoreWindowState({ x: 2500, y: 100, width: 1000, height: 700, maximized: false }, screen)).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    });
  });
});

describe('tray menu', () => {
  it('has settings, about with version, check for updates, logs folder and quit', () => {
    const actions = {
      show: vi.fn(),
      openSettings: vi.fn(),
      about: vi.fn(),
      checkForUpdates: vi.fn(),
      openLogsFolder: vi.fn(),
      quit: vi.fn(),
    };
    const items = buildTrayMenu(actions, { version: '1.4.2', updatesEnabled: false });
    expect(items.map((i) => i.id)).toEqual(['show', 'settings', 'sep1', 'about', 'updates', 'logs', 'sep2', 'quit']);
    expect(items.find((i) => i.id === 'about')?.label).toContain('1.4.2');
    expect(items.find((i) => i.id === 'updates')?.enabled).toBe(false);
    items.find((i) => i.id === 'quit')?.click?.();
    expect(actions.quit).toHaveBeenCalled();
  });
});
