import type { ReactNode } from 'react';
import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorPopupHost } from '../features/errors/ErrorPopupHost';
import { ToastBridge } from '../features/errors/ToastBridge';
import { ClassLauncherHost } from '../features/launcher/ClassLauncherHost';
import { i18n } from '../i18n';
import { bodaTheme } from './theme';

const useStyles = makeStyles({ root: { minHeight: '100vh' } });

/** Theme, i18n, server-state cache, and the one error popup, toaster and class-launch UI of the app. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const styles = useStyles();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={bodaTheme} className={styles.root}>
          {children}
          <ToastBridge />
          <ErrorPopupHost />
          <ClassLauncherHost />
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
