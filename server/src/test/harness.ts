import { randomBytes } from 'node:crypto';
import {
  type CommandData,
  type CommandInput,
  type CommandName,
  commands,
  type Envelope,
  type LoginResult,
  SERVICE_TYPE_HEADER,
  UserType,
} from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { DEMO } from '../seed/demo';
import type { NewUserRow, UserRow } from '../db/schema';
import type { IssueDetail } from '../errors';
import { insertUser } from '../resources/user';
import { createTestDatabase } from './database';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export interface SendOptions {
  token?: string;
  /** Defaults to SERVICE when a token is given; null sends no header. */
  serviceType?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestReply<D> {
  status: number;
  body: Envelope<D> & { details?: IssueDetail[] };
  headers: Record<string, unknown>;
  raw: string;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  demoCompanyIdx: number;
  /** Round trips to the embedded database so far (Database.roundTrips); null on PostgreSQL. */
  roundTrips(): number | null;
  send<N extends CommandName>(name: N, input: CommandInput<N>, options?: SendOptions): Promise<TestReply<CommandData<N>>>;
  /** Signs in through the real endpoint and fails the test unless it succeeds. */
  login(userId: string, options?: { password?: string; companyId?: string; autoLogin?: boolean; ip?: string }): Promise<LoginResult>;
  addUser(row: Partial<NewUserRow> & { userId: string; companyIdx: number; password?: string | null }): Promise<UserRow>;
  close(): Promise<void>;
}

export type HarnessOptions = Partial<Omit<AppOptions, 'database' | 'secret' | 'clock'>> & { seed?: boolean };

function createClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** Query and form values; a list repeats its name (`a=1&a=2`), as the renderer's client sends it. */
function toStrings(input: object): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

function toForm(input: object): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(toStrings(input)))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  return form.toString();
}

/** The app on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), demo data seeded. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { seed = true, ...appOptions } = options;
  const testDb = await createTestDatabase({ seeded: seed });
  const db = testDb.database.db;
  const clock = createClock();
  const app = await buildApp({
    database: testDb.database,
    secret: randomBytes(32),
    clock: clock.now,
    ...appOptions,
  });
  const demoCompanyIdx = testDb.demoCompanyIdx;

  const send: Harness['send'] = async (name, input, sendOptions = {}) => {
    const spec = commands[name];
    const headers: Record<string, string> = { ...sendOptions.headers };
    if (sendOptions.token) headers.authorization = `Bearer ${sendOptions.token}`;
    const serviceType = sendOptions.serviceType === undefined ? (sendOptions.token ? 'SERVICE' : null) : sendOptions.serviceType;
    if (serviceType !== null) headers[SERVICE_TYPE_HEADER] = serviceType;
    const params = { ...(spec.command ? { command: spec.command } : {}), ...(input as object) };
    const remoteAddress = sendOptions.ip ?? '127.0.0.1';
    const response =
      spec.method === 'GET'
        ? await app.inject({ method: 'GET', url: spec.path, query: toStrings(params), headers, remoteAddress })
        : spec.encoding === 'form'
          ? await app.inject({
              method: 'POST',
              url: spec.path,
              payload: toForm(params),
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              remoteAddress,
            })
          : await app.inject({ method: 'POST', url: spec.path, payload: params, headers, remoteAddress });
    return { status: response.statusCode, body: response.json(), headers: response.headers, raw: response.body };
  };

  return {
    app,
    db,
    clock,
    demoCompanyIdx,
    roundTrips: () => testDb.database.roundTrips?.() ?? null,
    send,
    async login(userId, loginOptions = {}) {
      const reply = await send(
        'login.loginBoda',
        {
          companyId: loginOptions.companyId ?? DEMO.companyId,
          username: userId,
          password: loginOptions.password ?? DEMO.password,
          autoLogin: loginOptions.autoLogin ?? false,
        },
        { ip: loginOptions.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      );
      if (reply.status !== 200 || !reply.body.data) throw new Error(`login of ${userId} failed: ${reply.raw}`);
      return reply.body.data.result;
    },
    async addUser({ password = DEMO.password, ...row }) {
      return insertUser(db, {
        userName: row.userId,
        userTypeCd: UserType.STUDENT,
        ...row,
        passwordHash: password === null ? null : await hashPassword(password),
      });
    },
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}
