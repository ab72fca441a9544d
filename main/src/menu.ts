/** Tray and application menu items, built without electron so the set is tested. */
export interface MenuActions {
  show(): void;
  /** Opens the renderer's settings dialog (server address, updates, class client, about). */
  openSettings(): void;
  about(): void;
  checkForUpdates(): void;
  openLogsFolder(): void;
  quit(): void;
}

export interface MenuItemSpec {
  id: string;
  label: string;
  click?: () => void;
  enabled?: boolean;
  type?: 'separator';
}

export function buildTrayMenu(
  a: MenuActions,
  opts: { version: string; updatesEnabled: boolean; labels?: Partial<Record<string, string>> },
): MenuItemSpec[] {
  const l = (id: string, fallback: string) => opts.labels?.[id] ?? fallback;
  return [
    { id: 'show', label: l('show', 'Open Boda Classroom'), click: a.show },
    { id: 'settings', label: l('settings', 'Settings…'), click: a.openSettings },
    { id: 'sep1', label: '', type: 'separator' },
    { id: 'about', label: `${l('about', 'About Boda Classroom')} (${opts.version})`, click: a.about },
    // A lab policy that disables updates leaves the item visible but disabled, so users see why nothing happens.
    { id: 'updates', label: l('updates', 'Check for Updates…'), click: a.checkForUpdates, enabled: opts.updatesEnabled },
    { id: 'logs', label: l('logs', 'Open Logs Folder'), click: a.openLogsFolder },
    { id: 'sep2', label: '', type: 'separator' },
    { id: 'quit', label: l('quit', 'Quit'), click: a.quit },
  ];
}
