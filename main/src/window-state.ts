import type { WindowState } from './settings/settings-store';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW = { width: 1280, height: 800 };
/** A window must show at least this much of itself on some display, or it opens centred. */
const MIN_VISIBLE = 100;

/**
 * The saved window state, corrected for the displays present now (a lab PC may have lost the
 * second monitor the window was on).
 */
export function restoreWindowState(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  if (saved === null) return { ...DEFAULT_WINDOW, maximized: false };
  const largest = workAreas.reduce<Rect | null>((a, b) => (a === null || b.width * b.height > a.width * a.height ? b : a), null);
  const width = largest ? Math.min(saved.width, largest.width) : saved.width;
  const height = largest ? Math.min(saved.height, largest.height) : saved.height;
  const state: WindowState = { width, height, maximized: saved.maximized };
  if (saved.x !== undefined && saved.y !== undefined) {
    const rect = { x: saved.x, y: saved.y, width, height };
    if (workAreas.some((area) => overlap(rect, area) >= MIN_VISIBLE)) return { ...state, x: saved.x, y: saved.y };
  }
  return state;
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? Math.min(w, h) : 0;
}
