import type { Resource, ResourceLanguage } from 'i18next';

/** Every JSON file under locales/<lang>/ is a namespace named after the file. */
const files = import.meta.glob<ResourceLanguage>('./locales/*/*.json', { eager: true, import: 'default' });

export function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

export const resources = collectResources();
export const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];
