import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as policies from './index';

/*
 * Access in one form: a refusal is the command's declared access (checked by the dispatcher,
 * http/access.ts) or a named policy behind requireAccess (this folder), and the policies read through
 * the access repository. These walls read the server's sources, so a service that refuses on its own
 * (a catalogue refusal, or any error after comparing the caller or a company itself), decides with a
 * policy's predicate and throws, a policy that queries the database itself, or a repository child
 * finder taking a bare index fails here instead of growing another way.
 */

const SERVER = fileURLToPath(new URL('../../', import.meta.url));

/** The catalogue's refusals (WB-403-001, WB-403-002, WB-403-110, the classroom socket's 4403): only access decides them. */
const REFUSAL = /ErrorCode\.(FORBIDDEN|WRONG_SERVICE_TYPE|NO_RECORD_PERMISSION)\b|ClassroomClose\.FORBIDDEN\b/g;

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

/**
 * An `if (...)` that compares the caller (ctx.auth, ctx.user, me, who) or a company, or asks about
 * owner, manager or leader, then throws: an ownership decision that belongs in a named policy.
 */
const OWNERSHIP_CHECK = new RegExp(
  [
    String.raw`(?:ctx\.auth|ctx\.user|\bme|\bwho)\.(?:userIdx|companyIdx|userTypeCd|permissionMask|manager)\b\s*[!=]==`,
    String.raw`[!=]==\s*(?:ctx\.auth|ctx\.user|\bme|\bwho)\.(?:userIdx|companyIdx|userTypeCd)\b`,
    String.raw`companyIdx\)?\s*[!=]==`,
    String.raw`[!=]==\s*[\w.?()]*companyIdx\b`,
    String.raw`!\s*(?:owner|manager|leader|who\.manager)\b`,
    String.raw`\b(?:isManageCall|mayManage|mayView|hasManageAccess)\(`,
  ].join('|'),
);

/** Such checks that are no access decision, each with why; the count is exact, so another one fails. */
const NOT_POLICY: Record<string, { count: number; why: string }> = {
  'resources/meet/join.ts': {
    count: 1,
    why: 'the room password (the owner needs none): a credential, counted per address, for guests too',
  },
  'resources/sso/service.ts': {
    count: 1,
    why: "signing in: the identity provider's account must be a user of its company; there is no caller yet",
  },
};

/** Each `if (condition) throw ...` of a source, with its line. */
function refusingIfs(text: string): Array<{ condition: string; line: number }> {
  const found: Array<{ condition: string; line: number }> = [];
  for (const match of text.matchAll(/\bif \(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < text.length && depth > 0; end += 1) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
    if (/^\s*\{?\s*throw\b/.test(text.slice(end))) {
      found.push({
        condition: text.slice(match.index + 4, end - 1).replace(/\s+/g, ' '),
        line: text.slice(0, match.index).split('\n').length,
      });
    }
  }
  return found;
}

/**
 * The resources whose rows are scoped to the company by construction (db/scoped.ts, the board's
 * CompanyBoard): any of their exported functions that takes a database handle and a row's index takes
 * the company or a branded row beside it (findPost(db, board, postIdx)), so no row is reached by an index alone.
 */
const SCOPED_RESOURCES = ['board', 'book', 'meet', 'note', 'room', 'task'];

/** A parameter naming a row of those resources (or of their children) by index. */
const ROW_INDEX = /\b(?:room|meet|book|task|note|post|board|roomFile|textbook|join|taskUser|meetUser|chapter)Idxs?\??:/;

/** Functions that take a bare index all the same, each with why; the list is exact, so another one fails. */
const BARE_INDEX: Record<string, string> = {
  'resources/book/conversion.ts: adoptProposedAnswers': "the demo seed's only: the demo plan names its textbook, no request does",
};

/** The policies' value imports come from the policies, the contract and the errors only: any query goes through the access repository. */
const POLICY_IMPORT = /^(?:\.\/|@boda\/contract(?:\/|$)|\.\.\/\.\.\/errors$)/;

/** Each exported function of a source (declared, or an arrow) with its parameters. */
function exportedFunctions(text: string): Array<{ name: string; params: string }> {
  const found: Array<{ name: string; params: string }> = [];
  for (const match of text.matchAll(/export (?:async )?function (\w+)\s*(?:<[^(]*>)?\(|export const (\w+)\s*=\s*(?:async\s*)?\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < text.length && depth > 0; end += 1) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
    found.push({ name: (match[1] ?? match[2])!, params: text.slice(match.index + match[0].length, end - 1) });
  }
  return found;
}

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

  it('no service refuses after comparing the caller or a company itself', () => {
    const checks = files
      .filter((file) => !file.path.startsWith('auth/policies/'))
      .flatMap((file) =>
        refusingIfs(file.text)
          .filter((found) => OWNERSHIP_CHECK.test(found.condition))
          .map((found) => ({ path: file.path, at: `${file.path}:${found.line}: if (${found.condition})` })),
      );
    const counts = new Map<string, number>();
    for (const check of checks) counts.set(check.path, (counts.get(check.path) ?? 0) + 1);
    const stray = checks.filter((check) => NOT_POLICY[check.path]?.count !== counts.get(check.path)).map((check) => check.at);
    expect(stray).toEqual([]);
    expect(Object.keys(NOT_POLICY).filter((path) => !counts.has(path))).toEqual([]);
  });

  it('every policy reads through the access repository', () => {
    const policyFiles = files.filter((file) => file.path.startsWith('auth/policies/') && !file.path.startsWith('auth/policies/access/'));
    const querying = policyFiles
      .filter((file) => file.path !== 'auth/policies/repository.ts')
      .filter((file) => /from 'drizzle-orm'|\.(?:select|insert|update|delete|execute)\(|\bdb\.(?:transaction|query)\b/.test(file.text))
      .map((file) => file.path);
    expect(querying).toEqual([]);
    // Nor through another module's finder (a resource's repository, a db helper): only types come from outside.
    const imported = policyFiles.flatMap((file) =>
      [...file.text.matchAll(/^import\s+(?!type\s)[\s\S]*?\sfrom\s+'([^']+)'/gm)]
        .filter(([, from]) => !POLICY_IMPORT.test(from!))
        .map(([, from]) => `${file.path}: ${from}`),
    );
    expect(imported).toEqual([]);
  });

  it('the scoped resources take the company or a branded row beside an index, never a bare index', () => {
    const taking = files
      .filter((file) => SCOPED_RESOURCES.some((resource) => file.path.startsWith(`resources/${resource}/`)))
      .flatMap((file) => exportedFunctions(file.text).map((fn) => ({ ...fn, at: `${file.path}: ${fn.name}` })))
      .filter((fn) => /\b(?:Db|Tx)\b/.test(fn.params) && ROW_INDEX.test(fn.params.replace(/\bcompanyIdx\b/g, '')));
    const bare = taking
      .filter((fn) => !fn.name.endsWith('AcrossCompanies') && !/\bcompanyIdx\b|:\s*(?:readonly\s+)?Company[A-Z]\w*\b/.test(fn.params))
      .map((fn) => fn.at);
    expect(bare.filter((at) => !(at in BARE_INDEX))).toEqual([]);
    expect(Object.keys(BARE_INDEX).filter((at) => !bare.includes(at))).toEqual([]);
    // The scan sees indexes beside a branded row, the company or a name that says so (a scan that saw none would pass anything).
    expect(taking.map((fn) => fn.at)).toEqual(
      expect.arrayContaining([
        'resources/board/repository.ts: findPost',
        'resources/book/repository.ts: findBookAcrossCompanies',
        'resources/meet/repository.ts: updateJoin',
        'resources/room/fileRepository.ts: deleteRoomFile',
        'resources/room/repository.ts: findRoomsInCompany',
        'resources/task/start.ts: startTask',
      ]),
    );
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
