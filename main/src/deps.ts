import { app, BrowserWindow, dialog, safeStorage, shell } from 'electron';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MainLogger } from 'electron-log';
import { clientOsFor } from '../../agent/src/locator';
import type { DeepLink } from './deeplink';
import type { IpcDeps } from './ipc/handlers';
import type { RemoteLogShipper } from './logging/remote-log';
import { logFolder } from './logging/setup';
import type { LauncherService } from './services/launcher-service';
import type { SettingsService } from './services/settings-service';
import type { TokenStore } from './tokens/token-store';
import type { Cipher } from './tokens/types';
import type { UpdateService } from './updates/update-service';

/** Electron safeStorage as the token file backend's cipher. */
export const safeStorageCipher: Cipher = {
  isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
  encryptString: (plain) => safeStorage.encryptString(plain),
  decryptString: (buf) => safeStorage.decryptString(buf),
  // 'basic_text' means Chromium encrypts with a hard-coded key: obfuscation, not protection.
  isWeak: () => process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text',
};

export interface DepsInput {
  settings: SettingsService;
  tokens: TokenStore;
  launcher: LauncherService;
  updates: UpdateService;
  log: MainLogger;
  rendererLog: MainLogger;
  shipper: RemoteLogShipper;
  takeDeepLink: () => DeepLink | null;
  reloadWindows: () => void;
}

/** Binds the IPC handler dependencies to the real services and Electron APIs. */
export function createDeps(i: DepsInput): IpcDeps {
  const server = () => i.settings.effective().serverAddress;
  const needServer = () => {
    const s = server();
    if (s === null) throw new Error('NO_SERVER');
    return s;
  };
  return {
    tokens: {
      get: async (userKey) => (server() === null ? null : i.tokens.get(needServer(), userKey)),
      set: (userKey, tokens) => i.tokens.set(needServer(), userKey, tokens),
      clear: async (userKey) => {
        if (server() !== null) await i.tokens.clear(needServer(), userKey);
      },
      status: () => i.tokens.status(),
    },
    launcher: {
      checkClient: () => i.launcher.checkClient(),
      join: (ticket) => i.launcher.join(ticket),
      openInstallPage: () => i.launcher.openInstallPage(),
      openWeb: (url) => i.launcher.openWeb(url),
    },
    updates: {
      status: () => i.updates.getStatus(),
      check: () => i.updates.check(),
      download: () => i.updates.download(),
      install: () => i.updates.install(),
      setChannel: async (channel) => (await i.settings.setUpdateChannel(channel)) && i.updates.setChannel(channel),
    },
    appInfo: () => ({
      name: app.getName(),
      version: app.getVersion(),
      os: clientOsFor(process.platform),
      platform: process.platform,
      arch: process.arch,
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
    }),
    runtime: () => ({ serverAddress: server(), os: clientOsFor(process.platform), version: app.getVersion() }),
    logs: {
      openFolder: async () => {
        await shell.openPath(logFolder(i.log));
      },
      write: (level, message, stack) => {
        i.rendererLog[level](stack ? `${message}\n${stack}` : message);
        i.shipper.push(level, message, stack);
      },
    },
    files: {
      saveAs: async (req) => {
        const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
        const options = { defaultPath: path.join(app.getPath('downloads'), req.suggestedName), filters: req.filters };
        const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
        if (result.canceled || !result.filePath) return { saved: false };
        await writeFile(result.filePath, req.data);
        return { saved: true, fileName: path.basename(result.filePath) };
      },
    },
    settings: {
      get: () => i.settings.view(),
      setServerAddress: async (address) => {
        const before = server();
        const result = await i.settings.setServerAddress(address);
        // The CSP names the server, so a new server needs a fresh document; let the reply arrive first.
        if (result.ok && result.serverAddress !== before) setTimeout(i.reloadWindows, 100);
        return result;
      },
      setLastCompany: (company) => i.settings.setLastCompany(company),
      setClientPath: (p) => i.settings.setClientPath(p),
    },
    deepLinks: { take: () => i.takeDeepLink() },
  };
}
