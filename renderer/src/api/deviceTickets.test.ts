import { DEVICE_TICKET_HEADER } from '@boda/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type DeviceTicketPort, type SessionPort } from './client';
import { envelopeFail, envelopeOk, fakeFetch, makeToken } from './testing/fakeServer';

const session: SessionPort = { token: () => null, onRefreshed: () => undefined, onReset: () => undefined, onExpired: () => undefined };
const signIn = { companyId: 'demo', username: 'kim', password: 'Boda!2468', autoLogin: false };

/** The desktop app's keychain entry, in memory. */
function keychain(initial: string | null): DeviceTicketPort & { value: string | null } {
  const store = {
    value: initial,
    load: vi.fn(() => Promise.resolve(store.value)),
    save: vi.fn((tickets: string) => {
      store.value = tickets;
      return Promise.resolve();
    }),
  };
  return store;
}

describe('device tickets of a client without cookies (issue 32 G2)', () => {
  it('sends the kept tickets on password sign-in and keeps the renewed ones the server answers', async () => {
    const kept = keychain(null);
    const server = fakeFetch((call) =>
      call.path === '/open/login/loginBoda'
        ? { ...envelopeOk({ result: {} }), headers: { [DEVICE_TICKET_HEADER]: `t${server.calls.length}.sig` } }
        : envelopeOk({ resultList: [] }),
    );
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test', deviceTickets: kept });
    await client.send('login.loginBoda', signIn);
    // None kept yet: the empty header asks the server to answer the ticket in the header.
    expect(server.calls[0]?.headers.get(DEVICE_TICKET_HEADER)).toBe('');
    await vi.waitFor(() => expect(kept.value).toBe('t1.sig'));
    await client.send('login.loginBoda', signIn);
    expect(server.calls[1]?.headers.get(DEVICE_TICKET_HEADER)).toBe('t1.sig');
    await vi.waitFor(() => expect(kept.value).toBe('t2.sig'));
    // Other commands carry no tickets.
    await client.send('company.LIST_NORMAL', {});
    expect(server.calls[2]?.headers.has(DEVICE_TICKET_HEADER)).toBe(false);
  });

  it('keeps the tickets it has when a sign-in fails, and still signs in when the keychain fails', async () => {
    const kept = keychain('t0.sig');
    const refused = fakeFetch(() => envelopeFail(400, 'WB-400-004'));
    const client = createApiClient({ session, fetch: refused.fetch, baseUrl: () => 'http://test', deviceTickets: kept });
    await expect(client.send('login.loginBoda', signIn)).rejects.toMatchObject({ code: 'WB-400-004' });
    expect(refused.calls[0]?.headers.get(DEVICE_TICKET_HEADER)).toBe('t0.sig');
    expect(kept.save).not.toHaveBeenCalled();
    const broken: DeviceTicketPort = { load: () => Promise.reject(new Error('locked')), save: () => Promise.reject(new Error('locked')) };
    const ok = fakeFetch(() => ({ ...envelopeOk({ result: { token: makeToken('a') } }), headers: { [DEVICE_TICKET_HEADER]: 't1.sig' } }));
    const desktop = createApiClient({ session, fetch: ok.fetch, baseUrl: () => 'http://test', deviceTickets: broken });
    await expect(desktop.send('login.loginBoda', signIn)).resolves.toBeTruthy();
    expect(ok.calls[0]?.headers.get(DEVICE_TICKET_HEADER)).toBe('');
  });

  it('sends no header at all without a ticket store (the web build: the browser keeps the device cookie)', async () => {
    const server = fakeFetch(() => envelopeOk({ result: {} }));
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test' });
    await client.send('login.loginBoda', signIn);
    expect(server.calls[0]?.headers.has(DEVICE_TICKET_HEADER)).toBe(false);
  });
});
