import { ownClassroomLink } from '@boda/contract/classroomLink';

/** The parts of the browser the web classroom opener uses (tests pass fakes). */
export interface BrowserTab {
  origin: string;
  /** Navigates this tab. */
  assign(url: string): void;
  /** window.open: null when a popup blocker stopped it. */
  open(url: string): { opener: unknown } | null;
}

const browserTab: BrowserTab = {
  get origin() {
    return window.location.origin;
  },
  assign: (url) => window.location.assign(url),
  // Not 'noopener' in the features: then window.open always answers null and a blocked popup looks the same.
  open: (url) => window.open(url, '_blank'),
};

function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * Opens a join answer's webJoinUrl in the browser. The join call runs before it, so the click's
 * permission to open a tab has usually expired and a popup blocker would eat a new tab: our own
 * classroom page therefore replaces this tab (its leave screen leads back to the app). A vendor's
 * classroom gets a new tab when the browser allows one, else this tab. Only https (or loopback
 * http) addresses are opened: the string came from the server, but it ends up as a navigation.
 */
export function openWebClassroomInTab(url: string, tab: BrowserTab = browserTab): boolean {
  if (ownClassroomLink(url, tab.origin) !== null) {
    tab.assign(url);
    return true;
  }
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopback(u.hostname))) return false;
  const opened = tab.open(u.href);
  if (opened) opened.opener = null;
  else tab.assign(u.href);
  return true;
}
