/**
 * The baselines of the API load bench, in their own process as the real server is: a bare Fastify
 * route answering a fixed JSON (the real GET_ME answer, from BENCH_JSON_FILE), and a bare Fastify
 * route doing one indexed SELECT (a user by primary key, a Drizzle prepared statement) on the same
 * kind of database the server uses: PGlite opened the server's way (server/src/db/client.ts) when
 * DATABASE_URL is empty, PostgreSQL otherwise; and the floor of a sign-in (burst.ts): one indexed
 * SELECT of the account by login id, then one argon2 check of its stored hash (the production cost,
 * on libuv's pool). Prints `listening <port>` when ready.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { openDatabase } from '../../server/src/db/client';
import { users } from '../../server/src/db/schema';
import { seedDemo } from '../../server/src/seed/demo';

const json = JSON.parse(readFileSync(process.env.BENCH_JSON_FILE ?? '', 'utf8')) as unknown;
const databaseUrl = process.env.DATABASE_URL ?? '';
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
if (!databaseUrl) await seedDemo(database.db);
const [{ userIdx }] = await database.db.select({ userIdx: users.userIdx }).from(users).limit(1);
/** One user by an indexed column, a prepared statement. */
const oneUserBy = (column: typeof users.userIdx | typeof users.userId, name: string) =>
  database.db
    .select()
    .from(users)
    .where(eq(column, sql.placeholder('key')))
    .limit(1)
    .prepare(name);
const oneUser = oneUserBy(users.userIdx, 'bench_one_user');
const oneLogin = oneUserBy(users.userId, 'bench_one_login');

const app = Fastify({ logger: false });
app.get('/json', async () => json);
app.get('/select', async () => ({ success: true, data: { result: (await oneUser.execute({ key: userIdx }))[0] ?? null } }));
app.post<{ Body: { userId: string; password: string } }>('/signin', async (req) => {
  const [user] = await oneLogin.execute({ key: req.body.userId });
  const ok = Boolean(user?.passwordHash) && (await verify(user?.passwordHash ?? '', req.body.password));
  return { success: ok, data: ok ? { userIdx: user?.userIdx } : null };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
