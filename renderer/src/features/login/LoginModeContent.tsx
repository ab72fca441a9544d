import { Suspense, lazy, type ReactNode } from 'react';
import { Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { LoginDisplay } from '@boda/contract';
import type { CompanyConfig } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import type { LoginMode } from './loginMode';

/** The mode panels' chunk (also awaited by the server's render, ssr/serverEntry.tsx, before it renders again). */
export const loadModePanels = () => import('./modePanels');
const panels = loadModePanels;
const EasyJoinPanel = lazy(() => panels().then((module) => ({ default: module.EasyJoinPanel })));
const ExperiencePanel = lazy(() => panels().then((module) => ({ default: module.ExperiencePanel })));
const InAppBrowserNotice = lazy(() => panels().then((module) => ({ default: module.InAppBrowserNotice })));
const UnsupportedBrowserNotice = lazy(() => panels().then((module) => ({ default: module.UnsupportedBrowserNotice })));

const useStyles = makeStyles({
  switch: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalS },
});

export interface LoginModeContentProps {
  companyId: string;
  mode: LoginMode;
  /** The mode chosen by the company before any user switch (for the way back). */
  selected: LoginMode;
  config: CompanyConfig | undefined;
  onSwitch: (mode: LoginMode) => void;
}

/** The body of the login card for each display mode, with the switch between the alternatives. */
export function LoginModeContent({ companyId, mode, selected, config, onSwitch }: LoginModeContentProps) {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const loading = <Spinner label={t('loading')} data-testid="login-loading" />;
  // The form is the common case and comes with the page; the other bodies load when shown (modePanels.ts).
  const lazyBody = (body: ReactNode) => <Suspense fallback={loading}>{body}</Suspense>;
  const alternative = selected === LoginDisplay.EASY || selected === LoginDisplay.EXPERIENCE ? selected : null;

  let body;
  switch (mode) {
    case 'loading':
      return loading;
    case LoginDisplay.KAKAO:
      return lazyBody(<InAppBrowserNotice />);
    case LoginDisplay.BROWSER:
      return lazyBody(<UnsupportedBrowserNotice />);
    case LoginDisplay.EASY:
      body = config ? lazyBody(<EasyJoinPanel config={config} />) : null;
      break;
    case LoginDisplay.EXPERIENCE:
      body = lazyBody(<ExperiencePanel config={config} />);
      break;
    default:
      body = <LoginForm companyId={companyId} />;
  }
  return (
    <div data-testid="login-mode" data-mode={mode}>
      {body}
      {alternative ? (
        <div className={styles.switch}>
          {mode === LoginDisplay.LOGIN ? (
            <Link onClick={() => onSwitch(alternative)} data-testid="login-switch-back">
              {t(`switch.back.${alternative}`)}
            </Link>
          ) : (
            <Link onClick={() => onSwitch(LoginDisplay.LOGIN)} data-testid="login-switch-form">
              {t('switch.toLogin')}
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}
