import type { ResourceLanguage } from 'i18next';

/** One language's JSON files ('./en/rooms.json' -> namespace 'rooms'). */
export function byNamespace(files: Record<string, ResourceLanguage>): ResourceLanguage {
  return Object.fromEntries(Object.entries(files).map(([path, content]) => [path.replace(/^.*\/|\.json$/g, ''), content]));
}
