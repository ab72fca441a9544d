import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHomeworkNoteFixture } from '../resources/note/testFixture';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';
import { type Caller, callersFor, inputShape, type RawReply, registryEntries, ROLES, sampleValue, sendEntry } from '../test/registry';

/*
 * Every command and download of the contract's registry, called by a demo user who passes its
 * declared access, with malformed values in each input field: the answer is never a 5xx, always the
 * JSON envelope (or, for a download that succeeds, its bytes), and nothing is logged at error level.
 * Fields come from the zod input schema, so a new command joins this test by being registered.
 */

const MALFORMED: Array<[string, unknown]> = [
  ['int4 + 1', 2_147_483_648],
  ['int4 + 1 as text', '2147483648'],
  ['huge number', '99999999999999999999999'],
  ['-1', -1],
  ['NUL', 'a\u0000b'],
  ['100 KB', 'x'.repeat(100 * 1024)],
  ['array for a scalar', ['1', '2']],
  ['object', { nested: { deeper: 1 } }],
  ['boolean', true],
];

/** Raw JSON bodies (sent whatever the encoding) with prototype keys at the top and inside each field. */
function prototypeBodies(command: string | undefined, fields: string[]): string[] {
  const head = command ? `"command":${JSON.stringify(command)},` : '';
  const bodies = [`{${head}"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`];
  for (const field of fields.slice(0, 4)) bodies.push(`{${head}${JSON.stringify(field)}:{"__proto__":{"x":1},"constructor":"y"}}`);
  return bodies;
}

const BAD_MULTIPART: Array<[string, string]> = [
  ['no boundary', 'multipart/form-data'],
  ['wrong boundary', 'multipart/form-data; boundary=nothere'],
];

let h: Harness;
let filesDir: string;
const errorLogs: string[] = [];
const tokens = new Map<string, string>();

async function relogin(userId: string): Promise<void> {
  tokens.set(userId, (await h.login(userId)).token.access_token);
}

function problemsOf(label: string, reply: RawReply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`${label}: ${reply.status} ${reply.body.slice(0, 200)}`);
  if (reply.contentType.includes('application/json')) {
    const body = JSON.parse(reply.body) as { success?: unknown; errorCode?: unknown };
    const envelope =
      body.success === true || (body.success === false && typeof body.errorCode === 'string' && /^WB-\d{3}-\d+$/.test(body.errorCode));
    if (!envelope) problems.push(`${label}: not an envelope: ${reply.body.slice(0, 200)}`);
  } else if (reply.status >= 400) problems.push(`${label}: ${reply.status} without the JSON envelope`);
  return problems;
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-fuzz-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLogs.push(line.slice(0, 400));
      }
      done();
    },
  });
  h = await startHarness({ filesDir, logger: { level: 'info', stream } });
  for (const userId of ROLES) await relogin(userId);
  // A note at the sample id 1 (unless the demo data has one), so the note commands and downloads get past
  // "not found" to their own checks.
  const [teacher, student] = await Promise.all([h.login(DEMO.users.teacher), h.login(DEMO.users.student)]);
  await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
    companyIdx: h.demoCompanyIdx,
    teacherIdx: teacher.user.userIdx,
    studentIdx: student.user.userIdx,
  });
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('registry fuzz', () => {
  it('answers malformed input to every command and download with a 4xx envelope and logs no error', async () => {
    const problems: string[] = [];
    const entries = registryEntries();
    expect(entries.length).toBeGreaterThan(80);
    for (const entry of entries) {
      const callers = await callersFor(h, tokens, entry.access);
      const caller: Caller | undefined = callers[0];
      const auth = () => (caller ? { token: tokens.get(caller.userId), serviceType: caller.serviceType } : {});
      const shape = inputShape(entry.input);
      const fields = Object.keys(shape);
      const base = Object.fromEntries(fields.map((field) => [field, sampleValue(shape[field])]));
      const check = async (label: string, input: Record<string, unknown> | { raw: string }) => {
        const reply = await sendEntry(h, entry, input, auth());
        problems.push(...problemsOf(`${entry.name} ${label}`, reply));
        // A command that ended the caller's session (logout, password change): sign in again.
        if (caller && /"errorCode":"WB-401-/.test(reply.body)) await relogin(caller.userId);
      };
      await check('empty', {});
      for (const field of fields) {
        for (const [label, value] of MALFORMED) await check(`${field}=${label}`, { ...base, [field]: value });
      }
      for (const body of prototypeBodies(entry.command, fields)) await check(`prototype keys ${body.slice(0, 60)}`, { raw: body });
      if (entry.method === 'POST') {
        for (const [label, contentType] of BAD_MULTIPART) {
          const reply = await h.app.inject({
            method: 'POST',
            url: entry.path,
            payload: '--b\r\nContent-Disposition: form-data; name="command"\r\n\r\nX\r\n--b--\r\n',
            headers: {
              ...(caller ? { authorization: `Bearer ${tokens.get(caller.userId)}`, 'x-service-type': caller.serviceType } : {}),
              'content-type': contentType,
            },
          });
          problems.push(
            ...problemsOf(`${entry.name} multipart ${label}`, {
              status: reply.statusCode,
              body: reply.body,
              contentType: String(reply.headers['content-type'] ?? ''),
            }),
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(errorLogs).toEqual([]);
  });
});
