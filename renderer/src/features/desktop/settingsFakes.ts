import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppInfo, DesktopSettings, SettingsView, TokenStoreStatus, UpdateStatus } from '../../platform';

export const idleStatus: UpdateStatus = {
  state: 'idle',
  currentVersion: '1.4.2',
  channel: 'stable',
  channelLocked: false,
  availableVersion: null,
  progress: null,
  error: null,
  lastCheckedAt: null,
};

export const unlockedView: SettingsView = {
  serverAddress: 'https://boda.example.kr',
  serverAddressLocked: false,
  lastCompany: null,
  updateChannel: 'stable',
  updateChannelLocked: false,
  updatesEnabled: true,
  clientPath: null,
  clientPathLocked: false,
};

export const lockedView: SettingsView = {
  ...unlockedView,
  serverAddress: 'https://lab.school.kr',
  serverAddressLocked: true,
  updateChannel: 'beta',
  updateChannelLocked: true,
  clientPath: 'C:\\Lab\\BodaClient.exe',
  clientPathLocked: true,
};

const appInfo: AppInfo = {
  name: 'Boda Classroom',
  version: '1.4.2',
  os: 'windows',
  platform: 'win32',
  arch: 'x64',
  electron: '38.2.0',
  chrome: '140.0.7339.133',
};

/** A fake platform.desktopSettings: records calls; `push` sends an updater status as main would. */
export function fakeDesktopSettings(options: { view?: SettingsView; status?: UpdateStatus; storage?: TokenStoreStatus } = {}) {
  let pushStatus: (status: UpdateStatus) => void = () => undefined;
  const openListeners = new Set<() => void>();
  const status = options.status ?? idleStatus;
  const settings: DesktopSettings = {
    read: vi.fn(async () => options.view ?? unlockedView),
    setServerAddress: vi.fn(async (address: string) => ({ ok: true as const, serverAddress: address })),
    setUpdateChannel: vi.fn(async () => true),
    setClientPath: vi.fn(async () => ({ ok: true as const })),
    updates: {
      status: vi.fn(async () => status),
      check: vi.fn(async () => ({ ...status, state: 'checking' as const })),
      download: vi.fn(async () => ({ ...status, state: 'downloading' as const })),
      install: vi.fn(async () => true),
      onStatus: (listener) => {
        pushStatus = listener;
        return () => undefined;
      },
    },
    appInfo: vi.fn(async () => appInfo),
    tokenStorage: vi.fn(async () => options.storage ?? { backend: 'keychain' as const, notice: null, previousBackend: null }),
    openLogsFolder: vi.fn(async () => undefined),
    onOpenRequest: (listener) => {
      openListeners.add(listener);
      return () => {
        openListeners.delete(listener);
      };
    },
  };
  return {
    settings,
    push: (next: UpdateStatus) => act(() => pushStatus(next)),
    requestOpen: () => act(() => openListeners.forEach((listener) => listener())),
    openListeners,
  };
}
