import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PlatformShell } from '../features/desktop';
import { AppProviders } from './AppProviders';

/**
 * The app around its router. The browser (App.tsx) and the server's render of the login page
 * (ssr/serverEntry.tsx) draw this same tree, so the browser can hydrate what the server sent.
 */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <AppProviders client={client}>
      <PlatformShell>{children}</PlatformShell>
    </AppProviders>
  );
}
