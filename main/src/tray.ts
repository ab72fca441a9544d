import { Menu, Tray, nativeImage } from 'electron';
import { buildTrayMenu, type MenuActions } from './menu';

export function createTray(iconPath: string, actions: MenuActions, opts: { version: string; updatesEnabled: boolean }): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath));
  tray.setToolTip('Boda Classroom');
  const items = buildTrayMenu(actions, opts).map((i) =>
    i.type === 'separator' ? { type: 'separator' as const } : { id: i.id, label: i.label, click: i.click, enabled: i.enabled ?? true },
  );
  const menu = Menu.buildFromTemplate(items);
  tray.setContextMenu(menu);
  tray.on('click', actions.show);
  // The same items as the application menu's app/help entries, so they exist where there is no tray.
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: 'fileMenu' },
      { role: 'editMenu' },
      { role: 'viewMenu' },
      { role: 'windowMenu' },
      { label: 'Help', submenu: items.filter((i) => !('id' in i) || i.id !== 'show') },
    ]),
  );
  return tray;
}
