/**
 * Desktop capabilities around the app (first-run server screen, deep links, settings dialog, update
 * indicator). Loaded eagerly by the shell; on the web every part renders nothing.
 */
export { PlatformShell } from './PlatformShell';
export { needsServerSetup } from './serverSetup';
export { SettingsButton, type SettingsButtonProps } from './SettingsButton';
export { SettingsMenuItem } from './SettingsMenuItem';
export { UpdateIndicator } from './UpdateIndicator';
