import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useSession } from '../api/session';
import { useErrorPopupStore } from '../ui/feedback';
import { Languages } from '@boda/contract';
import { ensureLanguage, i18n } from '../i18n';

// Tests render both languages: load both up front (the app loads the shown one, then others on switch).
await Promise.all(Languages.map(ensureLanguage));

// Component tests drive Fluent UI through jsdom on 2 shared cores (CI runs everything at once):
// give async queries and tests room so load does not turn into flakiness.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

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
  useSession.setState({
    hydrated: true,
    leavingTo: null,
    token: null,
    rememberToken: null,
    user: null,
    company: null,
    cfg: null,
    config: null,
    bodaSetting: null,
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
