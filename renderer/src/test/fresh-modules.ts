import { useRenderer_unstable as useRenderer, type GriffelRenderer } from '@griffel/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/** The properties jsdom's getComputedStyle is asked for here: visibility (Testing Library, jest-dom, Tabster) and pointer-events (user-event). */
const READ_IN_TESTS = /(?:^|[{;])\s*(?:display|visibility|opacity|pointer-events|content-visibility)\s*:/;
// One key for the renderer, which outlives this module (evaluated again for every file).
const FILTERED = Symbol.for('boda.insertOnlyWhatTestsRead');

/*
 * The renderer project shares its workers between test files (isolate: false in vitest.config.ts), so
 * the libraries (React, Fluent UI, Tiptap...: most of a file's start) load once per worker. Each file
 * still starts as it would in a worker of its own: this first setup file drops the module registry (Node
 * keeps the libraries, the app's modules are evaluated afresh: stores, caches, the i18n instance) and
 * what the page kept from the last file, before setup.ts and the test file import anything.
 */
vi.resetModules();
document.body.replaceChildren();
document.title = '';
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
forgetInsertedStyles();

/**
 * Fluent UI's styles go into the page once per renderer (Griffel's default one, kept with the library).
 * Left from earlier files they pile up, and jsdom's getComputedStyle, which Testing Library's role
 * queries call for every element, walks all of them: a file's tests ran up to 5x slower late in a worker.
 * So the default renderer forgets them (a new id makes every makeStyles insert again) and their <style>
 * elements go: the file sees only the styles it renders, as in a worker of its own.
 */
function forgetInsertedStyles(): void {
  let renderer: GriffelRenderer | undefined;
  renderToString(
    createElement(() => {
      renderer = useRenderer();
      return null;
    }),
  );
  if (!renderer || typeof renderer.insertionCache !== 'object' || typeof renderer.stylesheets !== 'object') return;
  for (const element of document.head.querySelectorAll('style[data-make-styles-bucket]')) element.remove();
  Object.assign(renderer, { id: `${renderer.id}-${performance.now()}`, insertionCache: {}, stylesheets: {} });
  insertOnlyWhatTestsRead(renderer);
}

/**
 * jsdom lays nothing out, so of Fluent UI's few thousand atomic rules a test can only see the ones that hide
 * an element or let it take the pointer. The rest still get their class names (the markup is unchanged) but
 * not a rule in the page, where jsdom's getComputedStyle would match every element against each of them
 * (5 component files: 57 -> 30 CPU s). A test that reads another property adds it to READ_IN_TESTS.
 */
function insertOnlyWhatTestsRead(renderer: GriffelRenderer & { [FILTERED]?: true }): void {
  if (renderer[FILTERED]) return;
  const insertAll = renderer.insertCSSRules.bind(renderer);
  renderer.insertCSSRules = (cssRules) => {
    const kept: typeof cssRules = {};
    for (const bucket of Object.keys(cssRules) as Array<keyof typeof cssRules>) {
      kept[bucket] = cssRules[bucket]?.filter((entry) => READ_IN_TESTS.test(typeof entry === 'string' ? entry : entry[0]));
    }
    insertAll(kept);
  };
  renderer[FILTERED] = true;
}
