import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AsyncEntry } from '@napi-rs/keyring';
import { describe, expect, it } from 'vitest';
import { KeychainBackend } from './keychain-backend';
import { TokenStore } from './token-store';
import { KEYCHAIN_SERVICE } from './types';

/**
 * Runs against the real OS keychain. On Linux that needs a Secret Service (gnome-keyring in a dbus
 * session): tests/desktop/run-keychain-tests.sh provides one. Elsewhere the tests skip and say why.
 */
const service = `${KEYCHAIN_SERVICE} test ${process.pid}`;
const backend = new KeychainBackend(service);
const reachable = await backend.available();
if (!reachable && process.env.BODA_REQUIRE_KEYCHAIN === '1') {
  throw new Error('BODA_REQUIRE_KEYCHAIN=1 but no OS keychain is reachable');
}
if (!reachable) {
  console.warn(
    `keychain tests skipped: no OS keychain reachable (DBUS_SESSION_BUS_ADDRESS=${process.env.DBUS_SESSION_BUS_ADDRESS ?? 'unset'}); run tests/desktop/run-keychain-tests.sh`,
  );
}

describe.skipIf(!reachable)('OS keychain (@napi-rs/keyring)', () => {
  const SERVER = 'https://boda.example.kr';

  it('stores, reads and deletes tokens as one entry per server and user', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-kc-'));
    const store = new TokenStore(dir, [backend]);
    expect(await store.init()).toEqual({ backend: 'keychain', notice: null, previousBackend: null });
    await store.set(SERVER, 'acme:kim', { accessToken: 'acc', refreshToken: 'ref', rememberToken: 'rem' });

    // The entry is really in the keychain under the documented service/account names.
    const raw = await new AsyncEntry(service, `${SERVER}|acme:kim`).getPassword();
    expect(JSON.parse(raw ?? '{}')).toMatchObject({
      backend: 'keychain',
      tokens: { accessToken: 'acc', refreshToken: 'ref', rememberToken: 'rem' },
    });

    const fresh = new TokenStore(dir, [backend]);
    await fresh.init();
    expect(await fresh.get(SERVER)).toEqual({
      userKey: 'acme:kim',
      tokens: { accessToken: 'acc', refreshToken: 'ref', rememberToken: 'rem' },
    });

    await fresh.clear(SERVER, 'acme:kim');
    expect(await new AsyncEntry(service, `${SERVER}|acme:kim`).getPassword()).toBeNull();
    expect(await fresh.get(SERVER, 'acme:kim')).toBeNull();
    expect(await backend.delete(`${SERVER}|never-stored`)).toBe(false);
  });

  it("keeps the server's device tickets in their own entry, which signing out does not remove (issue 32 G2)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-kc-'));
    const store = new TokenStore(dir, [backend]);
    await store.init();
    expect(await store.getDevice(SERVER)).toBeNull();
    await store.set(SERVER, 'acme:lee', { accessToken: 'acc', refreshToken: 'ref' });
    await store.setDevice(SERVER, 'tA.sA~tB.sB');
    expect(await new AsyncEntry(service, `${SERVER}#device`).getPassword()).toBe('tA.sA~tB.sB');
    await store.clear(SERVER, 'acme:lee');
    const fresh = new TokenStore(dir, [backend]);
    await fresh.init();
    expect(await fresh.getDevice(SERVER)).toBe('tA.sA~tB.sB');
    // Per server, and never a value the header could not carry.
    expect(await fresh.getDevice('https://other.example.kr')).toBeNull();
    await expect(fresh.setDevice(SERVER, 'a\r\nx-evil: 1')).rejects.toThrow();
    await new AsyncEntry(service, `${SERVER}#device`).setPassword('not\na ticket');
    expect(await fresh.getDevice(SERVER)).toBeNull();
    await backend.delete(`${SERVER}#device`);
  });
});
