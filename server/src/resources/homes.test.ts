import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commands, downloads } from '@boda/contract';
import { describe, expect, it } from 'vitest';

/*
 * A command's name leads to its code in one step: `note.SAVE` is served from resources/note/, and a
 * prefix with no folder of its own name is served from the one folder this table names. Read from
 * the routes files (the only place resources reach HTTP), so a command registered elsewhere fails.
 */

/** Prefixes without a folder of their name, and the folder that serves them. */
const HOMES: Record<string, string | readonly string[]> = {
  roomFile: 'room',
  roomTemplate: 'room',
  roomUser: 'room',
  userExcel: 'user',
  bookChapter: 'book',
  bookFile: 'book',
  bookSave: 'book',
  textbook: 'book',
  textbookFile: 'book',
  concurrentStats: 'stats',
  license: 'stats',
  licenseLogJoin: 'stats',
  licenseStatsConcurrent: 'stats',
  licenseStatsJoin: 'stats',
  statsMeet: 'stats',
  taskUser: 'task',
  logMeetExcel: 'logMeet',
  logMeetUser: 'logMeet',
  userJoin: 'logMeet',
  meetFee: 'charges',
  meetFeeExcel: 'charges',
  meetUser: 'meet',
  openMeet: 'meet',
  openRoom: 'meet',
  roomJoin: 'meet',
  companySettings: 'company',
  recordChat: 'record',
  recordPlay: 'record',
  recordVideo: 'record',
  logNote: 'note',
  noteFile: 'note',
  calendar: 'schedule',
  deeplink: 'sso',
  token: 'sso',
  // Password and remember-me sign-in are the session's; the single sign-on ones are sso's.
  login: ['session', 'sso'],
};

const RESOURCES = fileURLToPath(new URL('.', import.meta.url));
const NAMES = new Set([...Object.keys(commands), ...Object.keys(downloads)]);
const prefixOf = (name: string) => name.split('.')[0]!;

function routesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routesFiles(path);
    return entry.name === 'routes.ts' ? [path] : [];
  });
}

/** Each contract name quoted in a resource's routes files, with the resource folders that quote it. */
function servedFrom(): Map<string, Set<string>> {
  const served = new Map<string, Set<string>>();
  for (const file of routesFiles(RESOURCES)) {
    const folder = file.slice(RESOURCES.length).split(/[\\/]/)[0]!;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[A-Za-z_.]+)'/g)) {
      if (!NAMES.has(name!)) continue;
      served.set(name!, (served.get(name!) ?? new Set()).add(folder));
    }
  }
  return served;
}

const hasFolder = (prefix: string) => existsSync(join(RESOURCES, prefix, 'routes.ts'));

describe('command homes', () => {
  const served = servedFrom();

  it('every contract command and download is served from exactly one resource folder', () => {
    const missing = [...NAMES].filter((name) => !served.has(name));
    const twice = [...served].filter(([, folders]) => folders.size > 1).map(([name]) => name);
    expect({ missing, twice }).toEqual({ missing: [], twice: [] });
  });

  it('a prefix is served from the folder of its name, or from the one folder HOMES names', () => {
    const astray = [...served].flatMap(([name, folders]) => {
      const prefix = prefixOf(name);
      const homes = hasFolder(prefix) ? [prefix] : [HOMES[prefix] ?? []].flat();
      return [...folders]
        .filter((folder) => !homes.includes(folder))
        .map((folder) => `${name} in ${folder}/ (home: ${homes.join(', ') || 'none'})`);
    });
    expect(astray).toEqual([]);
  });

  it('HOMES names only prefixes that have no folder of their own and are served', () => {
    const prefixes = new Set([...served.keys()].map(prefixOf));
    const stale = Object.keys(HOMES).filter((prefix) => hasFolder(prefix) || !prefixes.has(prefix));
    expect(stale).toEqual([]);
  });
});
