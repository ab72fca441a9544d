/**
 * Same maps as preload/src/api.ts (main may not import preload/); tests/desktop/bridge-parity.test.ts
 * keeps the two identical.
 */
export const IpcChannels = {
  tokens: { get: 'tokens.get', set: 'tokens.set', clear: 'tokens.clear', status: 'tokens.status' },
  launcher: { checkClient: 'launcher.checkClient', join: 'launcher.join', openInstallPage: 'launcher.openInstallPage' },
  updates: { status: 'updates.status', check: 'updates.check', download: 'updates.download', install: 'updates.install', setChannel: 'updates.setChannel' },
  app: { info: 'app.info' },
  logs: { openFolder: 'logs.openFolder', write: 'logs.write' },
  files: { saveAs: 'files.saveAs' },
  settings: {
    get: 'settings.get',
    setServerAddress: 'settings.setServerAddress',
    setLastCompany: 'settings.setLastCompany',
    setClientPath: 'settings.setClientPath',
  },
  deepLinks: { take: 'deepLinks.take' },
} as const;

export const IpcSyncChannels = {
  app: { runtime: 'app.runtime' },
} as const;

export const IpcEvents = {
  updates: { status: 'updates.onStatus' },
  deepLinks: { link: 'deepLinks.onLink' },
} as const;

type ValuesOf<T> = T extends Record<string, infer V> ? (V extends string ? V : ValuesOf<V>) : never;
export type IpcChannel = ValuesOf<typeof IpcChannels>;
export type IpcEventChannel = ValuesOf<typeof IpcEvents>;
