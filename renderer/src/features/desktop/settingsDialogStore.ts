import { create } from 'zustand';

/** Whether the desktop settings dialog is open; opened from the user menu, the login page or the tray. */
export const useSettingsDialog = create<{ open: boolean }>(() => ({ open: false }));

export function openDesktopSettings(): void {
  useSettingsDialog.setState({ open: true });
}

export function closeDesktopSettings(): void {
  useSettingsDialog.setState({ open: false });
}
