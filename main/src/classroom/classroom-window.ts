/**
 * Electron glue for the classroom window (decisions in rules.ts, tested under Node). One window at a
 * time: a second join closes the first class's window and opens the new one.
 */
import { BrowserWindow, desktopCapturer, session, type WebContents } from 'electron';
import {
  CLASSROOM_PARTITION,
  classroomWindowOptions,
  decideClassroomNavigation,
  isClassroomPermissionGranted,
  mayCaptureScreen,
} from './rules';

export interface ClassroomWindowHost {
  show(href: string): void;
  /** The classroom window's contents get the classroom guards, not the app window's. */
  owns(contents: WebContents): boolean;
  close(): void;
}

function configureSession(serverOrigin: () => string | null, log: (m: string) => void): void {
  const ses = session.fromPartition(CLASSROOM_PARTITION);
  ses.setPermissionRequestHandler((_wc, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    const granted = isClassroomPermissionGranted(permission, details.requestingUrl, serverOrigin(), mediaTypes);
    if (!granted) log(`classroom: denied ${permission}`);
    callback(granted);
  });
  ses.setPermissionCheckHandler((_wc, permission, requestingOrigin, details) => {
    const mediaTypes = details.mediaType && details.mediaType !== 'unknown' ? [details.mediaType] : [];
    return isClassroomPermissionGranted(permission, requestingOrigin, serverOrigin(), mediaTypes);
  });
  // getDisplayMedia: the whole first screen (the main display). The system picker is used where the
  // OS has one (macOS 15+); elsewhere a picker of our own is left for later (README, desktop section).
  ses.setDisplayMediaRequestHandler(
    (request, callback) => {
      if (!mayCaptureScreen(request.securityOrigin, serverOrigin())) return callback({});
      desktopCapturer.getSources({ types: ['screen'] }).then(
        (sources) => callback(sources[0] ? { video: sources[0] } : {}),
        () => callback({}),
      );
    },
    { useSystemPicker: true },
  );
}

function guard(win: BrowserWindow, serverOrigin: () => string | null): void {
  const wc = win.webContents;
  wc.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stay = (event: { preventDefault(): void }, url: string) => {
    const decision = decideClassroomNavigation(url, serverOrigin());
    if (decision === 'allow') return;
    event.preventDefault();
    // The leave screen's way back: the app's own window is where the user came from.
    if (decision === 'close') win.close();
  };
  wc.on('will-navigate', (e) => stay(e, e.url));
  wc.on('will-redirect', (e) => stay(e, e.url));
  wc.on('will-frame-navigate', (e) => {
    if (!e.isMainFrame && e.url !== 'about:blank') e.preventDefault();
  });
  wc.on('will-attach-webview', (e) => e.preventDefault());
}

export function createClassroomWindowHost(serverOrigin: () => string | null, log: (m: string) => void): ClassroomWindowHost {
  let win: BrowserWindow | null = null;
  let sessionReady = false;
  return {
    show(href) {
      if (!sessionReady) {
        configureSession(serverOrigin, log);
        sessionReady = true;
      }
      // A fresh window for each join: a new ticket in the fragment alone would not reload the page.
      if (win && !win.isDestroyed()) win.close();
      const next = new BrowserWindow(classroomWindowOptions());
      win = next;
      guard(next, serverOrigin);
      next.once('ready-to-show', () => next.show());
      next.on('closed', () => {
        if (win === next) win = null;
      });
      void next.loadURL(href);
    },
    owns: (contents) => win !== null && !win.isDestroyed() && win.webContents.id === contents.id,
    close() {
      if (win && !win.isDestroyed()) win.close();
      win = null;
    },
  };
}
