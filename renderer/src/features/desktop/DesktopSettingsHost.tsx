import { useEffect } from 'react';
import { platform, type DesktopSettings } from '../../platform';
import { SettingsDialog } from './SettingsDialog';
import { closeDesktopSettings, openDesktopSettings, useSettingsDialog } from './settingsDialogStore';

/**
 * Mounted once around the app (PlatformShell): the settings dialog whenever something asked for it
 * (user menu, login page, tray/menu 'Settings…'). Nothing on the web, where the capability is null.
 */
export function DesktopSettingsHost({ settings = platform.desktopSettings }: { settings?: DesktopSettings | null }) {
  const open = useSettingsDialog((state) => state.open);
  useEffect(() => settings?.onOpenRequest(openDesktopSettings), [settings]);
  // Mounted only while open, so every opening reads the settings afresh.
  if (!settings || !open) return null;
  return <SettingsDialog settings={settings} onClose={closeDesktopSettings} />;
}
