/**
 * Electron entry. Glue only: every decision lives in plain modules beside this file (tested under
 * Node); this file wires them to app, session, protocol and window events.
 */
import { app, BrowserWindow, dialog, ipcMain, session, shell, type Tray } from 'electron';
import log from 'electron-log/main';
import updaterPkg from 'electron-updater';
import { clientLocationsSchema } from '../../agent/src/locator';
import { ClassroomService } from './classroom/classroom-service';
import { createClassroomWindowHost, type ClassroomWindowHost } from './classroom/classroom-window';
import { DEEP_LINK_SCHEME, findDeepLinkInArgv, parseDeepLink, type DeepLink } from './deeplink';
import { electronDesktop, rendererLogs, safeStorageCipher } from './deps';
import { createBridgeHandlers, createSyncHandlers } from './ipc/handlers';
import { broadcast, registerBridge } from './ipc-register';
import { RemoteLogShipper } from './logging/remote-log';
import { configureLoggers, logFolder } from './logging/setup';
import { requestOpenSettings } from './open-settings';
import { appPaths } from './paths';
import { loadLabPolicy, machinePolicyPath } from './policy/policy';
import { handleAppProtocol, registerAppScheme } from './protocol';
import { APP_ORIGIN, contentSecurityPolicy, isPermissionGranted, trustDevRendererOrigin } from './security';
import { LauncherService } from './services/launcher-service';
import { loadDefaults, SettingsService } from './services/settings-service';
import { readJsonFile } from './settings/json-file';
import { SettingsStore } from './settings/settings-store';
import { EncryptedFileBackend, MemoryBackend } from './tokens/file-backend';
import { KeychainBackend } from './tokens/keychain-backend';
import { TokenStore } from './tokens/token-store';
import { createTray } from './tray';
import { UpdateService } from './updates/update-service';
import { createMainWindow, guardWebContents } from './window';

const { autoUpdater } = updaterPkg;
const loggers = configureLoggers(log);
// electron-log/main registers its own renderer channel on import; renderer logs come through the
// sender-checked logs.write instead, so no IPC stays open without validation.
ipcMain.removeHandler('__ELECTRON_LOG__');
ipcMain.removeAllListeners('__ELECTRON_LOG__');
process.on('uncaughtException', (err) => loggers.main.error('uncaught', err));

// Before anything else: all renderers sandboxed, app:// privileged, one instance per user.
app.enableSandbox();
registerAppScheme();
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  main();
}

function main(): void {
  let win: BrowserWindow | null = null;
  let tray: Tray | null = null;
  let pendingLink: DeepLink | null = findDeepLinkInArgv(process.argv);

  const deliver = (link: DeepLink | null) => {
    if (link === null) return;
    if (win && !win.webContents.isLoading()) broadcast('deepLinks.onLink', link);
    else pendingLink = link;
    focus();
  };
  let openWindow: (() => BrowserWindow) | null = null;
  const focus = () => {
    // Closing the window leaves the app in the tray; a second launch, the dock or the tray reopens it.
    if (!win && openWindow) win = openWindow();
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  };

  // Windows/Linux: a second launch (e.g. a clicked boda:// link) lands here with its argv.
  app.on('second-instance', (_e, argv) => deliver(findDeepLinkInArgv(argv)));
  // macOS delivers links as events, possibly before 'ready'.
  app.on('open-url', (e, url) => {
    e.preventDefault();
    deliver(parseDeepLink(url));
  });
  if (process.defaultApp && process.argv.length >= 2) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [process.argv[1]]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }

  app.on('web-contents-created', (_e, wc) => {
    // Applies to every webContents, including ones we never meant to create.
    guardWebContents(wc, {
      externalHosts: () => externalHosts,
      serverOrigin: () => settingsService?.effective().serverAddress ?? null,
      exempt: (contents) => classroomHost?.owns(contents) ?? false,
    });
  });

  let externalHosts: readonly string[] = [];
  let classroomHost: ClassroomWindowHost | null = null;
  let settingsService: SettingsService | null = null;

  void app.whenReady().then(async () => {
    const paths = appPaths(app.isPackaged, process.resourcesPath, app.getAppPath());
    // Only an unpackaged app may load the electron-vite dev server; an empty variable counts as unset.
    const devUrl = !app.isPackaged && process.env.ELECTRON_RENDERER_URL ? process.env.ELECTRON_RENDERER_URL : undefined;
    if (devUrl) trustDevRendererOrigin(new URL(devUrl).origin);

    const { policy, sources } = await loadLabPolicy(
      { bundled: paths.bundledPolicy, machine: machinePolicyPath(process.platform, process.env) },
      (m) => loggers.main.warn(m),
    );
    if (sources.length) loggers.main.info(`lab policy from ${sources.join(', ')}`);
    const defaults = await loadDefaults(paths.defaults);
    externalHosts = defaults.externalHosts;
    const store = new SettingsStore(app.getPath('userData'));
    await store.load();
    const settings = new SettingsService(store, policy, { serverAddress: defaults.serverAddress });
    settingsService = settings;
    const server = () => settings.effective().serverAddress;

    session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) =>
      callback(isPermissionGranted(permission, details.requestingUrl)),
    );
    session.defaultSession.setPermissionCheckHandler((_wc, permission, origin) => isPermissionGranted(permission, origin));
    handleAppProtocol(paths.renderer, () => contentSecurityPolicy(server()));

    const tokens = new TokenStore(
      app.getPath('userData'),
      [new KeychainBackend(), new EncryptedFileBackend(app.getPath('userData'), safeStorageCipher), new MemoryBackend()],
      () => safeStorageCipher.isWeak?.() ?? false,
    );
    const tokenStatus = await tokens.init();
    loggers.main.info(`tokens kept in ${tokenStatus.backend}${tokenStatus.notice ? ` (${tokenStatus.notice})` : ''}`);

    const locations = clientLocationsSchema.parse((await readJsonFile(paths.clientLocations, clientLocationsSchema)) ?? {});
    const launcher = new LauncherService({
      serverOrigin: server,
      clientPath: () => settings.effective().clientPath,
      locations,
      openExternal: (url) => shell.openExternal(url),
      agentVersion: app.getVersion(),
      log: (m) => loggers.main.info(m),
    });
    await launcher.restartAgent();
    const classroomWindows = createClassroomWindowHost(server, (m) => loggers.main.info(m));
    classroomHost = classroomWindows;
    const classroom = new ClassroomService({
      serverOrigin: server,
      verifyTicket: (ticket) => launcher.verifyTicket(ticket),
      show: (href) => classroomWindows.show(href),
      log: (m) => loggers.main.warn(m),
    });
    settings.onChange(() => void launcher.restartAgent());

    autoUpdater.logger = loggers.main;
    const updates = new UpdateService(autoUpdater, settings.effective().updates, undefined, (m) => loggers.main.warn(m));
    updates.onStatus((s) => broadcast('updates.onStatus', s));
    updates.start();

    const shipper = new RemoteLogShipper({ serverOrigin: server });
    const desktop = electronDesktop();
    registerBridge(
      createBridgeHandlers({
        settings,
        tokens,
        launcher,
        classroom,
        updates,
        logs: rendererLogs({ log: loggers.main, rendererLog: loggers.renderer, shipper }),
        desktop,
        takeDeepLink: () => {
          const link = pendingLink;
          pendingLink = null;
          return link;
        },
      }),
      createSyncHandlers({ settings, desktop }),
    );

    openWindow = () => {
      const w = createMainWindow({ preload: paths.preload, settings: store, startUrl: devUrl ?? `${APP_ORIGIN}/index.html` });
      w.on('closed', () => (win = null));
      return w;
    };
    win = openWindow();

    tray = createTray(
      paths.trayIcon,
      {
        show: focus,
        openSettings: () => {
          focus();
          requestOpenSettings(win?.webContents);
        },
        about: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: 'About Boda Classroom',
            message: `Boda Classroom ${app.getVersion()}`,
            detail: `Electron ${process.versions.electron}\n${sources.length ? `Policy: ${sources.join(', ')}` : ''}`,
          }),
        checkForUpdates: () => void updates.check(),
        openLogsFolder: () => void shell.openPath(logFolder(loggers.main)),
        quit: () => app.quit(),
      },
      { version: app.getVersion(), updatesEnabled: settings.effective().updates.enabled },
    );

    app.on('before-quit', () => {
      updates.stop();
      void launcher.close();
      classroomWindows.close();
      void shipper.flush();
      tray?.destroy();
    });
  });

  // The tray keeps the app (and the local agent for the web build) alive with no window open.
  app.on('window-all-closed', () => undefined);
  app.on('activate', focus);
}
