import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, Languages, type Language } from '@boda/contract';
import { detectLanguage, saveLanguage } from './language';
import { namespaces, resources } from './resources';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...Languages],
  ns: namespaces,
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

/** Switch the UI language and remember the choice (the saved setting ranks below ?lang=). */
export async function changeLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await i18n.changeLanguage(language);
}

/** For code outside React (error popup defaults, API error reactions). */
export const t = i18n.t.bind(i18n);
