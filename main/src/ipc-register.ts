import { BrowserWindow, ipcMain } from 'electron';
import type { IpcEvent as IpcEventChannel } from '@boda/contract/desktop';
import type { IpcEventLike, IpcHandler } from './ipc/validate';

export function registerIpcHandlers(handlers: Record<string, IpcHandler>): void {
  for (const [channel, fn] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, payload: unknown) => fn(event, payload));
  }
}

/** main -> renderer pushes go to our windows only (there is one, but never to foreign frames). */
export function broadcast(channel: IpcEventChannel, payload: unknown): void {
  for (const win of BrowserWindow.getAllWindows()) {
    if (!win.isDestroyed()) win.webContents.send(channel, payload);
  }
}

/** Synchronous channels: event.returnValue must always be set, or the renderer blocks. */
export function registerSyncHandlers(handlers: Record<string, (event: IpcEventLike) => unknown>): void {
  for (const [channel, fn] of Object.entries(handlers)) {
    ipcMain.on(channel, (event) => {
      event.returnValue = fn(event);
    });
  }
}
