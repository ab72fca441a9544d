import type { EventChannel } from '@boda/contract/desktop';

const OPEN_SETTINGS = 'settings.onOpen' satisfies EventChannel;

/** The part of Electron's WebContents this needs, so the behaviour is tested under plain Node. */
export interface SettingsTarget {
  isDestroyed(): boolean;
  isLoading(): boolean;
  once(event: 'did-finish-load', listener: () => void): unknown;
  send(channel: typeof OPEN_SETTINGS): void;
}

/**
 * Tray/menu 'Settings…': asks the page to open its settings dialog. A window the tray has just
 * (re)opened is still loading and has no listener yet, so the request waits for the page; the
 * renderer's platform layer keeps it until the dialog host subscribes.
 */
export function requestOpenSettings(target: SettingsTarget | null | undefined): boolean {
  if (!target || target.isDestroyed()) return false;
  const send = () => {
    if (!target.isDestroyed()) target.send(OPEN_SETTINGS);
  };
  if (target.isLoading()) target.once('did-finish-load', send);
  else send();
  return true;
}
