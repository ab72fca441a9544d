import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CommandName, commands, ErrorCode, SERVICE_TYPE_HEADER } from '@boda/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { messageFiles } from './db/schema';
import { generateTicketKey } from './launch/ticket-key';
import { resolveCompany, updateCompanyConfiguration } from './resources/company';
import { DEMO } from './seed/demo';
import { S3FileStorage } from './storage/s3';
import { startS3rver, type TestS3Server } from './storage/s3-test-servers';
import { createTestDatabase, type TestDatabase } from './test/database';

/*
 * Two server instances on one PostgreSQL database and one S3 bucket (s3rver), behind a
 * round-robin proxy: what one instance does, the other honours. PGlite is a single process, so
 * this runs only with TEST_DATABASE_URL (CI's PostgreSQL run).
 */

const url = process.env.TEST_DATABASE_URL;
const NAMES = ['A', 'B'] as const;

let testDb: TestDatabase;
let s3: TestS3Server;
let apps: FastifyInstance[] = [];
let proxy: Server;
let base = '';

/** Forwards each request to the next instance in turn. */
function roundRobinProxy(ports: number[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = request({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

interface Reply {
  status: number;
  servedBy: string;
  body: { errorCode?: string; data?: Record<string, unknown> & { result?: unknown } };
}

async function send(name: CommandName, input: Record<string, unknown>, token?: string, form?: FormData): Promise<Reply> {
  const spec = commands[name];
  const headers: Record<string, string> = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers[SERVICE_TYPE_HEADER] = 'SERVICE';
  }
  const params = new URLSearchParams({ ...(spec.command ? { command: spec.command } : {}) });
  for (const [key, value] of Object.entries(input)) params.append(key, String(value));
  const response =
    spec.method === 'GET'
      ? await fetch(`${base}${spec.path}?${params}`, { headers })
      : form
        ? await fetch(`${base}${spec.path}`, { method: 'POST', headers, body: form })
        : await fetch(`${base}${spec.path}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
          });
  const text = await response.text();
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '?', body: text ? JSON.parse(text) : {} };
}

async function login(username: string, password: string = DEMO.password): Promise<Reply> {
  return send('login.loginBoda', { companyId: DEMO.companyId, username, password, autoLogin: false });
}

describe.skipIf(!url)('two instances on one database and one storage (needs TEST_DATABASE_URL: PGlite is one process)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    s3 = await startS3rver();
    await s3.createBucket('boda-cluster');
    const secret = randomBytes(32);
    const ticketKey = await generateTicketKey();
    const databases = [testDb.database, await openDatabase({ databaseUrl: testDb.url ?? '' })];
    apps = await Promise.all(
      // Each instance has its own client for the one bucket, as separate processes would.
      databases.map((database) =>
        buildApp({
          database,
          secret,
          ticketKey,
          storage: new S3FileStorage(s3.config('boda-cluster')),
          loginRateLimit: 3,
          jobs: { runner: { pollMs: 50 } },
        }),
      ),
    );
    apps.forEach((app, i) => app.addHook('onSend', async (_req, reply) => void reply.header('x-served-by', NAMES[i])));
    const ports = await Promise.all(
      apps.map(async (app) => (await app.listen({ port: 0, host: '127.0.0.1' }), (app.server.address() as AddressInfo).port)),
    );
    proxy = roundRobinProxy(ports);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all(apps.map((app) => app.close()));
    await testDb?.dispose();
    await s3?.close();
  });

  it('a token issued by one instance works on the other', async () => {
    const signedIn = await login(DEMO.users.student);
    const token = (signedIn.body.data?.result as { token: { access_token: string } }).token.access_token;
    const replies = [await send('user.GET_ME', {}, token), await send('user.GET_ME', {}, token)];
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set([signedIn.servedBy, ...replies.map((r) => r.servedBy)])).toEqual(new Set(['A', 'B']));
  });

  it('a file uploaded through one instance downloads through the other', async () => {
    const sender = (await login(DEMO.users.teacher)).body.data?.result as { token: { access_token: string } };
    const receiver = (await login(DEMO.users.student)).body.data?.result as { user: { userIdx: number } };
    const form = new FormData();
    form.append('command', 'SAVE');
    form.append('message', JSON.stringify({ title: 'Worksheet', contents: '<p>see file</p>' }));
    form.append('receiverList', String(receiver.user.userIdx));
    form.append('uploadFile', new Blob(['shared storage works']), 'sheet.pdf');
    const saved = await send('message.SAVE', {}, sender.token.access_token, form);
    expect(saved.status).toBe(200);
    const messageIdx = (saved.body.data?.result as { messageIdx: number }).messageIdx;
    const [file] = await testDb.database.db.select().from(messageFiles).where(eq(messageFiles.messageIdx, messageIdx));
    const other = saved.servedBy === 'A' ? 'B' : 'A';
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}${commands['message.SAVE'].path}?command=DOWNLOAD_FILE&fileIdx=${file.fileIdx}`, {
        headers: { authorization: `Bearer ${sender.token.access_token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
      });
      expect([response.status, await response.text()]).toEqual([200, 'shared storage works']);
      if (response.headers.get('x-served-by') === other) return;
    }
    throw new Error('the download never reached the other instance');
  });

  it('the login rate limit holds across both instances', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < 4; i++) replies.push(await login(DEMO.users.teacher2, 'wrong-password'));
    expect(new Set(replies.map((r) => r.servedBy))).toEqual(new Set(['A', 'B']));
    expect(replies.map((r) => r.body.errorCode)).toEqual([
      ErrorCode.INVALID_CREDENTIALS,
      ErrorCode.INVALID_CREDENTIALS,
      ErrorCode.INVALID_CREDENTIALS,
      ErrorCode.TOO_MANY_LOGIN_ATTEMPTS,
    ]);
  });

  it('a job enqueued on one instance is done exactly once with both runners active', async () => {
    const ran = new Map<number, string[]>();
    apps.forEach((app, i) =>
      app.boda.jobs.registry.register('test.cluster', async (_payload, { job }) => {
        ran.set(job.jobId, [...(ran.get(job.jobId) ?? []), NAMES[i]]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return NAMES[i];
      }),
    );
    const queue = apps[0].boda.jobs.queue;
    const enqueued = await Promise.all(Array.from({ length: 12 }, () => queue.enqueue({ kind: 'test.cluster' })));
    const finished = await Promise.all(enqueued.map((job) => queue.waitFor(job?.jobId ?? 0, 50)));
    expect(finished.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    expect([...ran.values()].every((runs) => runs.length === 1)).toBe(true);
    expect(ran.size).toBe(12);
    expect(new Set(finished.map((job) => job.result))).toEqual(new Set(['A', 'B']));
  });

  it('a company configuration change made through one instance answers 402 on the other', async () => {
    const signedIn = await login(DEMO.users.student);
    const token = (signedIn.body.data?.result as { token: { access_token: string } }).token.access_token;
    // An operator's change through instance A (stored with a new configuration version).
    const db = apps[0].boda.database.db;
    const company = await resolveCompany(db, { companyId: DEMO.companyId });
    const { raw } = apps[0].boda.configs.of(company);
    await updateCompanyConfiguration(db, company.companyIdx, raw);
    const replies = [await send('user.GET_ME', {}, token), await send('user.GET_ME', {}, token)];
    expect(replies.map((r) => [r.status, r.body.errorCode])).toEqual([
      [402, ErrorCode.CONFIG_CHANGED],
      [402, ErrorCode.CONFIG_CHANGED],
    ]);
    expect(new Set(replies.map((r) => r.servedBy))).toEqual(new Set(['A', 'B']));
  });
});
