import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from './api';
import { App, firstScreenReady, rendersServerPage } from './app/App';
import { initialLanguageReady } from './i18n';
import { platform } from './platform';
import { installLogCapture } from './platform/logCapture';

// Warnings and errors reach the desktop log file, or on the web the server through logger.ship.
platform.logs.connect((entries) => api.send('logger.ship', { entries }));
installLogCapture(platform.logs);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first screen renders in its language and whole: its translations (one chunk) load beside the
// first route's chunks and data; index.html's spinner shows until then. A login page the server
// rendered (ssr/) is on screen already, and is hydrated when the first render is the same page.
void Promise.all([
  initialLanguageReady.catch((error: unknown) => console.error('[i18n] translations did not load', error)),
  firstScreenReady,
]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rendersServerPage()) {
    // A difference React finds anyway is logged (tests/e2e/specs/server-render.spec.ts fails on it),
    // and React draws the page anew.
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydrate] the server page differed', error) });
  } else {
    createRoot(container).render(app);
  }
});
