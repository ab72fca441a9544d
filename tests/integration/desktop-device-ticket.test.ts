import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridgeHandlers, type HandlerDeps, type IpcEventLike } from '../../main/src/ipc/handlers';
import { MemoryBackend } from '../../main/src/tokens/file-backend';
import { TokenStore } from '../../main/src/tokens/token-store';
import { createApiClient, type SessionPort } from '../../renderer/src/api/client';
import { DEMO } from '../../server/src/seed/demo';
import type { Harness } from '../../server/src/test/harness';
import { startListeningHarness } from '../fixtures/listening-harness';

/**
 * Issue 32 G2 through the desktop's own pieces: the renderer's API client keeps the device tickets
 * through main's bridge handlers in main's token store (a memory backend standing in for the OS
 * keychain, tested in main/src/tokens/keychain.test.ts), against a real server over HTTP.
 */
describe("a stranger's wrong passwords do not lock out the desktop app that signed in before", () => {
  let h: Harness;
  let origin: string;

  beforeAll(async () => {
    ({ h, origin } = await startListeningHarness());
  });
  afterAll(async () => h.close());

  it('signs the app in while the account stays locked for a stranger, who is told only the generic refusal', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'desk-owner' });
    const store = new TokenStore(await mkdtemp(path.join(os.tmpdir(), 'boda-device-')), [new MemoryBackend()]);
    await store.init();
    const handlers = createBridgeHandlers({
      settings: { effective: () => ({ serverAddress: origin }) },
      tokens: store,
    } as unknown as HandlerDeps);
    const app: IpcEventLike = { senderFrame: { url: 'app://boda/index.html' } };
    const session: SessionPort = { token: () => null, onRefreshed: vi.fn(), onReset: vi.fn(), onExpired: vi.fn() };
    const desktop = createApiClient({
      session,
      baseUrl: () => origin,
      pathname: () => '/demo/login',
      deviceTickets: {
        load: () => handlers['tokens.getDevice'](undefined, app),
        save: (tickets) => handlers['tokens.setDevice']({ tickets }, app),
      },
    });
    const stranger = createApiClient({ session, baseUrl: () => origin, pathname: () => '/demo/login' });
    const signIn = (password: string) => ({ companyId: DEMO.companyId, username: 'desk-owner', password, autoLogin: false });

    await desktop.send('login.loginBoda', signIn(DEMO.password));
    await vi.waitFor(async () => expect(await store.getDevice(origin)).toMatch(/^[\w.~-]+$/));
    // Signing out clears the user's tokens, not the app's device tickets.
    await store.clear(origin);

    for (let i = 0; i < 6; i += 1) await stranger.send('login.loginBoda', signIn(`Wrong!${i}357`)).catch(() => undefined);
    const refused = await stranger.send('login.loginBoda', signIn(DEMO.password)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED, details: [] });
    expect(JSON.stringify(refused)).not.toMatch(/retry|until|lock(ed)?At/i);

    const { result } = await desktop.send('login.loginBoda', signIn(DEMO.password));
    expect(result.user.userId).toBe('desk-owner');
  });
});
