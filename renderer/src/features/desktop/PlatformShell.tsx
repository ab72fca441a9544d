import type { ReactNode } from 'react';
import { platform } from '../../platform';
import { DeepLinkListener } from './DeepLinkListener';
import { SecretStorageNotice } from './SecretStorageNotice';
import { ServerAddressScreen } from './ServerAddressScreen';

/**
 * Around the whole app, for both builds: the desktop first-run server screen while no server is
 * set (platform.serverSetup is null on the web), deep links and the token-storage notice. Decides by
 * platform capabilities only, never by which build runs. (The join flow's UI is in AppProviders.)
 */
export function PlatformShell({ children }: { children: ReactNode }) {
  const setup = platform.serverSetup;
  if (setup && setup.current() === null) return <ServerAddressScreen setup={setup} />;
  return (
    <>
      {children}
      <DeepLinkListener />
      <SecretStorageNotice />
    </>
  );
}
