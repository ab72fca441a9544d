import { Suspense, lazy } from 'react';
import { platform } from '../../platform';
import type { SettingsButtonProps } from './SettingsButtonView';

export type { SettingsButtonProps } from './SettingsButtonView';

// Desktop only: the web build never downloads the button (nor its tooltip).
const SettingsButtonView = lazy(() => import('./SettingsButtonView').then((module) => ({ default: module.SettingsButtonView })));

/**
 * Settings before signing in (login page, public top bar, error page), so a wrong server address
 * can be fixed there. Desktop app only.
 */
export function SettingsButton(props: SettingsButtonProps) {
  if (!platform.desktopSettings) return null;
  return (
    <Suspense fallback={null}>
      <SettingsButtonView {...props} />
    </Suspense>
  );
}
