import { ownClassroomLink } from '@boda/contract/classroomLink';

/** The parts of the browser the web classroom opener uses (tests pass fakes). */
export interface BrowserTab {
  origin: string;
  /** This page's path and query (what the classroom's exit screen leads back to). */
  path: string;
  /** The tab's session storage (kept across the navigation to the classroom, within the origin). */
  session: Pick<Storage, 'getItem' | 'setItem'>;
  /** Navigates this tab. */
  assign(url: string): void;
  /** window.open: null when a popup blocker stopped it. */
  open(url: string): { opener: unknown } | null;
}

const browserTab: BrowserTab = {
  get origin() {
    return window.location.origin;
  },
  get path() {
    return window.location.pathname + window.location.search;
  },
  get session() {
    return window.sessionStorage;
  },
  assign: (url) => window.location.assign(url),
  // Not 'noopener' in the features: then window.open always answers null and a blocked popup looks the same.
  open: (url) => window.open(url, '_blank'),
};

const CLASSROOM_RETURN_KEY = 'boda.classroomReturn';

/** The app's page that opened the classroom in this tab (a path of this origin), if any. */
export function classroomReturnPath(tab: Pick<BrowserTab, 'session'> = browserTab): string | null {
  const path = tab.session.getItem(CLASSROOM_RETURN_KEY);
  // Only a path of this origin ("/x", never "//host" or a scheme): it becomes a navigation.
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * Opens a join answer's webJoinUrl in the browser. The join call runs before it, so the click's
 * permission to open a tab has usually expired and a popup blocker would eat a new tab: our own
 * classroom page therefore replaces this tab (its exit screen leads back to the page that opened it,
 * classroomReturnPath). A vendor's
 * classroom gets a new tab when the browser allows one, else this tab. Only https (or loopback
 * http) addresses are opened: the string came from the server, but it ends up as a navigation.
 */
export function openWebClassroomInTab(url: string, tab: BrowserTab = browserTab): boolean {
  if (ownClassroomLink(url, tab.origin) !== null) {
    tab.session.setItem(CLASSROOM_RETURN_KEY, tab.path);
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
