import { describe, expect, it, vi } from 'vitest';
import type { Token } from '@boda/contract';
import { createApiClient, type SessionPort } from './client';
import { ApiError } from './errors';
import { envelopeFail, envelopeOk, fakeFetch, makeToken } from './testing/fakeServer';

const user = {
  userIdx: 1,
  userId: 'teacher1',
  userName: 'Teacher One',
  userTypeCd: 11,
  userRoleCd: 'USER',
  accountOwnerTypeCd: 1,
  companyId: 'demo',
  companyCode: 'DEMO',
  language: 'en',
  userStatusCd: 1,
  locked: false,
  email: null,
  phone: null,
  phone2: null,
  groupIdx: null,
  fileIdx: null,
  regDatetime: '2024-01-01',
  modDatetime: '2024-01-01',
};
const bodaSetting = {
  configVersion: 2,
  license: { licenseTypeCd: 0, licenseCount: 10, licenseUsage: 1, expireDate: null },
  serverTime: 'now',
};

function memorySession(initial: Token | null) {
  let token = initial;
  const port: SessionPort & { expired: number; resets: number } = {
    expired: 0,
    resets: 0,
    token: () => token,
    onRefreshed: (next) => (token = next),
    onReset: (result) => {
      port.resets += 1;
      token = result.token;
    },
    onExpired: () => {
      port.expired += 1;
      token = null;
    },
  };
  return port;
}

function bearer(headers: Headers): string | null {
  return headers.get('authorization');
}

describe('api client', () => {
  it('makes exactly one refresh call for 20 concurrent calls with an expired token, then all succeed', async () => {
    let refreshes = 0;
    const server = fakeFetch(async (call) => {
      if (call.path === '/open/login/token') {
        refreshes += 1;
        const form = new URLSearchParams(call.body);
        expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        expect(form.get('grant_type')).toBe('refresh_token');
        expect(form.get('refresh_token')).toBe('old-refresh');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return envelopeOk({ result: makeToken('new') });
      }
      if (bearer(call.headers) !== 'Bearer new') return envelopeFail(401, 'WB-401-002');
      return envelopeOk({ result: user });
    });
    const session = memorySession(makeToken('old'));
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test' });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.send('user.GET_ME', {})));

    expect(refreshes).toBe(1);
    expect(results).toHaveLength(20);
    expect(results.every((r) => r.result.userId === 'teacher1')).toBe(true);
    expect(session.token()?.access_token).toBe('new');
  });

  it('expires the session once when the refresh fails and rejects every waiting call', async () => {
    const server = fakeFetch((call) =>
      call.path === '/open/login/token' ? envelopeFail(401, 'WB-401-003') : envelopeFail(401, 'WB-401-002'),
    );
    const session = memorySession(makeToken('old'));
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test' });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.send('user.GET_ME', {})));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(server.calls.filter((c) => c.path === '/open/login/token')).toHaveLength(1);
    expect(session.expired).toBe(1);
  });

  it('on 402 resets the token (with config and settings) and retries', async () => {
    const server = fakeFetch((call) => {
      if (call.path === '/open/login/resetToken') {
        return envelopeOk({ result: { token: makeToken('fresh'), cfg: { SYSTEM_EMERGENCY_MODE: '0' }, bodaSetting } });
      }
      return bearer(call.headers) === 'Bearer fresh' ? envelopeOk({ result: user }) : envelopeFail(402, 'WB-402-001');
    });
    const session = memorySession(makeToken('stale'));
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test' });
    const data = await client.send('user.GET_ME', {});
    expect(data.result.userName).toBe('Teacher One');
    expect(session.resets).toBe(1);
    expect(server.calls.map((c) => c.path)).toEqual(['/boda/user', '/open/login/resetToken', '/boda/user']);
  });

  it('sends a call refused as busy (503 WB-503-001) again after the Retry-After the server asked for', async () => {
    let refusals = 2;
    const server = fakeFetch(() => {
      if (refusals === 0) return envelopeOk({ result: user });
      refusals -= 1;
      return { ...envelopeFail(503, 'WB-503-001'), headers: { 'retry-after': '3' } };
    });
    const waits: number[] = [];
    const client = createApiClient({
      session: memorySession(makeToken('live')),
      fetch: server.fetch,
      baseUrl: () => 'http://test',
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await client.send('user.GET_ME', {})).result.userName).toBe('Teacher One');
    expect(server.calls).toHaveLength(3);
    // Three seconds as asked, plus up to a quarter more so a class's retries spread out.
    expect(waits.every((ms) => ms >= 3000 && ms <= 3750)).toBe(true);
    expect(waits).toHaveLength(2);
  });

  it('gives up on a busy server after three more tries, and never retries other errors', async () => {
    const busy = fakeFetch(() => envelopeFail(503, 'WB-503-001'));
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const client = createApiClient({ session: memorySession(makeToken('live')), fetch: busy.fetch, baseUrl: () => 'http://test', sleep });
    await expect(client.send('user.GET_ME', {})).rejects.toMatchObject({ code: 'WB-503-001', status: 503 });
    expect([busy.calls.length, waits.length]).toEqual([4, 3]);
    // No Retry-After: two seconds.
    expect(waits[0]).toBeGreaterThanOrEqual(2000);

    const refused = fakeFetch(() => envelopeFail(429, 'WB-429-001'));
    const other = createApiClient({ session: memorySession(null), fetch: refused.fetch, baseUrl: () => 'http://test', sleep });
    await expect(
      other.send('login.loginBoda', { companyId: 'demo', username: 'a', password: 'b', autoLogin: false }),
    ).rejects.toMatchObject({ code: 'WB-429-001' });
    expect(refused.calls).toHaveLength(1);
  });

  it('turns an error envelope into an ApiError with its code and status', async () => {
    const server = fakeFetch(() => envelopeFail(400, 'WB-400-601'));
    const client = createApiClient({ session: memorySession(null), fetch: server.fetch, baseUrl: () => 'http://test' });
    const error = await client
      .send('login.loginBoda', { companyId: 'demo', username: 'a', password: 'b', autoLogin: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'WB-400-601', status: 400 });
  });

  it('keeps the field details of an error envelope on the ApiError and drops malformed ones', async () => {
    const details = [
      { path: 'userName', message: 'Too long', key: 'user.nameLength' },
      { path: 7 },
      { path: 'phone', message: 'Digits only' },
    ];
    const server = fakeFetch(() => envelopeFail(400, 'WB-400-212', details as never));
    const client = createApiClient({ session: memorySession(makeToken('a')), fetch: server.fetch, baseUrl: () => 'http://test' });
    const error = await client.send('user.MODIFY_NAME', { userIdx: 1, userName: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual([
      { path: 'userName', message: 'Too long', key: 'user.nameLength' },
      { path: 'phone', message: 'Digits only' },
    ]);
  });

  it('sends GET commands in the query and form commands in a form body with the command field', async () => {
    const server = fakeFetch((call) => (call.path === '/open/company' ? envelopeOk({ resultList: [] }) : envelopeFail(400, 'WB-400-601')));
    const client = createApiClient({ session: memorySession(null), fetch: server.fetch, baseUrl: () => 'http://test' });
    await client.send('company.LIST_NORMAL', { keyword: 'de' });
    await client.send('login.loginBoda', { companyId: 'demo', username: 'u', password: 'p', autoLogin: true }).catch(() => undefined);
    const [list, login] = server.calls;
    expect(list.method).toBe('GET');
    expect(list.search.get('command')).toBe('LIST_NORMAL');
    expect(list.search.get('keyword')).toBe('de');
    expect(login.method).toBe('POST');
    const form = new URLSearchParams(login.body);
    expect(Object.fromEntries(form)).toEqual({ companyId: 'demo', username: 'u', password: 'p', autoLogin: 'true' });
    expect(bearer(login.headers)).toBeNull();
  });

  it('sets the service-type header from the page path and the bearer token on authenticated calls', async () => {
    const server = fakeFetch(() => envelopeOk({ result: user }));
    let path = '/demo/manage/user/list';
    const client = createApiClient({
      session: memorySession(makeToken('t')),
      fetch: server.fetch,
      baseUrl: () => 'http://test',
      pathname: () => path,
    });
    await client.send('user.GET_ME', {});
    path = '/demo/room/list';
    await client.send('user.GET_ME', {});
    expect(server.calls[0].headers.get('x-service-type')).toBe('MANAGE');
    expect(server.calls[1].headers.get('x-service-type')).toBe('SERVICE');
    expect(bearer(server.calls[0].headers)).toBe('Bearer t');
  });

  it('names the language on screen in Accept-Language, as it changes', async () => {
    const server = fakeFetch(() => envelopeOk({ result: user }));
    let shown = 'ko';
    const client = createApiClient({
      session: memorySession(makeToken('t')),
      fetch: server.fetch,
      baseUrl: () => 'http://test',
      language: () => shown,
    });
    await client.send('user.GET_ME', {});
    shown = 'en';
    await client.send('user.GET_ME', {});
    expect(server.calls.map((call) => call.headers.get('accept-language'))).toEqual(['ko', 'en']);
  });

  it('warns and expires on a 401 when there is no token at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeFetch(() => envelopeFail(401, 'WB-401-001'));
    const session = memorySession(null);
    const client = createApiClient({ session, fetch: server.fetch, baseUrl: () => 'http://test' });
    await expect(client.send('user.GET_ME', {})).rejects.toMatchObject({ code: 'WB-401-001' });
    expect(session.expired).toBe(1);
    expect(warn).toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
    warn.mockRestore();
  });

  it('reports a network failure as an ApiError', async () => {
    const failing = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    const client = createApiClient({ session: memorySession(null), fetch: failing, baseUrl: () => 'http://test' });
    await expect(client.send('company.LIST_NORMAL', {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
  it('sends JSON-encoded commands with their structure (logger.ship entries stay an array of objects)', async () => {
    const server = fakeFetch(() => envelopeOk({ result: { accepted: 2 } }));
    const client = createApiClient({ session: memorySession(null), fetch: server.fetch, baseUrl: () => 'http://test' });
    const entries = [
      { level: 'warn' as const, message: 'a', timestamp: 1 },
      { level: 'error' as const, message: 'b', stacktrace: 'at x', timestamp: '2024-01-01T00:00:00Z' },
    ];
    await client.send('logger.ship', { entries });
    expect(server.calls[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(server.calls[0].body)).toEqual({ entries });
  });
});
