import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { enter, listenOn, openClass, TestSocket } from '../../test/classroom';

/*
 * A newcomer's welcome against what happens while it is read (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): nothing said meanwhile is lost or shown twice, and a read that fails leaves no ghost.
 */

let h: Harness;
let url: string;
const sockets: TestSocket[] = [];

async function join(token: string): Promise<TestSocket> {
  const socket = await enter(url, token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  h = await startHarness();
  url = await listenOn(h.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await h.close();
});

describe('the welcome', () => {
  // The newcomer's welcome is the classroom's one raw statement (db.execute): a chat line is sent and another
  // participant comes in while that read is held, just before it runs or just after.
  for (const when of ['after', 'before'] as const) {
    it(`gives a newcomer, once, what happened while its welcome was read (${when} the read)`, async () => {
      const { teacherToken, guest } = await openClass(h, `welcome read ${when} class`);
      const teacher = await join(teacherToken);
      const newcomerToken = await guest('Newcomer');
      const db = h.app.boda.database.db;
      const execute = db.execute.bind(db);
      let reached!: () => void;
      const readReached = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      db.execute = (async (query: Parameters<typeof execute>[0]) => {
        db.execute = execute;
        if (when === 'before') {
          reached();
          await released;
          return execute(query);
        }
        const result = await execute(query);
        reached();
        await released;
        return result;
      }) as typeof db.execute;
      try {
        const newcomer = await TestSocket.open(url);
        sockets.push(newcomer);
        newcomer.hello(newcomerToken);
        await readReached;
        teacher.send({ t: 'chat', text: 'page twelve, please' });
        await teacher.next('chat');
        const other = await join(await guest('Other'));
        const otherId = (await other.next('welcome')).you.peerId;
        release();
        const welcome = await newcomer.next('welcome');
        // Delivered to the teacher, so to the newcomer too (one delivery, this instance's sockets in turn; on
        // PostgreSQL the bus may bring it after the newcomer's welcome), then the newcomer's pong follows it.
        await teacher.next('joined', (f) => f.participant.peerId === otherId);
        newcomer.send({ t: 'ping' });
        await newcomer.next('pong');
        const lines = [...welcome.chat, ...newcomer.frames.flatMap((f) => (f.t === 'chat' ? [f.message] : []))];
        expect(lines.map((m) => m.text)).toEqual(['page twelve, please']);
        // A line the welcome did not have comes after it, not before (the page would drop it with the welcome).
        if (when === 'after') expect(newcomer.frames.findIndex((f) => f.t === 'chat')).toBeGreaterThan(newcomer.frames.indexOf(welcome));
        // The other participant is listed in the welcome (the newcomer offers to it) or announced after it, never
        // both: a `joined` after the welcome would make the newcomer drop its offer and wait for one.
        const listed = welcome.participants.some((p) => p.peerId === otherId);
        const announced = newcomer.frames.filter((f) => f.t === 'joined' && f.participant.peerId === otherId);
        expect(listed).toBe(when === 'before');
        expect(announced).toHaveLength(when === 'before' ? 0 : 1);
      } finally {
        db.execute = execute;
        release();
      }
    });
  }

  it('closes a newcomer whose welcome cannot be read with 1011, and leaves no ghost of it in the roster', async () => {
    const { teacherToken, guest } = await openClass(h, 'welcome failure class');
    const teacher = await join(teacherToken);
    const failingToken = await guest('Failing');
    const db = h.app.boda.database.db;
    const execute = db.execute.bind(db);
    // The welcome's read fails in the database (division by zero instead of the read).
    db.execute = (() => {
      db.execute = execute;
      return execute(sql`select 1 / 0`);
    }) as typeof db.execute;
    try {
      const failing = await TestSocket.open(url);
      sockets.push(failing);
      failing.hello(failingToken);
      expect(await failing.closeCode()).toBe(1011);
    } finally {
      db.execute = execute;
    }
    const late = await join(await guest('Late'));
    expect((await late.next('welcome')).participants.map((p) => p.userName)).not.toContain('Failing');
    await teacher.next('joined', (f) => f.participant.userName === 'Late');
    expect(teacher.frames.some((f) => f.t === 'joined' && f.participant.userName === 'Failing')).toBe(false);
  });
});
