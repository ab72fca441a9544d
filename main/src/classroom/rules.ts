/**
 * The classroom window's security decisions (issue 30), pure so they are tested under Node; the
 * Electron glue (classroom-window.ts) only wires them to the window, its session and their events.
 *
 * The window shows one remote page, our server's web classroom (`<server>/classroom#ticket=...`),
 * which needs the camera, the microphone and screen capture. It therefore runs apart from the app:
 * its own session partition (no app:// cookies or storage, its own permission handlers), no preload
 * (the page never sees window.boda), sandboxed, and it may not leave the classroom page.
 */
import { isClassroomPage } from '@boda/contract/classroomLink';

/** Persistent, so the browser's remembered device choices survive a restart; never shared with the app. */
export const CLASSROOM_PARTITION = 'persist:classroom';

/** What the BrowserWindow is made with (no preload: the page gets no bridge). */
export function classroomWindowOptions() {
  return {
    width: 1280,
    height: 800,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Boda Classroom',
    autoHideMenuBar: true,
    webPreferences: {
      partition: CLASSROOM_PARTITION,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  } as const;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** What the classroom may use, and only from the configured server's origin. */
const CLASSROOM_PERMISSIONS = new Set(['media', 'display-capture']);

/**
 * Permission requests and checks of the classroom session: camera and microphone ('media', audio or
 * video only) and screen capture ('display-capture') for the configured server origin; everything
 * else (notifications, geolocation, clipboard, MIDI, HID...) and every other origin is denied.
 */
export function isClassroomPermissionGranted(
  permission: string,
  requestingUrl: string | undefined,
  serverOrigin: string | null,
  mediaTypes: readonly string[] = [],
): boolean {
  if (serverOrigin === null || !CLASSROOM_PERMISSIONS.has(permission)) return false;
  if (originOf(requestingUrl) !== originOf(serverOrigin)) return false;
  return mediaTypes.every((type) => type === 'audio' || type === 'video');
}

/** getDisplayMedia: only the server's classroom page gets a screen. */
export function mayCaptureScreen(securityOrigin: string, serverOrigin: string | null): boolean {
  return serverOrigin !== null && originOf(securityOrigin) === originOf(serverOrigin);
}

export type ClassroomNavigation = 'allow' | 'close' | 'deny';

/**
 * Where the classroom window may go: the classroom page itself (a reload, a new ticket); another page
 * of the server (the leave screen's way back) closes the window, as the app's own window is where the
 * user came from; anything else is refused.
 */
export function decideClassroomNavigation(url: string, serverOrigin: string | null): ClassroomNavigation {
  if (isClassroomPage(url, serverOrigin)) return 'allow';
  const origin = originOf(url);
  return origin !== null && origin === originOf(serverOrigin) ? 'close' : 'deny';
}
