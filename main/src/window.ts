import { BrowserWindow, screen, shell, type WebContents } from 'electron';
import type { SettingsStore } from './settings/settings-store';
import { decideWindowOpen, isAppUrl } from './security';
import { restoreWindowState } from './window-state';

export interface WindowOptions {
  preload: string;
  settings: SettingsStore;
  /** Where the renderer comes from: app://boda in production, the electron-vite dev server in development. */
  startUrl: string;
}

export interface GuardOptions {
  externalHosts: () => readonly string[];
  serverOrigin: () => string | null;
  /** Contents with guards of their own (the classroom window): these app-window rules stand aside. */
  exempt?: (wc: WebContents) => boolean;
}

export function createMainWindow(o: WindowOptions): BrowserWindow {
  const state = restoreWindowState(
    o.settings.get().windowState,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 400,
    minHeight: 300,
    show: false,
    title: 'Boda Classroom',
    webPreferences: {
      preload: o.preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  // Navigation guards come from app 'web-contents-created' (index.ts), which covers every webContents.
  trackWindowState(win, o.settings);
  void win.loadURL(o.startUrl);
  return win;
}

/** Navigation and window-open guards; external links go to the system browser only when allowed. */
export function guardWebContents(wc: WebContents, o: GuardOptions): void {
  wc.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, o.externalHosts(), o.serverOrigin());
    if (decision.openExternal) void shell.openExternal(decision.openExternal);
    return { action: 'deny' };
  });
  const exempt = () => o.exempt?.(wc) ?? false;
  const stay = (event: { preventDefault(): void }, url: string) => {
    if (exempt() || isAppUrl(url)) return;
    event.preventDefault();
    const decision = decideWindowOpen(url, o.externalHosts(), o.serverOrigin());
    if (decision.openExternal) void shell.openExternal(decision.openExternal);
  };
  wc.on('will-navigate', (e) => stay(e, e.url));
  wc.on('will-redirect', (e) => stay(e, e.url));
  wc.on('will-frame-navigate', (e) => {
    if (!exempt() && !isAppUrl(e.url) && e.url !== 'about:blank') e.preventDefault();
  });
  wc.on('will-attach-webview', (e) => e.preventDefault());
}

function trackWindowState(win: BrowserWindow, settings: SettingsStore): void {
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized()) return;
    const maximized = win.isMaximized();
    const b = maximized ? win.getNormalBounds() : win.getBounds();
    void settings.update({ windowState: { x: b.x, y: b.y, width: b.width, height: b.height, maximized } });
  };
  // Debounced: resize fires continuously while dragging.
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', save);
}
