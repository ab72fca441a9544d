import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckGate, verifyPassword } from './password';

/** A check that runs until `finish[n]` is called, noting when it started. */
function heldChecks() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish.set(name, () => resolve(name));
    });
  const settle = () => new Promise((r) => setImmediate(r));
  return { started, finish: (name: string) => finish.get(name)?.(), job, settle };
}

describe('verifyPassword on the low-priority check threads (as the server runs it)', () => {
  afterEach(() => {
    delete process.env.PASSWORD_CHECK_THREADS;
  });

  it('answers right, wrong and malformed hashes alike to the in-process check', async () => {
    process.env.PASSWORD_CHECK_THREADS = '1';
    const stored = await hash('Right!2468', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(stored, 'Right!2468')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong!2468')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Right!2468')).toBe(false);
  });
});

describe('CheckGate (the cap on concurrent password checks)', () => {
  it("runs at most `slots` at once, queues `queue` more of a company's in order, and refuses the rest at once", async () => {
    const gate = new CheckGate(2, 1);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        finish[n] = () => resolve(n);
      });
    const runs = [1, 2, 3].map((n) => gate.run(job(n), n === 2 ? 'B' : 'A'));
    const refused = await gate.run(job(4), 'A');
    expect(refused).toEqual({ ran: false });
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    expect(gate.busy).toEqual({ running: 2, waiting: 1 });
    finish[1]?.();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2, 3]);
    finish[2]?.();
    finish[3]?.();
    expect(await Promise.all(runs)).toEqual([1, 2, 3].map((value) => ({ ran: true, value })));
    expect(gate.busy).toEqual({ running: 0, waiting: 0 });
  });
});

describe('CheckGate fairness across companies (lanes)', () => {
  it("serves company B's check before company A's 20 queued ones, and refuses A's 21st but not B's", async () => {
    const gate = new CheckGate(1, 20);
    const { started, finish, job, settle } = heldChecks();
    const a = Array.from({ length: 21 }, (_, i) => gate.run(job(`A${i}`), 'A'));
    expect(await gate.run(job('A21'), 'A')).toEqual({ ran: false });
    const b = gate.run(job('B0'), 'B');
    await settle();
    expect(started).toEqual(['A0']);
    expect(gate.busy).toEqual({ running: 1, waiting: 21 });
    finish('A0');
    await settle();
    expect(started).toEqual(['A0', 'B0']);
    finish('B0');
    expect(await b).toEqual({ ran: true, value: 'B0' });
    for (let i = 1; i <= 20; i += 1) {
      await settle();
      finish(`A${i}`);
    }
    expect((await Promise.all(a)).map((r) => r.ran)).toEqual(Array(21).fill(true));
    expect(started).toEqual(['A0', 'B0', ...Array.from({ length: 20 }, (_, i) => `A${i + 1}`)]);
    expect(gate.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('alternates two busy companies turn by turn, and keeps one of several slots for other companies', async () => {
    const gate = new CheckGate(3, 20);
    const { started, finish, job, settle } = heldChecks();
    const a = ['A0', 'A1', 'A2', 'A3'].map((name) => gate.run(job(name), 'A'));
    await settle();
    // A holds all but one slot; its third check waits although a slot is free.
    expect(started).toEqual(['A0', 'A1']);
    const b = ['B0', 'B1', 'B2'].map((name) => gate.run(job(name), 'B'));
    await settle();
    expect(started).toEqual(['A0', 'A1', 'B0']);
    finish('A0');
    await settle();
    expect(started).toEqual(['A0', 'A1', 'B0', 'A2']);
    finish('B0');
    await settle();
    expect(started.at(-1)).toBe('B1');
    finish('A1');
    await settle();
    expect(started.at(-1)).toBe('A3');
    for (const name of ['A2', 'A3', 'B1']) finish(name);
    await settle();
    finish('B2');
    await Promise.all([...a, ...b]);
    expect(gate.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('tells each check the backlog behind it: none for a class signing in one by one, the queue for a flood', async () => {
    const gate = new CheckGate(1, 20);
    const backlogs: number[] = [];
    const finish = new Map<string, () => void>();
    const settle = () => new Promise((r) => setImmediate(r));
    const held = (name: string) => (backlog: number) =>
      new Promise<string>((resolve) => {
        backlogs.push(backlog);
        finish.set(name, () => resolve(name));
      });
    // One at a time, each finished before the next arrives: no backlog (normal priority on the server).
    for (const name of ['S0', 'S1']) {
      const run = gate.run(held(name), 'A');
      await settle();
      finish.get(name)?.();
      await run;
    }
    // Six at once: the first starts before the others arrive, then each with the rest behind it (FLOOD_BACKLOG decides the priority).
    const names = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5'];
    const flood = names.map((name) => gate.run(held(name), 'A'));
    for (const name of names) {
      await settle();
      finish.get(name)?.();
    }
    await Promise.all(flood);
    expect(backlogs).toEqual([0, 0, 0, 4, 3, 2, 1, 0]);
  });
});
