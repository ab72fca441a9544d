import type { Resource, ResourceLanguage } from 'i18next';
import { Languages, type Language } from '@boda/contract';

/**
 * Each language comes in two chunks (locales/<lang>.ts and <lang>.more.ts): the first screen's namespaces,
 * loaded when the language is shown, and the feature pages' namespaces, loaded by the first page that uses
 * one. A page thus loads the translations of the language it shows, the other one only on a switch.
 */
const firstLoaders: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locales/en'),
  ko: () => import('./locales/ko'),
};
const moreLoaders: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locales/en.more'),
  ko: () => import('./locales/ko.more'),
};

/** The first screen's namespaces of a language. */
export async function loadLanguageResources(language: Language): Promise<ResourceLanguage> {
  return (await firstLoaders[language]()).default;
}

/** The feature pages' namespaces of a language. */
export async function loadMoreResources(language: Language): Promise<ResourceLanguage> {
  return (await moreLoaders[language]()).default;
}

/** Every language's namespaces, both chunks (the parity test, and unit tests that render both languages). */
export async function loadAllResources(): Promise<Resource> {
  const entries = await Promise.all(
    Languages.map(
      async (language) => [language, { ...(await loadLanguageResources(language)), ...(await loadMoreResources(language)) }] as const,
    ),
  );
  return Object.fromEntries(entries);
}
