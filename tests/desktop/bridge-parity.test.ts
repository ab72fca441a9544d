import { describe, expect, it, vi } from 'vitest';
import { bridgeChannels, bridgePlace, channelsOfKind, desktopBridge, type BodaBridge, type InvokeChannel } from '@boda/contract/desktop';
import { createBridgeHandlers, createSyncHandlers, type BridgeHandlers, type HandlerDeps } from '../../main/src/ipc/handlers';
import { guardHandlers } from '../../main/src/ipc/validate';
import { createBridge, type IpcRendererLike } from '../../preload/src/bridge';

/**
 * The bridge is one map (contract/src/desktop.ts); main, preload and the renderer's type are derived
 * from it. These checks walk the map itself, so a channel added there is covered here at once.
 */
type Out<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllTrue<T> = T[keyof T] extends true ? true : false;
/** The window.boda member of a channel, e.g. BodaBridge['tokens']['get'] for 'tokens.get'. */
type MemberOf<C extends string> = C extends `${infer F extends keyof BodaBridge}.${infer V}`
  ? V extends keyof BodaBridge[F]
    ? BodaBridge[F][V]
    : never
  : never;

// Compile-time, every invoke channel: main's handler answers exactly what window.boda promises.
const answersAgree: AllTrue<{ [C in InvokeChannel]: Same<Out<BridgeHandlers[C]>, Out<MemberOf<C>>> }> = true;

// Compile-time: a handler table missing a channel, or answering the wrong shape, is not main's table.
function typeWalls(full: BridgeHandlers): BridgeHandlers[] {
  const { 'deepLinks.take': _dropped, ...withoutOne } = full;
  // @ts-expect-error 'deepLinks.take' has no handler
  const missing: BridgeHandlers = withoutOne;
  // @ts-expect-error updates.install answers a boolean, not a string
  const mistyped: BridgeHandlers = { ...full, 'updates.install': async () => 'yes' };
  // @ts-expect-error launcher.join receives { ticket }, not a bare string
  const wrongInput: BridgeHandlers = { ...full, 'launcher.join': async (ticket: string) => ({ ok: ticket.length > 0 }) };
  // @ts-expect-error a channel the contract does not have
  const unknownChannel: BridgeHandlers = { ...full, 'tokens.export': async () => null };
  return [missing, mistyped, wrongInput, unknownChannel];
}

function fakeIpc() {
  const listeners = new Map<string, ((event: unknown, value: unknown) => void)[]>();
  const ipc = {
    invoke: vi.fn((channel: string, payload?: unknown) => Promise.resolve({ channel, payload })),
    sendSync: vi.fn((channel: string) => ({ channel })),
    on: vi.fn((channel: string, fn: (event: unknown, value: unknown) => void) =>
      listeners.set(channel, [...(listeners.get(channel) ?? []), fn]),
    ),
    removeListener: vi.fn((channel: string, fn: (event: unknown, value: unknown) => void) =>
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((l) => l !== fn),
      ),
    ),
  } satisfies IpcRendererLike;
  const emit = (channel: string, value: unknown) => listeners.get(channel)?.forEach((l) => l({}, value));
  return { ipc, emit, listeners };
}

describe('desktop bridge channels', () => {
  it('names every channel <feature>.<verb>, events on<Something>', () => {
    expect(answersAgree).toBe(true);
    expect(typeof typeWalls).toBe('function');
    for (const channel of bridgeChannels) {
      expect(channel).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      const isEvent = desktopBridge[channel].kind === 'event';
      expect(/^on[A-Z]/.test(bridgePlace(channel)[1]), channel).toBe(isEvent);
    }
    expect(new Set(bridgeChannels).size).toBe(bridgeChannels.length);
  });

  it('preload exposes every channel where the bridge type puts it, bound to that channel only', async () => {
    const { ipc, emit, listeners } = fakeIpc();
    const bridge = createBridge(ipc) as unknown as Record<string, Record<string, unknown>>;
    const features = [...new Set(bridgeChannels.map((c) => bridgePlace(c)[0]))];
    expect(Object.keys(bridge).sort()).toEqual(features.sort());
    for (const feature of features) {
      expect(Object.keys(bridge[feature]).sort()).toEqual(
        bridgeChannels
          .filter((c) => bridgePlace(c)[0] === feature)
          .map((c) => bridgePlace(c)[1])
          .sort(),
      );
    }
    for (const channel of bridgeChannels) {
      const [feature, verb] = bridgePlace(channel);
      const member = bridge[feature][verb];
      switch (desktopBridge[channel].kind) {
        case 'invoke':
          expect(await (member as (req?: unknown) => Promise<unknown>)({ probe: channel })).toEqual({
            channel,
            payload: { probe: channel },
          });
          break;
        case 'event': {
          const seen: unknown[] = [];
          const unsubscribe = (member as (l: (v: unknown) => void) => () => void)((v) => seen.push(v));
          emit(channel, 'pushed');
          unsubscribe();
          emit(channel, 'after');
          expect(seen, channel).toEqual(['pushed']);
          expect(listeners.get(channel)).toEqual([]);
          break;
        }
        case 'sendSync':
          expect(member).toEqual({ channel });
          expect(Object.isFrozen(member)).toBe(true);
          break;
      }
    }
    expect(ipc.invoke).toHaveBeenCalledTimes(channelsOfKind('invoke').length);
    expect(ipc.sendSync.mock.calls.map(([c]) => c)).toEqual(channelsOfKind('sendSync'));
  });

  it('preload gives a sendSync value of null when main cannot answer', () => {
    const { ipc } = fakeIpc();
    ipc.sendSync.mockImplementation(() => {
      throw new Error('no handler');
    });
    expect((createBridge(ipc) as unknown as Record<string, Record<string, unknown>>).app.runtime).toBeNull();
  });

  it('main has a handler for every invoke and sendSync channel, and registers exactly those', () => {
    const deps = {} as HandlerDeps;
    const handlers = createBridgeHandlers(deps);
    expect(Object.keys(handlers).sort()).toEqual(channelsOfKind('invoke').sort());
    expect(Object.keys(guardHandlers(handlers)).sort()).toEqual(channelsOfKind('invoke').sort());
    expect(Object.keys(createSyncHandlers(deps)).sort()).toEqual(channelsOfKind('sendSync').sort());
  });
});
