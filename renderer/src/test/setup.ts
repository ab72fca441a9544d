import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useSession } from '../api/session';
import { useErrorPopupStore } from '../features/errors/errorPopupStore';
import { i18n } from '../i18n';

// jsdom lacks these; Fluent UI's positioning and motion code asks for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

beforeEach(async () => {
  window.localStorage.clear();
  useErrorPopupStore.setState({ queue: [] });
  useSession.setState({ hydrated: true, leavingTo: null, token: null, rememberToken: null, user: null, company: null, cfg: null, config: null, bodaSetting: null });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
