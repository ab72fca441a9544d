/**
 * The desktop bridge `window.boda`: IPC channel maps and every shape that crosses it. One source for
 * main/ (handlers), preload/ (contextBridge) and the renderer's platform.electron.ts.
 *
 * Every method is an `ipcRenderer.invoke` on the channel of the same name ('<feature>.<verb>'), so
 * every method returns a Promise; main validates the sender (only app://boda pages) and the input
 * (zod) and rejects with an Error whose message is 'IPC_FORBIDDEN' or 'IPC_INVALID_INPUT' otherwise.
 * Events (`on...`) take a callback and return an unsubscribe function.
 */
import type { LaunchOutcome } from './launch';

export const IpcChannels = {
  tokens: { get: 'tokens.get', set: 'tokens.set', clear: 'tokens.clear', status: 'tokens.status' },
  launcher: { checkClient: 'launcher.checkClient', join: 'launcher.join', openInstallPage: 'launcher.openInstallPage', openWeb: 'launcher.openWeb' },
  updates: { status: 'updates.status', check: 'updates.check', download: 'updates.download', install: 'updates.install', setChannel: 'updates.setChannel' },
  app: { info: 'app.info' },
  logs: { openFolder: 'logs.openFolder', write: 'logs.write' },
  files: { saveAs: 'files.saveAs' },
  settings: {
    get: 'settings.get',
    setServerAddress: 'settings.setServerAddress',
    setLastCompany: 'settings.setLastCompany',
    setClientPath: 'settings.setClientPath',
  },
  deepLinks: { take: 'deepLinks.take' },
} as const;

/** Synchronous channels (ipcRenderer.sendSync), used once by the preload itself at page load. */
export const IpcSyncChannels = {
  app: { runtime: 'app.runtime' },
} as const;

/** main -> renderer pushes (webContents.send). */
export const IpcEvents = {
  updates: { status: 'updates.onStatus' },
  deepLinks: { link: 'deepLinks.onLink' },
  /** 'Settings…' in the tray or application menu: the renderer opens its settings dialog. No payload. */
  settings: { open: 'settings.onOpen' },
} as const;

type ValuesOf<T> = T extends Record<string, infer V> ? (V extends string ? V : ValuesOf<V>) : never;
export type IpcChannel = ValuesOf<typeof IpcChannels>;
export type IpcEvent = ValuesOf<typeof IpcEvents>;

// ---- shapes -------------------------------------------------------------------------------------

export interface TokenSet {
  accessToken: string | null;
  refreshToken: string | null;
  rememberToken: string | null;
}
/** Where tokens are kept; `notice` non-null means the UI should show a notice (see TokenNotice). */
export type BackendName = 'keychain' | 'safeStorage' | 'memory';
export type TokenNotice = 'NO_KEYCHAIN' | 'WEAK_ENCRYPTION' | 'NOT_PERSISTED' | 'BACKEND_CHANGED';
export interface TokenStoreStatus {
  backend: BackendName;
  /**
   * NO_KEYCHAIN: no OS keychain, tokens encrypted in a file with the OS user's key.
   * WEAK_ENCRYPTION: as above but the OS offers no real secret (Linux without a keyring).
   * NOT_PERSISTED: nothing persists; sign in on every start.
   * BACKEND_CHANGED: tokens were kept elsewhere last time (e.g. keychain gone); sign in again.
   */
  notice: TokenNotice | null;
  previousBackend: BackendName | null;
}

export interface ClientCheck {
  installed: boolean;
  /** Our own class client is still running (a join would answer ALREADY_RUNNING). */
  running: boolean;
  /** Monitoring joins (user type 4) work on Windows only. */
  monitorSupported: boolean;
}

export type UpdateState = 'disabled' | 'idle' | 'checking' | 'available' | 'not-available' | 'downloading' | 'downloaded' | 'error';
export type UpdateChannelName = 'stable' | 'beta';
export interface UpdateStatus {
  state: UpdateState;
  currentVersion: string;
  channel: UpdateChannelName;
  channelLocked: boolean;
  availableVersion: string | null;
  progress: { percent: number; transferred: number; total: number; bytesPerSecond: number } | null;
  error: string | null;
  lastCheckedAt: string | null;
}

export interface AppInfo {
  name: string;
  version: string;
  os: 'windows' | 'mac' | 'linux';
  platform: string;
  arch: string;
  electron: string;
  chrome: string;
}

/**
 * Facts the renderer needs synchronously at start (the platform layer's apiBaseUrl() and os()).
 * Read once when the page loads; main reloads the page when the server address changes.
 */
export interface RuntimeSnapshot {
  serverAddress: string | null;
  os: 'windows' | 'mac' | 'linux';
  version: string;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface SaveAsRequest {
  suggestedName: string;
  /** File bytes (room files up to 500 MB). */
  data: Uint8Array;
  /** e.g. [{ name: 'PDF', extensions: ['pdf'] }] */
  filters?: { name: string; extensions: string[] }[];
}
export type SaveAsResult = { saved: true; fileName: string } | { saved: false };

export interface LastCompany {
  companyId: string;
  companyCode?: string;
  name?: string;
}
export interface SettingsView {
  /** null until the first-run screen has set one (and no default or policy applies). */
  serverAddress: string | null;
  serverAddressLocked: boolean;
  lastCompany: LastCompany | null;
  updateChannel: UpdateChannelName;
  updateChannelLocked: boolean;
  updatesEnabled: boolean;
  clientPath: string | null;
  clientPathLocked: boolean;
}
export type SetServerAddressResult = { ok: true; serverAddress: string } | { ok: false; error: 'INVALID' | 'LOCKED' };
export type SetClientPathResult = { ok: true } | { ok: false; error: 'LOCKED' };

export type DeepLink =
  | { kind: 'invite'; companyCode: string; inviteCode: string }
  | { kind: 'join'; ticket: string }
  | { kind: 'open'; companyId: string };

// ---- the bridge ---------------------------------------------------------------------------------

export interface BodaBridge {
  /** Snapshot taken at page load; null only if main refused the request (never for app://boda). */
  runtime: RuntimeSnapshot | null;
  tokens: {
    /** The server origin is main's configured one; without userKey, the last user on this server. */
    get(req: { userKey?: string }): Promise<{ userKey: string; tokens: TokenSet } | null>;
    /** Fields left out keep their stored value. userKey: /^[A-Za-z0-9_.@:-]{1,128}$/, e.g. '<companyId>:<userId>'. */
    set(req: { userKey: string; tokens: Partial<TokenSet> }): Promise<void>;
    clear(req: { userKey?: string }): Promise<void>;
    status(): Promise<TokenStoreStatus>;
  };
  launcher: {
    checkClient(): Promise<ClientCheck>;
    /** The joinTicket from the server's join response; never raw parameters. Resolves after the 5 s join wait. */
    join(req: { ticket: string }): Promise<LaunchOutcome>;
    /** Opens the class client download page (GET /open/app/bodaApp DOWNLOAD_CLIENT) in the browser. */
    openInstallPage(): Promise<{ opened: boolean }>;
    /**
     * Opens a join answer's webJoinUrl (`<web classroom>#ticket=<joinTicket>`) in the system
     * browser. Main opens it only when it is https (or loopback http) and its ticket is signed by
     * the configured server; else `opened` is false.
     */
    openWeb(req: { url: string }): Promise<{ opened: boolean }>;
  };
  updates: {
    status(): Promise<UpdateStatus>;
    check(): Promise<UpdateStatus>;
    download(): Promise<UpdateStatus>;
    /** Quits and installs when an update is downloaded; false otherwise. */
    install(): Promise<boolean>;
    /** False when lab policy pins the channel. */
    setChannel(req: { channel: UpdateChannelName }): Promise<boolean>;
    onStatus(listener: (status: UpdateStatus) => void): () => void;
  };
  app: {
    info(): Promise<AppInfo>;
  };
  logs: {
    openFolder(): Promise<void>;
    /** Written to renderer.log; warn and error also go to the server's POST /open/logger. */
    write(req: { level: LogLevel; message: string; stack?: string }): Promise<void>;
  };
  files: {
    saveAs(req: SaveAsRequest): Promise<SaveAsResult>;
  };
  settings: {
    get(): Promise<SettingsView>;
    setServerAddress(req: { address: string }): Promise<SetServerAddressResult>;
    setLastCompany(req: { company: LastCompany | null }): Promise<void>;
    setClientPath(req: { path: string | null }): Promise<SetClientPathResult>;
    /** main asks for the settings dialog (tray/menu 'Settings…'), after the page has loaded. */
    onOpen(listener: () => void): () => void;
  };
  deepLinks: {
    /** The link the app was started with (or received before the renderer listened), once. */
    take(): Promise<DeepLink | null>;
    onLink(listener: (link: DeepLink) => void): () => void;
  };
}

