import { describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@boda/contract';
import { installLogCapture } from './logCapture';
import { createLogShipper, trimStack } from './logShipper';

function manualTimers() {
  const pending: (() => void)[] = [];
  return {
    setTimer: (fn: () => void) => pending.push(fn),
    clearTimer: () => undefined,
    fire: () => pending.splice(0).forEach((fn) => fn()),
  };
}

describe('web log shipping', () => {
  it('ships only warnings and errors, batched, once connected', async () => {
    const timers = manualTimers();
    const batches: LogEntry[][] = [];
    const logs = createLogShipper({ ...timers, now: () => Date.UTC(2024, 0, 1) });
    logs.write('info', 'hello');
    logs.write('warn', 'slow');
    logs.write('error', 'broken', 'Error: broken\n    at a (x.js:1)\n    at b (x.js:2)');
    logs.connect(async (entries) => batches.push(entries));
    timers.fire();
    await logs.flush();
    expect(batches).toEqual([
      [
        { level: 'warn', message: 'slow', timestamp: '2024-01-01T00:00:00.000Z' },
        { level: 'error', message: 'broken', stacktrace: 'at a (x.js:1)\nat b (x.js:2)', timestamp: '2024-01-01T00:00:00.000Z' },
      ],
    ]);
  });

  it('sends a full batch at once and caps entries per minute', async () => {
    let now = 0;
    const batches: LogEntry[][] = [];
    const logs = createLogShipper({ ...manualTimers(), maxBatch: 5, perMinute: 7, now: () => now });
    logs.connect(async (entries) => batches.push(entries));
    for (let i = 0; i < 20; i += 1) logs.write('error', `e${i}`);
    await logs.flush();
    expect(batches.flat().map((e) => e.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    now = 61_000;
    logs.write('warn', 'next minute');
    await logs.flush();
    expect(batches.flat().at(-1)?.message).toBe('next minute');
  });

  it('drops a batch the server refused instead of retrying', async () => {
    const ship = vi.fn(() => Promise.reject(new Error('offline')));
    const logs = createLogShipper({ ...manualTimers(), maxBatch: 1 });
    logs.connect(ship);
    logs.write('error', 'one');
    await logs.flush();
    await logs.flush();
    expect(ship).toHaveBeenCalledTimes(1);
  });

  it('keeps stack traces to five frames', () => {
    const stack = ['Error: x', ...Array.from({ length: 9 }, (_, i) => `    at f${i} (a.js:${i})`)].join('\n');
    expect(trimStack(stack)?.split('\n')).toEqual([
      'at f0 (a.js:0)',
      'at f1 (a.js:1)',
      'at f2 (a.js:2)',
      'at f3 (a.js:3)',
      'at f4 (a.js:4)',
    ]);
  });

  it('captures console warnings, errors and uncaught errors, still printing them', () => {
    const written: [string, string, string | undefined][] = [];
    const printed: unknown[][] = [];
    const fakeConsole = { ...console, warn: (...a: unknown[]) => printed.push(a), error: (...a: unknown[]) => printed.push(a) };
    const undo = installLogCapture({ write: (l, m, s) => written.push([l, m, s]), connect: () => undefined }, window, fakeConsole);
    const err = new Error('bad');
    fakeConsole.warn('[api] drift', { a: 1 });
    fakeConsole.error('failed', err);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('nope'), message: 'nope' }));
    undo();
    fakeConsole.warn('after undo');
    expect(written).toEqual([
      ['warn', '[api] drift {"a":1}', undefined],
      ['error', 'failed Error: bad', err.stack],
      ['error', 'TypeError: nope', expect.any(String) as string],
    ]);
    expect(printed).toHaveLength(3);
  });
});
