import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckGate, verifyPassword } from './password';

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
  it('runs at most `slots` at once, queues `queue` more in order, and refuses the rest at once', async () => {
    const gate = new CheckGate(2, 1);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        finish[n] = () => resolve(n);
      });
    const runs = [1, 2, 3].map((n) => gate.run(job(n)));
    const refused = await gate.run(job(4));
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
