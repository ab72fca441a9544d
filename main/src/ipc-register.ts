import { BrowserWindow, ipcMain } from 'electron';
import type { BridgeOutput, EventChannel } from '@boda/contract/desktop';
import type { BridgeHandlers, SyncHandlers } from './ipc/handlers';
import { guardHandlers, guardSyncHandlers } from './ipc/validate';

/** Registers every channel of the contract's map, each behind its sender and input checks. */
export function registerBridge(handlers: BridgeHandlers, sync: SyncHandlers): void {
  for (const [channel, fn] of Object.entries(guardHandlers(handlers))) {
    ipcMain.handle(channel, (event, payload: unknown) => fn(event, payload));
  }
  for (const [channel, fn] of Object.entries(guardSyncHandlers(sync))) {
    // event.returnValue must always be set, or the renderer blocks.
    ipcMain.on(channel, (event) => {
      event.returnValue = fn(event);
    });
  }
}

/** main -> renderer pushes go to our windows only (there is one, but never to foreign frames). */
export function broadcast<C extends EventChannel>(channel: C, payload: BridgeOutput<C>): void {
  for (const win of BrowserWindow.getAllWindows()) {
    if (!win.isDestroyed()) win.webContents.send(channel, payload);
  }
}
