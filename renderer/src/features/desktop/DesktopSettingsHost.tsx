import { Suspense, lazy, useEffect } from 'react';
import { platform, type DesktopSettings } from '../../platform';
import { closeDesktopSettings, openDesktopSettings, useSettingsDialog } from './settingsDialogStore';

// Desktop only, and only once asked for: the web build never downloads the dialog's chunk.
const SettingsDialog = lazy(() => import('./SettingsDialog').then((module) => ({ default: module.SettingsDialog })));

/**
 * Mounted once around the app (PlatformShell): the settings dialog whenever something asked for it
 * (user menu, login page, tray/menu 'Settings…'). Nothing on the web, where the capability is null.
 */
export function DesktopSettingsHost({ settings = platform.desktopSettings }: { settings?: DesktopSettings | null }) {
  const open = useSettingsDialog((state) => state.open);
  useEffect(() => settings?.onOpenRequest(openDesktopSettings), [settings]);
  // Mounted only while open, so every opening reads the settings afresh.
  if (!settings || !open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog settings={settings} onClose={closeDesktopSettings} />
    </Suspense>
  );
}
