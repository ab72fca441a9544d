import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useSession } from '../api/session';
import { useErrorPopupStore } from '../ui/feedback';
import { Languages } from '@boda/contract';
import { ensureLanguage, i18n } from '../i18n';

// Tests render both languages: load both up front (the app loads the shown one, then others on switch).
await Promise.all(Languages.map(ensureLanguage));

// Component tests drive Fluent UI through jsdom on 2 shared cores (CI runs everything at once): a
// query that takes 0.5-1 s alone took over 5 s with a second suite beside it (load 20). Give async
// queries and tests room for that, so load never turns into a failure; a real failure only waits longer.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

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
  // One worker runs many files on one window: a global a test stubbed (navigator, WebSocket) must not
  // reach the next file. Files whose order matters against fake timers unstub themselves first.
  vi.unstubAllGlobals();
});
