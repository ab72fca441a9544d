import { app, BrowserWindow, dialog, Notification, safeStorage, shell } from 'electron';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MainLogger } from 'electron-log';
import { clientOsFor } from '../../agent/src/locator';
import type { HandlerDeps } from './ipc/handlers';
import type { RemoteLogShipper } from './logging/remote-log';
import { logFolder } from './logging/setup';
import type { Cipher } from './tokens/types';

/** Electron safeStorage as the token file backend's cipher. */
export const safeStorageCipher: Cipher = {
  isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
  encryptString: (plain) => safeStorage.encryptString(plain),
  decryptString: (buf) => safeStorage.decryptString(buf),
  // 'basic_text' means Chromium encrypts with a hard-coded key: obfuscation, not protection.
  isWeak: () => process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text',
};

/** The Electron APIs the bridge handlers use (the rest of their work is in plain-Node services). */
export function electronDesktop(): HandlerDeps['desktop'] {
  return {
    appInfo: () => ({
      name: app.getName(),
      version: app.getVersion(),
      os: clientOsFor(process.platform),
      platform: process.platform,
      arch: process.arch,
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
    }),
    saveAs: async (req) => {
      const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
      const options = { defaultPath: path.join(app.getPath('downloads'), req.suggestedName), filters: req.filters };
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return { saved: false };
      await writeFile(result.filePath, req.data);
      return { saved: true, fileName: path.basename(result.filePath) };
    },
    reloadWindows: () => BrowserWindow.getAllWindows().forEach((w) => w.webContents.reload()),
    notify: (title, body) => {
      if (!Notification.isSupported()) return false;
      const notification = new Notification({ title, body });
      // The reminder asks for attention: its click brings the app's window back, restored and focused.
      notification.on('click', () => {
        const win = BrowserWindow.getAllWindows()[0];
        if (!win) return;
        if (win.isMinimized()) win.restore();
        win.show();
        win.focus();
      });
      notification.show();
      return true;
    },
  };
}

/** Renderer logs: renderer.log, and warnings and errors shipped to the server. */
export function rendererLogs(i: { log: MainLogger; rendererLog: MainLogger; shipper: RemoteLogShipper }): HandlerDeps['logs'] {
  return {
    openFolder: async () => {
      await shell.openPath(logFolder(i.log));
    },
    write: (level, message, stack) => {
      i.rendererLog[level](stack ? `${message}\n${stack}` : message);
      i.shipper.push(level, message, stack);
    },
  };
}
