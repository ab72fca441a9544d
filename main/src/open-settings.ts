import { IpcEvents } from '@boda/contract/desktop';

/** The part of Electron's WebContents this needs, so the behaviour is tested under plain Node. */
export interface SettingsTarget {
  isDestroyed(): boolean;
  isLoading(): boolean;
  once(event: 'did-finish-load', listener: () => void): unknown;
  send(channel: typeof IpcEvents.settings.open): void;
}

/**
 * Tray/menu 'Settings…': asks the page to open its settings dialog. A window the tray has just
 * (re)opened is still loading and has no listener yet, so the request waits for the page; the
 * renderer's platform layer keeps it until the dialog host subscribes.
 */
export function requestOpenSettings(target: SettingsTarget | null | undefined): boolean {
  if (!target || target.isDestroyed()) return false;
  const send = () => {
    if (!target.isDestroyed()) target.send(IpcEvents.settings.open);
  };
  if (target.isLoading()) target.once('did-finish-load', send);
  else send();
  return true;
}
