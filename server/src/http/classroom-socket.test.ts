import { Writable } from 'node:stream';
import { ClassroomClose } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enter, listenOn, openClass, TestSocket } from '../test/classroom';
import { type Harness, startHarness } from '../test/harness';

/*
 * The classroom socket beside the registry fuzz and isolation tests (it is no command of the registry):
 * malformed frames before and after hello always close with one of the contract's codes (never 1011, an
 * internal failure, nor a dropped connection), nothing is logged at error level, and a participant of
 * one meeting reaches nobody of another, whatever peer id it names.
 */

const MALFORMED: unknown[] = [
  '',
  'null',
  '[]',
  '"hello"',
  '{"t":"hello"}',
  '{"t":"hello","attendeeToken":1,"media":{}}',
  '{"t":"hello","attendeeToken":"../../etc/passwd/xxxxxxxxxxxxxx","media":{"camera":true,"mic":true,"screen":false}}',
  '{"__proto__":{"t":"ping"},"constructor":{"prototype":{"t":"ping"}}}',
  { t: 'signal', to: 'm1', data: { description: { type: 'offer', sdp: 1 } } },
  { t: 'signal', to: '../m1', data: { candidate: null } },
  { t: 'chat', text: '' },
  { t: 'chat', text: 'a\u0000b'.repeat(10), extra: true },
  { t: 'ink', ink: { strokeId: 's', tool: 'pen', color: 'red', size: 1, points: [], done: true } },
  { t: 'ink', ink: { strokeId: 's', tool: 'pen', color: '#000000', size: 0.004, points: [[2 ** 31, -1, 9]], done: true } },
  { t: 'erase', strokeIds: [] },
  { t: 'erase', strokeIds: ["s' or 1=1 --"] },
  { t: 'erase', strokeIds: Array.from({ length: 201 }, (_, i) => `s${i}`) },
  { t: 'media', media: { camera: 'yes' } },
  { t: 'control', to: 'm1', action: 'explode' },
  { t: 'pen', to: 12 },
  { t: 'hand', up: 1 },
  { t: 'recording', on: 'yes' },
  { t: 'ping', n: 1 },
  JSON.stringify(Array.from({ length: 5000 }, () => [])).slice(0, 30_000),
];

const CONTRACT_CODES = new Set<number>(Object.values(ClassroomClose));

let h: Harness;
let url: string;
const errorLogs: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLogs.push(line.slice(0, 400));
      }
      done();
    },
  });
  h = await startHarness({ logger: { level: 'info', stream } });
  url = await listenOn(h.app);
});
afterAll(async () => {
  await h.close();
});

describe('classroom socket probe', () => {
  it('closes every malformed frame, before and after hello, with a contract code and logs no error', async () => {
    const { guest } = await openClass(h, 'probe');
    const problems: string[] = [];
    for (const frame of MALFORMED) {
      const label = (typeof frame === 'string' ? frame : JSON.stringify(frame)).slice(0, 60);
      const before = await TestSocket.open(url);
      before.send(frame);
      const beforeCode = await before.closeCode();
      if (!CONTRACT_CODES.has(beforeCode)) problems.push(`before hello ${label}: ${beforeCode}`);
      const after = await enter(url, await guest());
      after.send(frame);
      after.send({ t: 'ping' });
      const afterCode = await Promise.race([after.closeCode(), after.next('pong').then(() => 0)]);
      // A frame the schema accepts (a chat with NUL in its text) is no refusal: the pong proves it was handled.
      if (afterCode !== 0 && !CONTRACT_CODES.has(afterCode)) problems.push(`after hello ${label}: ${afterCode}`);
      after.close();
    }
    const binary = await enter(url, await guest());
    binary.ws.send(Buffer.from([0, 1, 2]));
    expect(await binary.closeCode()).toBe(ClassroomClose.BAD_FRAME);
    expect(problems).toEqual([]);
    expect(errorLogs).toEqual([]);
  });

  it("never delivers to another meeting's peers, whichever peer id is named", async () => {
    const mine = await openClass(h, 'isolated A');
    const theirs = await openClass(h, 'isolated B');
    const victim = await enter(url, await theirs.guest());
    const victimTeacher = await enter(url, theirs.teacherToken);
    const attacker = await enter(url, mine.teacherToken);
    const targets = [(await victim.next('welcome')).you.peerId, (await victimTeacher.next('welcome')).you.peerId];
    for (const to of targets) {
      attacker.send({ t: 'signal', to, data: { candidate: null } });
      attacker.send({ t: 'control', to, action: 'remove' });
      attacker.send({ t: 'pen', to });
    }
    // The victims' board: a stroke of theirs, whose id the attacker names in its own class.
    victimTeacher.send({
      t: 'ink',
      ink: { strokeId: 'theirs', tool: 'pen', color: '#000000', size: 0.004, points: [[0.5, 0.5, 0.5]], done: true },
    });
    await victim.next('ink');
    attacker.send({ t: 'chat', text: 'only my class' });
    attacker.send({ t: 'erase', strokeIds: ['theirs'] });
    attacker.send({ t: 'clear' });
    attacker.send({ t: 'ping' });
    await attacker.next('pong');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(victimTeacher.frames.map((f) => f.t).filter((t) => t !== 'welcome' && t !== 'joined')).toEqual([]);
    expect(victim.frames.map((f) => f.t).filter((t) => t !== 'welcome' && t !== 'joined')).toEqual(['ink']);
    const late = await enter(url, await theirs.guest());
    expect((await late.next('welcome')).strokes.map((s) => s.strokeId)).toEqual(['theirs']);
    late.close();
    victimTeacher.send({ t: 'ping' });
    await victimTeacher.next('pong');
    for (const s of [victim, victimTeacher, attacker]) s.close();
  });
});
