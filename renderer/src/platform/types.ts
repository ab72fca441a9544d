import type { LogEntry, Token } from '@boda/contract';
import type { LaunchOutcome } from '@boda/contract/launch';
import type {
  AppInfo,
  ClassroomPolicy,
  DeepLink,
  SaveAsResult,
  SetClientPathResult,
  SetServerAddressResult,
  SettingsView,
  TokenStoreStatus,
  UpdateChannelName,
  UpdateStatus,
} from '@boda/contract/desktop';

export type {
  AppInfo,
  ClassroomPolicy,
  DeepLink,
  SaveAsResult,
  SetClientPathResult,
  SetServerAddressResult,
  SettingsView,
  TokenStoreStatus,
  UpdateChannelName,
  UpdateStatus,
} from '@boda/contract/desktop';

/** What survives a reload for the signed-in session: the token pair and the auto-login token. */
export interface StoredSession {
  token: Token | null;
  rememberToken: string | null;
  /**
   * The signed-in user's login id, when known. The desktop keychain keeps one entry per server and
   * user ('<companyId>:<userId>'); the web build ignores it.
   */
  userId?: string | null;
}

/**
 * Secrets live here. Web: localStorage under the spec's BODA_ keys. Electron: the OS keychain via
 * the preload bridge, which is why every method is asynchronous.
 */
export interface TokenStore {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The server's device tickets (issue 32 G2: a client that signed in before is not locked out by a
 * stranger's wrong passwords). The web build has none: the browser keeps them in an HttpOnly cookie.
 * The desktop app keeps them in the OS keychain and sends them on sign-in (api/client.ts).
 */
export interface DeviceTicketStore {
  load(): Promise<string | null>;
  save(tickets: string): Promise<void>;
}

/**
 * Non-secret, synchronous key-value storage (user, company, config, user type, settings, language,
 * last user id...). Keys are the BODA_ StorageKey values; values are strings (JSON where structured).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type OsKind = 'windows' | 'mac' | 'linux' | 'other';

/** What the platform can tell about the class client before a join (service-area 4 "Join flow"). */
export interface ClientStatus {
  /**
   * How a join reaches the class client: 'bridge' the desktop app's own launcher, 'agent' the local
   * agent answered on 127.0.0.1, 'link' only the boda:// link is left to try (web, no agent).
   */
  route: 'bridge' | 'agent' | 'link';
  /** false: known to be missing (show the install dialog at once); null: cannot be told from here. */
  installed: boolean | null;
  /** Our class client already runs, so a join would answer ALREADY_RUNNING. */
  running: boolean;
  /** Monitoring joins (user type 4) work on Windows only; null when unknown. */
  monitorSupported: boolean | null;
}

export interface JoinOptions {
  /**
   * The user says the client is installed (install dialog, "join if already installed"): the web
   * build skips the agent and hands the ticket to the boda:// link without judging the result.
   */
  assumeInstalled?: boolean;
}

export interface InstallTarget {
  link: string;
  companyId: string | null;
}

export interface PlatformLauncher {
  checkClient(): Promise<ClientStatus>;
  /**
   * Starts the class client with a server-signed join ticket (never raw parameters). Resolves after
   * the spec's 5 s join wait. Web: local agent, then the boda:// link, then NOT_INSTALLED.
   */
  join(ticket: string, options?: JoinOptions): Promise<LaunchOutcome>;
  /**
   * Opens the class client download. Web: `link` (app.DOWNLOAD_CLIENT's answer, known before the
   * click), opened at once so the click's popup permission still holds. Desktop: main asks the
   * server itself (for `companyId`'s installer) and opens the system browser. False when nothing
   * could be opened.
   */
  openInstallPage(target: InstallTarget): Promise<boolean>;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogShipper = (entries: LogEntry[]) => Promise<unknown>;

export interface PlatformLogs {
  /** Desktop: main's renderer.log (warn/error also reach the server). Web: warn/error are batched for the server. */
  write(level: LogLevel, message: string, stack?: string): void;
  /**
   * Gives the web build its way to the server: the ONE api client's `logger.ship`. The desktop app
   * ships from the main process and ignores it.
   */
  connect(ship: LogShipper): void;
}

/** Desktop auto-update (electron-updater in main). */
export interface PlatformUpdates {
  status(): Promise<UpdateStatus>;
  check(): Promise<UpdateStatus>;
  download(): Promise<UpdateStatus>;
  /** Quits and installs a downloaded update; false when there is none. */
  install(): Promise<boolean>;
  onStatus(listener: (status: UpdateStatus) => void): () => void;
}

/** Desktop: which server the app talks to (first-run screen, settings). */
export interface ServerSetup {
  /** null until the first-run screen (or a default / lab policy) has set one. */
  current(): string | null;
  /** Main validates and stores it, then reloads the page onto the new server. */
  set(address: string): Promise<SetServerAddressResult>;
}

/**
 * Desktop: what the settings dialog reads and changes. Main applies the lab policy (the *Locked
 * flags of SettingsView) and refuses locked changes itself; the dialog only mirrors them.
 */
export interface DesktopSettings {
  /** The settings as they apply now: user choices under the lab policy. */
  read(): Promise<SettingsView>;
  /** Main validates and stores it, then reloads the page onto the new server (the session ends). */
  setServerAddress(address: string): Promise<SetServerAddressResult>;
  /** False when the lab policy pins the channel or turns updates off. */
  setUpdateChannel(channel: UpdateChannelName): Promise<boolean>;
  /** null: find the class client in its known install locations again. */
  setClientPath(path: string | null): Promise<SetClientPathResult>;
  /** The same updater as Platform.updates: status, check, download, install. */
  updates: PlatformUpdates;
  appInfo(): Promise<AppInfo>;
  /** Where sign-in tokens are kept (OS keychain, encrypted file, nowhere). */
  tokenStorage(): Promise<TokenStoreStatus>;
  openLogsFolder(): Promise<void>;
  /**
   * 'Settings…' in the tray or application menu. A request that came before anyone listened (the
   * page was still starting) goes to the first listener.
   */
  onOpenRequest(listener: () => void): () => void;
}

export interface PlatformDeepLinks {
  /** The link the app was started with, once (desktop); always null on the web. */
  take(): Promise<DeepLink | null>;
  onLink(listener: (link: DeepLink) => void): () => void;
}

export interface SaveFileRequest {
  suggestedName: string;
  data: Blob | Uint8Array;
  /** e.g. [{ name: 'PDF', extensions: ['pdf'] }]; the web build ignores them. */
  filters?: { name: string; extensions: string[] }[];
}

/**
 * Everything that differs between the web build and the Electron build. Features import the
 * active implementation from `platform/index.ts` and never ask which one it is; desktop-only
 * capabilities are `null` on the web and features show their UI only when they are present.
 */
export type ClassroomExit = { kind: 'back'; path: string } | { kind: 'close' };

export interface Platform {
  kind: 'web' | 'electron';
  /** Origin of the API server; '' means same origin (web build served by the server). */
  apiBaseUrl(): string;
  tokenStore: TokenStore;
  /** Desktop: the device tickets in the keychain; web: null (the browser's device cookie). */
  deviceTickets: DeviceTicketStore | null;
  storage: KeyValueStore;
  os(): OsKind;
  /** Whether the header offers the desktop app download (the desktop app itself does not). */
  offersAppDownload: boolean;
  launcher: PlatformLauncher;
  logs: PlatformLogs;
  /**
   * Opens a join answer's webJoinUrl (the web classroom). Web: our own classroom page replaces the
   * current tab (no popup blocker can stop it after the join call's wait; the page's leave screen leads
   * back); a vendor's classroom opens in a new tab, or in this one when the tab is blocked. Desktop:
   * our classroom in the app's classroom window (classroom.open), a vendor's in the system browser
   * (launcher.openWeb, https or loopback http with a ticket this server signed). False when refused.
   */
  openWebClassroom(url: string): Promise<boolean>;
  /**
   * Where a classroom page's exit screen leads: back to the app's page that opened it in this tab (web),
   * closing its own window (desktop), or nowhere known (a link opened straight in a browser).
   */
  classroomExit(): ClassroomExit | null;
  /** Desktop: the lab policy's `classroom` (a managed lab may force the web classroom); web: null. */
  classroomPolicy(): ClassroomPolicy | null;
  /** Saves a downloaded file: the browser's download, or the desktop save dialog. */
  saveFile(request: SaveFileRequest): Promise<SaveAsResult>;
  /**
   * An OS notification (a new message such as a homework reminder). Desktop: through main, its click
   * focuses the window; web: nothing is shown (the header's message indicator is the web's signal).
   */
  showNotification(title: string, body: string): void;
  deepLinks: PlatformDeepLinks;
  /** Desktop only. */
  updates: PlatformUpdates | null;
  /** Desktop only. */
  serverSetup: ServerSetup | null;
  /** Desktop only: the settings dialog's reads and changes. */
  desktopSettings: DesktopSettings | null;
  /** Desktop: a notice when tokens are not kept in the OS keychain (TokenStoreStatus.notice); web: null. */
  secretStorageNotice(): Promise<TokenStoreStatus['notice']>;
}
