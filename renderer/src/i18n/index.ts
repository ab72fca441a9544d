import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, Languages, type Language } from '@boda/contract';
import { detectLanguage, saveLanguage } from './language';
import { loadLanguageResources } from './resources';

export const i18n = i18next.createInstance();

const detected = detectLanguage();

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
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const loading = new Map<Language, Promise<void>>();

/** Loads a language's translations once (its own chunk). */
export function ensureLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadLanguageResources(language).then((namespaces) => {
      for (const [namespace, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, bundle, true, true);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The first screen's language: the app renders once it is in (index.tsx). */
export const initialLanguageReady: Promise<void> = ensureLanguage(detected);

/** Switch the UI language and remember the choice (the saved setting ranks below ?lang=). */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

/** For code outside React (error popup defaults, API error reactions). */
export const t = i18n.t.bind(i18n);
