import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, Languages, type Language } from '@boda/contract';
import { detectLanguage, saveLanguage, syncLanguageCookie } from './language';
import { loadLanguageResources, loadMoreResources } from './resources';

export const i18n = i18next.createInstance();

/** The server's render of the first screen (renderer/src/ssr) sets each page's language itself. */
const inBrowser = typeof window !== 'undefined';
const detected = inBrowser ? detectLanguage() : FALLBACK_LANGUAGE;

void i18n.use(initReactI18next).init({
  // Languages arrive with ensureLanguage (one chunk each); the parity test keeps their keys identical,
  // so the fallback language need not be loaded beside the shown one.
  resources: {},
  lng: detected,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...Languages],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // The feature pages' namespaces may arrive after the first render (ensureLanguage): re-render then.
  react: { bindI18nStore: 'added' },
});

if (inBrowser) {
  syncLanguageCookie();
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

const loading = new Map<string, Promise<void>>();

function loadOnce(key: string, load: () => Promise<Record<string, unknown>>, language: Language): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((namespaces) => {
      for (const [namespace, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, bundle, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The first screen's namespaces of a language (sign-in, landing, the app's frame): one chunk, once. */
function ensureFirstNamespaces(language: Language): Promise<void> {
  return loadOnce(`${language}:first`, () => loadLanguageResources(language), language);
}

/** Loads all of a language's translations once: the first screen's chunk and the feature pages' chunk. */
export function ensureLanguage(language: Language): Promise<void> {
  return Promise.all([ensureFirstNamespaces(language), loadOnce(`${language}:more`, () => loadMoreResources(language), language)]).then(
    () => undefined,
  );
}

/**
 * The first screen's language: the app renders once its first-screen namespaces are in (index.tsx). The
 * feature pages' namespaces are asked for by the first lazily loaded page or host that needs them,
 * beside its own chunk (app/router/lazyElement.ts, app/LazyHosts.tsx): the login page never loads them.
 */
export const initialLanguageReady: Promise<void> = inBrowser ? ensureFirstNamespaces(detected) : Promise.resolve();

/**
 * For the server's render of the login page (ssr/serverEntry.tsx): loads a language's first-screen
 * translations (once) and returns the switch to it, made synchronously, so the render that follows at
 * once (renderToString is synchronous) is in that language whatever other requests switch to.
 */
export async function prepareServerLanguage(language: Language): Promise<() => void> {
  await ensureFirstNamespaces(language);
  return () => {
    void i18n.changeLanguage(language);
    if (i18n.language !== language) throw new Error(`[i18n] ${language} did not switch synchronously`);
  };
}

/** The shown language's translations, all of them (lazily loaded pages wait for this with their chunk). */
export function ensureShownLanguage(): Promise<void> {
  return ensureLanguage(i18n.language as Language);
}

/** A lazily loaded chunk together with the shown language's feature-page translations, fetched side by side. */
export function withShownLanguage<Module>(load: () => Promise<Module>): Promise<Module> {
  return Promise.all([load(), ensureShownLanguage()]).then(([module]) => module);
}

/** Switch the UI language and remember the choice (the saved setting ranks below ?lang=). */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

/** For code outside React (error popup defaults, API error reactions). */
export const t = i18n.t.bind(i18n);
