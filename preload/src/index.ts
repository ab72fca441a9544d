import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IpcChannels as C, IpcEvents as E, IpcSyncChannels as S, type BodaBridge, type IpcChannel, type IpcEvent, type RuntimeSnapshot } from './api';

/**
 * Sandboxed preload: only `electron` can be required here, so this file stays a thin mapping from
 * the typed bridge to ipcRenderer. No ipcRenderer object or raw channel access is exposed.
 */
function call<T>(channel: IpcChannel, payload?: unknown): Promise<T> {
  return ipcRenderer.invoke(channel, payload) as Promise<T>;
}

function subscribe<T>(event: IpcEvent, listener: (value: T) => void): () => void {
  const handler = (_e: IpcRendererEvent, value: T) => listener(value);
  ipcRenderer.on(event, handler);
  return () => {
    ipcRenderer.removeListener(event, handler);
  };
}

/** One synchronous call at load, so the renderer can build its API client before the first render. */
function runtimeSnapshot(): RuntimeSnapshot | null {
  try {
    return Object.freeze(ipcRenderer.sendSync(S.app.runtime) as RuntimeSnapshot | null);
  } catch {
    return null;
  }
}

const bridge: BodaBridge = {
  runtime: runtimeSnapshot(),
  tokens: {
    get: (req) => call(C.tokens.get, req),
    set: (req) => call(C.tokens.set, req),
    clear: (req) => call(C.tokens.clear, req),
    status: () => call(C.tokens.status),
  },
  launcher: {
    checkClient: () => call(C.launcher.checkClient),
    join: (req) => call(C.launcher.join, req),
    openInstallPage: () => call(C.launcher.openInstallPage),
    openWeb: (req) => call(C.launcher.openWeb, req),
  },
  updates: {
    status: () => call(C.updates.status),
    check: () => call(C.updates.check),
    download: () => call(C.updates.download),
    install: () => call(C.updates.install),
    setChannel: (req) => call(C.updates.setChannel, req),
    onStatus: (listener) => subscribe(E.updates.status, listener),
  },
  app: { info: () => call(C.app.info) },
  logs: {
    openFolder: () => call(C.logs.openFolder),
    write: (req) => call(C.logs.write, req),
  },
  files: { saveAs: (req) => call(C.files.saveAs, req) },
  settings: {
    get: () => call(C.settings.get),
    setServerAddress: (req) => call(C.settings.setServerAddress, req),
    setLastCompany: (req) => call(C.settings.setLastCompany, req),
    setClientPath: (req) => call(C.settings.setClientPath, req),
    onOpen: (listener) => subscribe<unknown>(E.settings.open, () => listener()),
  },
  deepLinks: {
    take: () => call(C.deepLinks.take),
    onLink: (listener) => subscribe(E.deepLinks.link, listener),
  },
};

contextBridge.exposeInMainWorld('boda', bridge);
