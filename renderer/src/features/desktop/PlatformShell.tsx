import type { ReactNode } from 'react';
import { platform } from '../../platform';
import { DeepLinkListener } from './DeepLinkListener';
import { DesktopSettingsHost } from './DesktopSettingsHost';
import { SecretStorageNotice } from './SecretStorageNotice';
import { ServerAddressScreen } from './ServerAddressScreen';
import { needsServerSetup } from './serverSetup';

/**
 * Around the whole app, for both builds: the desktop first-run server screen while no server is
 * set (platform.serverSetup is null on the web), deep links, the token-storage notice and the
 * settings dialog (also reachable from the tray during the first run). Decides by platform
 * capabilities only, never by which build runs. (The join flow's UI is in AppProviders.)
 */
export function PlatformShell({ children }: { children: ReactNode }) {
  const setup = platform.serverSetup;
  if (setup && needsServerSetup()) {
    return (
      <>
        <ServerAddressScreen setup={setup} />
        <DesktopSettingsHost />
      </>
    );
  }
  return (
    <>
      {children}
      <DeepLinkListener />
      <SecretStorageNotice />
      <DesktopSettingsHost />
    </>
  );
}
