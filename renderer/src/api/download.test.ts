import { describe, expect, it } from 'vitest';
import type { Token } from '@boda/contract';
import { createApiClient, fileNameOf, type SessionPort } from './client';
import { makeToken } from './testing/fakeServer';

/** The blob's text as a page reads it (jsdom's Blob has no text() on every Node line). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function session(initial: Token | null): SessionPort {
  let token = initial;
  return { token: () => token, onRefreshed: (next) => (token = next), onReset: (r) => (token = r.token), onExpired: () => (token = null) };
}

describe('api.download', () => {
  it('returns the bytes and the file name, refreshing the token on a 401 first', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      seen.push(`${url.pathname}?${url.searchParams.toString()} ${request.headers.get('authorization')}`);
      if (url.pathname === '/open/login/token') {
        return new Response(JSON.stringify({ success: true, errorCode: null, data: { result: makeToken('new') } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (request.headers.get('authorization') !== 'Bearer new') {
        return new Response(JSON.stringify({ success: false, errorCode: 'WB-401-002', data: null }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('PDFDATA', {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="a.pdf"; filename*=UTF-8''%EC%88%99%EC%A0%9C.pdf`,
        },
      });
    }) as typeof fetch;
    const client = createApiClient({
      session: session(makeToken('old')),
      fetch: fetchImpl,
      baseUrl: () => 'http://test',
      pathname: () => '/demo/message/recv/view',
    });
    const file = await client.download('message.DOWNLOAD_FILE', { fileIdx: 7 });
    expect(await readText(file.blob)).toBe('PDFDATA');
    expect(file.fileName).toBe('숙제.pdf');
    expect(seen[0]).toBe('/boda/message?command=DOWNLOAD_FILE&fileIdx=7 Bearer old');
    expect(seen.at(-1)).toBe('/boda/message?command=DOWNLOAD_FILE&fileIdx=7 Bearer new');
  });

  it('turns an error envelope into an ApiError', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ success: false, errorCode: 'WB-404-102', data: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const client = createApiClient({ session: session(makeToken('t')), fetch: fetchImpl, baseUrl: () => 'http://test' });
    await expect(client.download('message.DOWNLOAD_FILE', { fileIdx: 1 })).rejects.toMatchObject({ code: 'WB-404-102', status: 404 });
  });

  it('waits out a busy server (503 WB-503-001) as send does, then returns the bytes', async () => {
    let refusals = 2;
    const fetchImpl = (async () => {
      if (refusals === 0) return new Response('PDFDATA', { headers: { 'content-type': 'application/octet-stream' } });
      refusals -= 1;
      return new Response(JSON.stringify({ success: false, errorCode: 'WB-503-001', data: null }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '4' },
      });
    }) as typeof fetch;
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const client = createApiClient({ session: session(makeToken('t')), fetch: fetchImpl, baseUrl: () => 'http://test', sleep });
    const file = await client.download('message.DOWNLOAD_FILE', { fileIdx: 3 });
    expect(await readText(file.blob)).toBe('PDFDATA');
    // The Retry-After's 4 s, plus at most a quarter of jitter, before each of the two tries again.
    expect(waits).toHaveLength(2);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(4000);
      expect(wait).toBeLessThanOrEqual(5000);
    }
  });

  it('reads plain and UTF-8 file names', () => {
    expect(fileNameOf('attachment; filename="user-sample.xlsx"')).toBe('user-sample.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
