import type { LastCompany } from '../settings/settings-store';
import type { UpdateChannelName } from '../settings/settings-store';

export type { DeepLink } from '../deeplink';
export type { UpdateStatus } from '../updates/update-service';
export type { TokenStoreStatus } from '../tokens/token-store';
export type { TokenSet } from '../tokens/types';
export type { LastCompany, UpdateChannelName };

/** Shapes of preload/src/api.ts that have no other home in main/ (parity checked in tests/desktop). */
export interface ClientCheck {
  installed: boolean;
  running: boolean;
  monitorSupported: boolean;
}

export interface AppInfo {
  name: string;
  version: string;
  os: 'windows' | 'mac' | 'linux';
  platform: string;
  arch: string;
  electron: string;
  chrome: string;
}

export interface RuntimeSnapshot {
  serverAddress: string | null;
  os: 'windows' | 'mac' | 'linux';
  version: string;
}

export type SaveAsResult = { saved: true; fileName: string } | { saved: false };

export interface SettingsView {
  serverAddress: string | null;
  serverAddressLocked: boolean;
  lastCompany: LastCompany | null;
  updateChannel: UpdateChannelName;
  updateChannelLocked: boolean;
  updatesEnabled: boolean;
  clientPath: string | null;
  clientPathLocked: boolean;
}
export type SetServerAddressResult = { ok: true; serverAddress: string } | { ok: false; error: 'INVALID' | 'LOCKED' };
export type SetClientPathResult = { ok: true } | { ok: false; error: 'LOCKED' };
