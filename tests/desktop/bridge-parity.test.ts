import { describe, expect, it } from 'vitest';
import * as M from '../../main/src/ipc/types';
import { IpcChannels as MainChannels, IpcEvents as MainEvents, IpcSyncChannels as MainSync } from '../../main/src/ipc/channels';
import type { IpcDeps } from '../../main/src/ipc/handlers';
import * as P from '../../preload/src/api';
import { IpcChannels as PreloadChannels, IpcEvents as PreloadEvents, IpcSyncChannels as PreloadSync } from '../../preload/src/api';

/** main/ may not import preload/ (lint boundary), so the shared maps and shapes are checked here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

// Compile-time: tsc fails on this line if a shape drifts between main and the preload interface.
const shapes: [
  Same<M.UpdateStatus, P.UpdateStatus>,
  Same<M.TokenStoreStatus, P.TokenStoreStatus>,
  Same<M.TokenSet, P.TokenSet>,
  Same<M.DeepLink, P.DeepLink>,
  Same<M.ClientCheck, P.ClientCheck>,
  Same<M.AppInfo, P.AppInfo>,
  Same<M.SaveAsResult, P.SaveAsResult>,
  Same<M.SettingsView, P.SettingsView>,
  Same<M.SetServerAddressResult, P.SetServerAddressResult>,
  Same<M.SetClientPathResult, P.SetClientPathResult>,
  Same<M.RuntimeSnapshot, P.RuntimeSnapshot>,
  Same<Out<IpcDeps['tokens']['get']>, Out<P.BodaBridge['tokens']['get']>>,
  Same<Out<IpcDeps['launcher']['join']>, Out<P.BodaBridge['launcher']['join']>>,
  Same<Out<IpcDeps['updates']['check']>, Out<P.BodaBridge['updates']['check']>>,
  Same<Out<IpcDeps['settings']['get']>, Out<P.BodaBridge['settings']['get']>>,
  Same<Out<IpcDeps['files']['saveAs']>, Out<P.BodaBridge['files']['saveAs']>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

describe('desktop bridge parity', () => {
  it('uses the same channel and event maps in main and preload', () => {
    expect(MainChannels).toEqual(PreloadChannels);
    expect(MainEvents).toEqual(PreloadEvents);
    expect(MainSync).toEqual(PreloadSync);
    expect(shapes.every(Boolean)).toBe(true);
  });

  it('names every channel <feature>.<verb> under its own feature', () => {
    for (const [feature, verbs] of Object.entries(PreloadChannels)) {
      for (const [verb, channel] of Object.entries(verbs)) expect(channel).toBe(`${feature}.${verb}`);
    }
  });
});
