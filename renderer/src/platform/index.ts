import { createElectronPlatform } from './platform.electron';
import { webPlatform } from './platform.web';
import type { Platform } from './types';

export type {
  AppInfo,
  ClassroomPolicy,
  ClientStatus,
  DeepLink,
  DesktopSettings,
  InstallTarget,
  JoinOptions,
  KeyValueStore,
  LogLevel,
  OsKind,
  Platform,
  PlatformLauncher,
  PlatformUpdates,
  SaveFileRequest,
  ServerSetup,
  SettingsView,
  StoredSession,
  TokenStore,
  TokenStoreStatus,
  UpdateChannelName,
  UpdateStatus,
} from './types';

/**
 * The ONE place that decides web versus Electron: the Electron preload exposes `window.boda`
 * (typed in contract/src/desktop.ts). Everything else asks the chosen platform, never which one it is.
 */
function detectPlatform(): Platform {
  const bridge = typeof window !== 'undefined' ? window.boda : undefined;
  return bridge ? createElectronPlatform(bridge) : webPlatform;
}

export const platform: Platform = detectPlatform();

export { inNativeApp, sendUserListAndClose, type NativeAppUser } from './nativeApp';
export { isFlagOn, pickKey, readNativeAppData } from './nativeAppData';
