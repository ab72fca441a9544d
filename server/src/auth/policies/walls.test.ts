import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as policies from './index';

/*
 * Access in one form: a refusal is the command's declared access (checked by the dispatcher,
 * http/access.ts) or a named policy behind requireAccess (this folder). These walls read the server's
 * sources, so a service that refuses on its own, or decides with a policy's predicate and throws,
 * fails here instead of growing a fifth way.
 */

const SERVER = fileURLToPath(new URL('../../', import.meta.url));

/** The catalogue's refusals (WB-403-001, WB-403-002, WB-403-110): only access decides them. */
const REFUSAL = /ErrorCode\.(FORBIDDEN|WRONG_SERVICE_TYPE|NO_RECORD_PERMISSION)\b/g;

/** Where refusals are made: the dispatcher's declared-access check and the policies. */
const ACCESS_HOMES = ['http/access.ts', 'auth/policies/'];

/** Refusals that are not access, each with why; the count is exact, so another one fails. */
const NOT_ACCESS: Record<string, { count: number; why: string }> = {
  'resources/record/uploads.ts': {
    count: 2,
    why: "the tus protocol's answer for an upload that already finished (its state, not the caller)",
  },
  'resources/meet/join.ts': { count: 1, why: 'a wrong room password: a credential, counted per address, for guests too' },
};

/**
 * What the policies export besides requireAccess: predicates that shape an answer (a flag, which
 * columns show) and never refuse. A service line that calls one and throws is a refusal in disguise.
 */
const SHAPING = [
  'hasManageAccess',
  'isBeingWritten',
  'isBookAuthor',
  'isManageCall',
  'isTaskTeacher',
  'loginIdsVisibleTo',
  'mayChangeUser',
  'mayManage',
  'seesMeetNotes',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(SERVER).map((path) => ({ path: relative(SERVER, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

describe('access in one form', () => {
  it('refusals are made only by the declared access and the named policies', () => {
    const found = files
      .filter((file) => !ACCESS_HOMES.some((home) => file.path.startsWith(home)))
      .map((file) => ({ path: file.path, count: [...file.text.matchAll(REFUSAL)].length }))
      .filter((file) => file.count > 0);
    const stray = found.filter((file) => NOT_ACCESS[file.path]?.count !== file.count).map((file) => `${file.path}: ${file.count}`);
    expect(stray).toEqual([]);
    // An exception that no longer refuses is taken off the list.
    expect(Object.keys(NOT_ACCESS).filter((path) => !found.some((file) => file.path === path))).toEqual([]);
  });

  it('the policies export one verb and shaping predicates only', () => {
    const values = Object.keys(policies).sort();
    expect(values).toEqual(['requireAccess', ...SHAPING].sort());
  });

  it('no service throws on a policy predicate of its own', () => {
    // `if (... predicate(...)) throw` or `if (... predicate(...)) {` followed by a throw.
    const refusing = new RegExp(`if \\([^\\n]*\\b(${SHAPING.join('|')})\\([^\\n]*\\)\\s*\\{?\\s*throw\\b`, 'g');
    const disguised = files
      .filter((file) => !file.path.startsWith('auth/policies/'))
      .flatMap((file) => [...file.text.matchAll(refusing)].map((match) => `${file.path}: ${match[0].split('\n')[0]}`));
    expect(disguised).toEqual([]);
  });
});
