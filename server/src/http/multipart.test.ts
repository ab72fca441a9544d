import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { ErrorCode, type LoginResult, ROOM_FILE_RULES, SERVICE_TYPE_HEADER } from '@boda/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';
import type { SignedInContext } from './context';
import { registerCommands } from './dispatch';
import { registerErrorHandler } from './error-handler';
import type { UploadedFile } from './multipart';

/*
 * The dispatcher's multipart support, exercised through a stand-in handler for a real multipart
 * command of the contract (roomFile.ADD with ROOM_FILE_RULES: 5 files, listed extensions).
 */

let h: Harness;
let app: FastifyInstance;
let filesDir: string;
let teacher: LoginResult;
let seen: { input: unknown; uploads: UploadedFile[] } | null;
let failHandler = false;

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.push(path);
    }
  };
  await walk(filesDir);
  return out;
}

function form(
  files: Array<{ name: string; bytes?: number; field?: string }>,
  options: { command?: string; roomFile?: object } = {},
): FormData {
  const body = new FormData();
  body.append('command', options.command ?? 'ADD');
  body.append('roomFile', JSON.stringify(options.roomFile ?? { roomCode: 'ROOM1' }));
  for (const file of files) body.append(file.field ?? 'uploadFile', new Blob([Buffer.alloc(file.bytes ?? 10, 97)]), file.name);
  return body;
}

async function post(payload: FormData, token: string | null = teacher.token.access_token) {
  const headers: Record<string, string> = { [SERVICE_TYPE_HEADER]: 'SERVICE' };
  if (token) headers.authorization = `Bearer ${token}`;
  const reply = await app.inject({ method: 'POST', url: '/boda/room/file', payload, headers });
  return { status: reply.statusCode, body: reply.json<{ success: boolean; errorCode: string | null }>() };
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-multipart-'));
  h = await startHarness({ filesDir });
  teacher = await h.login(DEMO.users.teacher);
  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart);
  registerCommands(app, h.app.boda, {
    'roomFile.ADD': async (input, ctx: SignedInContext) => {
      seen = { input, uploads: ctx.uploads ?? [] };
      if (failHandler) throw new Error('handler failed');
      return { resultList: [] };
    },
  });
});
afterAll(async () => {
  await app.close();
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(() => {
  seen = null;
  failHandler = false;
});

describe('multipart commands', () => {
  it('parses fields (JSON objects included) and streams the files to storage for the handler', async () => {
    const reply = await post(
      form([
        { name: 'notes.pdf', bytes: 1234 },
        { name: 'slides.PPTX', bytes: 5 },
      ]),
    );
    expect(reply.status).toBe(200);
    expect(seen?.input).toMatchObject({ roomFile: { roomCode: 'ROOM1', fileTypeCd: 1 } });
    expect(seen?.uploads.map((u) => [u.fileName, u.size, u.field])).toEqual([
      ['notes.pdf', 1234, 'uploadFile'],
      ['slides.PPTX', 5, 'uploadFile'],
    ]);
    for (const upload of seen?.uploads ?? []) {
      expect(upload.storageKey).toMatch(/^uploads\/\d{6}\/[0-9a-f]{32}$/);
      expect((await readFile(join(filesDir, upload.storageKey))).length).toBe(upload.size);
    }
  });

  it('skips a repeated file name instead of refusing the request', async () => {
    const reply = await post(form([{ name: 'a.pdf' }, { name: 'a.pdf' }, { name: 'b.pdf' }]));
    expect(reply.status).toBe(200);
    expect(seen?.uploads.map((u) => u.fileName)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('refuses more files than the rule allows (WB-400-401) and keeps nothing', async () => {
    const before = (await storedFiles()).length;
    const files = Array.from({ length: ROOM_FILE_RULES.maxFiles + 1 }, (_v, i) => ({ name: `f${i}.pdf` }));
    const reply = await post(form(files));
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.TOO_MANY_FILES]);
    expect(seen).toBeNull();
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses jfif, unlisted and missing extensions (WB-400-403)', async () => {
    for (const name of ['photo.jfif', 'script.exe', 'README']) {
      const reply = await post(form([{ name: 'ok.pdf' }, { name }]));
      expect([name, reply.status, reply.body.errorCode]).toEqual([name, 400, ErrorCode.BAD_FILE_EXTENSION]);
    }
    expect(seen).toBeNull();
  });

  it('refuses a file over the size limit while streaming (WB-400-402) and deletes what was stored', async () => {
    const before = (await storedFiles()).length;
    const big = { ...ROOM_FILE_RULES, maxBytes: 2048 };
    // Same command, smaller rule: the limit is the rule's, not a constant of the parser.
    const small = Fastify();
    registerErrorHandler(small);
    await small.register(multipart);
    const { commands } = await import('@boda/contract');
    const original = commands['roomFile.ADD'].files;
    Object.assign(commands['roomFile.ADD'], { files: { field: 'uploadFile', rules: big } });
    try {
      registerCommands(small, h.app.boda, { 'roomFile.ADD': async () => ({ resultList: [] }) });
      const reply = await small.inject({
        method: 'POST',
        url: '/boda/room/file',
        payload: form([
          { name: 'ok.pdf', bytes: 100 },
          { name: 'big.pdf', bytes: 4096 },
        ]),
        headers: { authorization: `Bearer ${teacher.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
      });
      expect([reply.statusCode, reply.json<{ errorCode: string }>().errorCode]).toEqual([400, ErrorCode.FILE_TOO_LARGE]);
    } finally {
      Object.assign(commands['roomFile.ADD'], { files: original });
      await small.close();
    }
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses files under another field name and anonymous uploads', async () => {
    const wrongField = await post(form([{ name: 'a.pdf', field: 'other' }]));
    expect([wrongField.status, wrongField.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    const anonymous = await post(form([{ name: 'a.pdf' }]), null);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, ErrorCode.UNAUTHORIZED]);
    expect(seen).toBeNull();
  });

  it('deletes the stored files when the input is invalid or the handler fails', async () => {
    const before = (await storedFiles()).length;
    const invalid = await post(form([{ name: 'a.pdf' }], { roomFile: { roomCode: '../x' } }));
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    failHandler = true;
    const failed = await post(form([{ name: 'a.pdf' }]));
    expect(failed.status).toBe(500);
    expect(seen?.uploads).toHaveLength(1);
    expect((await storedFiles()).length).toBe(before);
  });

  it('ignores an empty file input (no file chosen)', async () => {
    const body = form([]);
    body.append('uploadFile', new Blob([]), '');
    const reply = await post(body);
    expect(reply.status).toBe(200);
    expect(seen?.uploads).toEqual([]);
  });
});
