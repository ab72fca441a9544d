import type { Resource, ResourceLanguage } from 'i18next';
import { Languages, type Language } from '@boda/contract';

/**
 * Each language's namespaces come in a chunk of their own (locales/<lang>.ts), so a page loads the
 * translations of the language it shows, and the other one only when the user switches.
 */
const loaders: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locales/en'),
  ko: () => import('./locales/ko'),
};

export async function loadLanguageResources(language: Language): Promise<ResourceLanguage> {
  return (await loaders[language]()).default;
}

/** Every language's namespaces (the parity test, and unit tests that render both languages). */
export async function loadAllResources(): Promise<Resource> {
  const entries = await Promise.all(Languages.map(async (language) => [language, await loadLanguageResources(language)] as const));
  return Object.fromEntries(entries);
}
