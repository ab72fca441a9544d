import { LaunchError } from '@boda/contract/launch';
import { ownClassroomLink } from '@boda/contract/classroomLink';
import type { BodaBridge } from '@boda/contract/desktop';
import { NOTIFY_BODY_MAX, NOTIFY_TITLE_MAX } from '@boda/contract/notify';
import { osFromUserAgent } from './os';
import { localStore } from './platform.web';
import { createElectronTokenStore } from './tokenStore.electron';
import type { DesktopSettings, KeyValueStore, Platform, PlatformLauncher, PlatformLogs, PlatformUpdates } from './types';

function launcherOver(bridge: BodaBridge): PlatformLauncher {
  return {
    async checkClient() {
      const check = await bridge.launcher.checkClient();
      return { route: 'bridge', installed: check.installed, running: check.running, monitorSupported: check.monitorSupported };
    },
    async join(ticket) {
      try {
        // Main verifies the ticket against the configured server's keys and holds the 5 s join wait.
        return await bridge.launcher.join({ ticket });
      } catch {
        return { ok: false, error: LaunchError.LAUNCH_FAILED };
      }
    },
    // Main asks the server for the link itself and opens the system browser; the renderer's link is not needed.
    async openInstallPage({ companyId }) {
      return (await bridge.launcher.openInstallPage(companyId === null ? {} : { companyId })).opened;
    },
  };
}

function logsOver(bridge: BodaBridge): PlatformLogs {
  return {
    write(level, message, stack) {
      // Never rethrown: a failing log write must not become another logged error.
      bridge.logs.write({ level, message, ...(stack ? { stack } : {}) }).catch(() => undefined);
    },
    // Main ships warnings and errors to the server itself (main/src/logging/remote-log.ts).
    connect: () => undefined,
  };
}

function updatesOver(bridge: BodaBridge): PlatformUpdates {
  return {
    status: () => bridge.updates.status(),
    check: () => bridge.updates.check(),
    download: () => bridge.updates.download(),
    install: () => bridge.updates.install(),
    onStatus: (listener) => bridge.updates.onStatus(listener),
  };
}

/**
 * Subscribes at once (the platform is created before React renders) so a tray 'Settings…' that
 * arrives while the page is still starting is kept for the dialog host instead of being lost.
 */
function openRequestsOver(bridge: BodaBridge): DesktopSettings['onOpenRequest'] {
  const listeners = new Set<() => void>();
  let pending = false;
  bridge.settings.onOpen(() => {
    if (listeners.size === 0) pending = true;
    else listeners.forEach((listener) => listener());
  });
  return (listener) => {
    listeners.add(listener);
    if (pending) {
      pending = false;
      listener();
    }
    return () => {
      listeners.delete(listener);
    };
  };
}

function desktopSettingsOver(bridge: BodaBridge, updates: PlatformUpdates): DesktopSettings {
  return {
    read: () => bridge.settings.get(),
    setServerAddress: (address) => bridge.settings.setServerAddress({ address }),
    setUpdateChannel: (channel) => bridge.updates.setChannel({ channel }),
    setClientPath: (path) => bridge.settings.setClientPath({ path }),
    updates,
    appInfo: () => bridge.app.info(),
    tokenStorage: () => bridge.tokens.status(),
    openLogsFolder: () => bridge.logs.openFolder(),
    onOpenRequest: openRequestsOver(bridge),
  };
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

async function toBytes(data: Blob | Uint8Array): Promise<Uint8Array> {
  return data instanceof Uint8Array ? data : new Uint8Array(await readBlob(data));
}

/** Text cut to the channel's limit (a long message title must not make main refuse the notification). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The desktop app: everything goes through the typed preload bridge (`window.boda`,
 * contract/src/desktop.ts). Tokens live in the OS keychain; the API server is the configured address.
 */
export function createElectronPlatform(bridge: BodaBridge, storage: KeyValueStore = localStore): Platform {
  const runtime = bridge.app.runtime;
  const updates = updatesOver(bridge);
  return {
    kind: 'electron',
    // No server yet (first run): '' keeps calls on app://boda, where they fail fast until one is set.
    apiBaseUrl: () => runtime?.serverAddress ?? '',
    tokenStore: createElectronTokenStore(bridge.tokens, storage),
    deviceTickets: {
      load: () => bridge.tokens.getDevice(),
      save: (tickets) => bridge.tokens.setDevice({ tickets }),
    },
    storage,
    os: () => runtime?.os ?? osFromUserAgent(window.navigator.userAgent),
    offersAppDownload: false,
    launcher: launcherOver(bridge),
    // Our classroom opens in the app's classroom window, a vendor's in the system browser; main checks
    // either URL and its ticket against the configured server before it opens anything.
    async openWebClassroom(url) {
      const own = ownClassroomLink(url, runtime?.serverAddress ?? null) !== null;
      try {
        return (await (own ? bridge.classroom.open({ url }) : bridge.launcher.openWeb({ url }))).opened;
      } catch {
        return false;
      }
    },
    // The classroom has a window of its own (classroom.open): leaving it closes that window.
    classroomExit: () => ({ kind: 'close' }),
    classroomPolicy: () => runtime?.classroom ?? null,
    logs: logsOver(bridge),
    async saveFile(request) {
      return bridge.files.saveAs({
        suggestedName: request.suggestedName,
        data: await toBytes(request.data),
        ...(request.filters ? { filters: request.filters } : {}),
      });
    },
    showNotification: (title, body) =>
      void bridge.notify
        .show({ title: clip(title, NOTIFY_TITLE_MAX) || '-', body: clip(body, NOTIFY_BODY_MAX) })
        .catch((error: unknown) => console.warn('[notify] not shown', error)),
    deepLinks: { take: () => bridge.deepLinks.take(), onLink: (listener) => bridge.deepLinks.onLink(listener) },
    updates,
    serverSetup: {
      current: () => runtime?.serverAddress ?? null,
      set: (address) => bridge.settings.setServerAddress({ address }),
    },
    desktopSettings: desktopSettingsOver(bridge, updates),
    async secretStorageNotice() {
      try {
        return (await bridge.tokens.status()).notice;
      } catch {
        return null;
      }
    },
  };
}
