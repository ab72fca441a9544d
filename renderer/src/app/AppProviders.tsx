import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
// From Griffel itself: the build resolves the styles ahead (griffelAhead.ts) into `__staticStyles`,
// which Fluent's package does not re-export.
import { makeStaticStyles } from '@griffel/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { LazyHosts } from './LazyHosts';
import { bodaTheme } from './theme';

/** The browser's default 8 px body margin framed every screen with a stray strip. */
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

/**
 * Theme, i18n, server-state cache, and the one error popup, toaster and class-launch UI of the app
 * (LazyHosts: each loaded on first use).
 * The provider carries no layout class: Fluent copies the provider's classes onto every portal mount
 * node (menus, tooltips, toasts), so a `minHeight: 100vh` here painted a window-sized white layer over
 * the page whenever one opened. Layouts size themselves.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useGlobalStyles();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={bodaTheme}>
          {children}
          <LazyHosts />
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
