import type {
  AppInfo,
  BridgeInput,
  BridgeOutput,
  DeepLink,
  InvokeChannel,
  LogLevel,
  SaveAsRequest,
  SaveAsResult,
  SyncChannel,
} from '@boda/contract/desktop';
import type { ClassroomService } from '../classroom/classroom-service';
import type { LauncherService } from '../services/launcher-service';
import type { SettingsService } from '../services/settings-service';
import type { TokenStore } from '../tokens/token-store';
import type { UpdateService } from '../updates/update-service';

/** What a handler needs from Electron's IpcMainInvokeEvent; tests pass plain objects. */
export interface IpcEventLike {
  senderFrame: { url: string } | null;
}

/**
 * Main's side of the bridge: one handler per invoke channel of the contract's map, typed by it, so
 * a missing channel or a wrong input or answer fails typecheck. Handlers get input that
 * guardHandlers (validate.ts) has already checked, sender first.
 */
export type BridgeHandlers = { [C in InvokeChannel]: (input: BridgeInput<C>, event: IpcEventLike) => Promise<BridgeOutput<C>> };
/** sendSync channels answer at once (event.returnValue); the renderer blocks until they do. */
export type SyncHandlers = { [C in SyncChannel]: (event: IpcEventLike) => BridgeOutput<C> };

/** What the handlers call: main's plain-Node services, plus the few Electron APIs (deps.ts). */
export interface HandlerDeps {
  settings: Pick<SettingsService, 'view' | 'setServerAddress' | 'setLastCompany' | 'setClientPath' | 'setUpdateChannel'> & {
    effective(): { serverAddress: string | null; classroom?: 'native' | 'web' | null };
  };
  tokens: Pick<TokenStore, 'get' | 'set' | 'clear' | 'status' | 'getDevice' | 'setDevice'>;
  launcher: Pick<LauncherService, 'checkClient' | 'join' | 'openInstallPage' | 'openWeb'>;
  classroom: Pick<ClassroomService, 'open'>;
  updates: Pick<UpdateService, 'getStatus' | 'check' | 'download' | 'install' | 'setChannel'>;
  logs: { write(level: LogLevel, message: string, stack?: string): void; openFolder(): Promise<void> };
  desktop: {
    appInfo(): AppInfo;
    saveAs(req: SaveAsRequest): Promise<SaveAsResult>;
    reloadWindows(): void;
    /** Shows an OS notification whose click focuses the window; false where notifications are unsupported. */
    notify(title: string, body: string): boolean;
  };
  takeDeepLink(): DeepLink | null;
}

export function createBridgeHandlers(d: HandlerDeps): BridgeHandlers {
  const server = () => d.settings.effective().serverAddress;
  const needServer = () => {
    const s = server();
    if (s === null) throw new Error('NO_SERVER');
    return s;
  };
  return {
    // Tokens are kept per server: no server configured yet means none stored.
    'tokens.get': async ({ userKey }) => (server() === null ? null : d.tokens.get(needServer(), userKey)),
    'tokens.set': ({ userKey, tokens }) => d.tokens.set(needServer(), userKey, tokens),
    'tokens.clear': async ({ userKey }) => {
      if (server() !== null) await d.tokens.clear(needServer(), userKey);
    },
    'tokens.status': async () => d.tokens.status(),
    'tokens.getDevice': async () => (server() === null ? null : d.tokens.getDevice(needServer())),
    'tokens.setDevice': ({ tickets }) => d.tokens.setDevice(needServer(), tickets),

    'launcher.checkClient': () => d.launcher.checkClient(),
    'launcher.join': ({ ticket }) => d.launcher.join(ticket),
    'launcher.openInstallPage': async ({ companyId }) => ({ opened: await d.launcher.openInstallPage(companyId) }),
    'launcher.openWeb': async ({ url }) => ({ opened: await d.launcher.openWeb(url) }),
    'classroom.open': async ({ url }) => ({ opened: await d.classroom.open(url) }),

    'updates.status': async () => d.updates.getStatus(),
    'updates.check': () => d.updates.check(),
    'updates.download': () => d.updates.download(),
    'updates.install': async () => d.updates.install(),
    // Policy may pin the channel: the setting must take it before the updater switches.
    'updates.setChannel': async ({ channel }) => (await d.settings.setUpdateChannel(channel)) && d.updates.setChannel(channel),

    'app.info': async () => d.desktop.appInfo(),

    'logs.openFolder': () => d.logs.openFolder(),
    'logs.write': async ({ level, message, stack }) => d.logs.write(level, message, stack),

    'files.saveAs': (req) => d.desktop.saveAs(req),

    'notify.show': async ({ title, body }) => d.desktop.notify(title, body),

    'settings.get': async () => d.settings.view(),
    'settings.setServerAddress': async ({ address }) => {
      const before = server();
      const result = await d.settings.setServerAddress(address);
      // The CSP names the server, so a new server needs a fresh document; let the reply arrive first.
      if (result.ok && result.serverAddress !== before) setTimeout(d.desktop.reloadWindows, 100);
      return result;
    },
    'settings.setLastCompany': ({ company }) => d.settings.setLastCompany(company),
    'settings.setClientPath': ({ path }) => d.settings.setClientPath(path),

    'deepLinks.take': async () => d.takeDeepLink(),
  };
}

export function createSyncHandlers(d: Pick<HandlerDeps, 'settings' | 'desktop'>): SyncHandlers {
  return {
    'app.runtime': () => {
      const { os, version } = d.desktop.appInfo();
      const { serverAddress, classroom = null } = d.settings.effective();
      return { serverAddress, os, version, classroom };
    },
  };
}
