import { describe, expect, it } from 'vitest';
import { IpcChannels, IpcEvents, IpcSyncChannels } from '@boda/contract/desktop';
import type { IpcDeps } from '../../main/src/ipc/handlers';
import type { BodaBridge } from '../../preload/src/api';

type Out<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time: main's handlers answer exactly what the bridge promises the renderer.
const answers: [
  Same<Out<IpcDeps['tokens']['get']>, Out<BodaBridge['tokens']['get']>>,
  Same<Out<IpcDeps['launcher']['join']>, Out<BodaBridge['launcher']['join']>>,
  Same<Out<IpcDeps['updates']['check']>, Out<BodaBridge['updates']['check']>>,
  Same<Out<IpcDeps['settings']['get']>, Out<BodaBridge['settings']['get']>>,
  Same<Out<IpcDeps['files']['saveAs']>, Out<BodaBridge['files']['saveAs']>>,
] = [true, true, true, true, true];

describe('desktop bridge channels', () => {
  it('names every channel <feature>.<verb> under its own feature', () => {
    expect(answers.every(Boolean)).toBe(true);
    for (const map of [IpcChannels, IpcSyncChannels]) {
      for (const [feature, verbs] of Object.entries(map)) {
        for (const [verb, channel] of Object.entries(verbs)) expect(channel).toBe(`${feature}.${verb}`);
      }
    }
    for (const [feature, events] of Object.entries(IpcEvents)) {
      for (const channel of Object.values(events)) expect(channel.startsWith(`${feature}.on`)).toBe(true);
    }
  });

  it('gives every bridge namespace its channels', () => {
    const bridgeNamespaces: (keyof BodaBridge)[] = ['tokens', 'launcher', 'updates', 'app', 'logs', 'files', 'settings', 'deepLinks'];
    expect(Object.keys(IpcChannels).sort()).toEqual([...bridgeNamespaces].sort());
    // Events are pushed to a namespace's on... listener, e.g. settings.onOpen.
    for (const feature of Object.keys(IpcEvents)) expect(bridgeNamespaces).toContain(feature);
  });
});
