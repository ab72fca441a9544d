import { LoginDisplay, type LoginDisplayMode } from '@boda/contract';

export type LoginMode = 'loading' | LoginDisplayMode;

export interface LoginModeInput {
  loading: boolean;
  emergency: boolean;
  /** WEB_FRONT_LOGIN_DISPLAY, parsed. */
  configured: LoginDisplayMode | undefined;
  userAgent: string;
}

/**
 * The browser's user agent, or '' where there is none: the server renders the login page (ssr/) only
 * for browsers that get the configured mode, so '' answers as they do.
 */
export function browserUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** In-app browsers of the two chat applications (KakaoTalk, LINE) cannot run the class client. */
export function isInAppBrowser(userAgent: string): boolean {
  return /KAKAOTALK|\bLine\//i.test(userAgent);
}

/** Internet Explorer and legacy Edge cannot run the app. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\/|Edge\/\d/i.test(userAgent);
}

/**
 * service-area 2.3 / 4: loading first; emergency mode forces the login form; otherwise the
 * configured mode, overridden by the in-app-browser warning or the unsupported-browser notice.
 */
export function selectLoginMode({ loading, emergency, configured, userAgent }: LoginModeInput): LoginMode {
  if (loading) return 'loading';
  if (emergency) return LoginDisplay.LOGIN;
  if (isInAppBrowser(userAgent)) return LoginDisplay.KAKAO;
  if (isUnsupportedBrowser(userAgent)) return LoginDisplay.BROWSER;
  return configured ?? LoginDisplay.LOGIN;
}

/** Asks the in-app browser to hand the page over to the system browser. */
export function systemBrowserUrl(href: string, userAgent: string): string {
  if (/KAKAOTALK/i.test(userAgent)) return `kakaotalk://web/openExternal?url=${encodeURIComponent(href)}`;
  const url = new URL(href);
  url.searchParams.set('openExternalBrowser', '1');
  return url.toString();
}
