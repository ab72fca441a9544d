import { describe, expect, it } from 'vitest';
import { StreamUpload, UploadRefusedError } from './streamUpload';

/** jsdom's Blob has no arrayBuffer(): read it as a page would have to. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

const chunk = (length: number, seed: number) => new Blob([Uint8Array.from({ length }, (_v, i) => (i + seed) % 256)]);
const ENDPOINT = 'https://class.example/open/classClient/upload';

interface Call {
  method: string;
  headers: Record<string, string>;
  bytes: number;
}

/**
 * A tus server in memory, deferred length only. `cut(n)` makes the n-th PATCH (from 1) lose its
 * connection after the server kept `keep` of its bytes (the answer never arrives). A finished upload
 * grows by `grows` bytes.
 */
function fakeTus(cuts: Map<number, number> = new Map(), grows = 0) {
  const stored: number[] = [];
  let length: number | null = null;
  let patches = 0;
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = init.body instanceof Blob ? await bytesOf(init.body) : new Uint8Array();
    calls.push({ method: init.method ?? 'GET', headers, bytes: body.length });
    if (init.method === 'POST') {
      if (!headers['upload-metadata']?.includes('attendeeToken')) {
        return new Response(JSON.stringify({ success: false, errorCode: 'WB-401-001' }), { status: 401 });
      }
      return new Response(null, { status: 201, headers: { Location: '/open/classClient/upload/resumable-1' } });
    }
    expect(String(input)).toBe(`${ENDPOINT}/resumable-1`);
    // As the server: the upload's address alone is no credential.
    if (headers.authorization !== 'Bearer token-1') {
      return new Response(JSON.stringify({ success: false, errorCode: 'WB-401-001' }), { status: 401 });
    }
    if (init.method === 'HEAD') {
      return new Response(null, {
        status: 200,
        headers: {
          'Upload-Offset': String(stored.length),
          ...(length === null ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': String(length) }),
        },
      });
    }
    patches += 1;
    if (Number(headers['upload-offset']) !== stored.length) return new Response('offset', { status: 409 });
    if (headers['upload-length'] !== undefined) {
      if (length !== null) return new Response('length', { status: 400 });
      length = Number(headers['upload-length']);
    }
    const keep = cuts.get(patches);
    stored.push(...body.slice(0, keep ?? body.length));
    const received = stored.length;
    const done = length !== null && received === length;
    // As our server does to a WebM recording: its duration written once it is whole.
    if (done && grows > 0) {
      stored.push(...new Array<number>(grows).fill(0));
      length = stored.length;
    }
    if (keep !== undefined) throw new TypeError('Failed to fetch');
    return new Response(null, {
      status: 204,
      headers: { 'Upload-Offset': String(received), ...(done ? { 'Record-Idx': '42' } : {}) },
    });
  };
  return { fetch, calls, stored: () => Uint8Array.from(stored), length: () => length };
}

const options = (server: ReturnType<typeof fakeTus>) => ({
  endpoint: ENDPOINT,
  metadata: { attendeeToken: 'token-1', kind: 'video', fileName: 'class-M1-202601011000.webm', recordTitle: '수업 녹화' },
  attendeeToken: 'token-1',
  fetch: server.fetch as typeof fetch,
  sleep: () => Promise.resolve(),
});

async function expected(chunks: Blob[]) {
  return bytesOf(new Blob(chunks));
}

describe('StreamUpload', () => {
  it('creates a deferred-length upload, sends the chunks in order as they come and declares the length last', async () => {
    const server = fakeTus();
    const upload = new StreamUpload(options(server));
    const chunks = [chunk(1000, 1), chunk(2000, 2), chunk(1500, 3), chunk(700, 4)];
    // Recording starts before the upload exists: the first chunks wait for it.
    upload.push(chunks[0]);
    upload.push(chunks[1]);
    await upload.create();
    upload.push(chunks[2]);
    upload.push(chunks[3]);
    const result = await upload.finish();

    expect(result).toEqual({ recordIdx: 42, bytes: 5200 });
    expect(server.stored()).toEqual(await expected(chunks));
    const [post, ...patches] = server.calls;
    expect(post.headers['upload-defer-length']).toBe('1');
    expect(post.headers['upload-length']).toBeUndefined();
    const metadata = Object.fromEntries(
      post.headers['upload-metadata'].split(',').map((pair) => {
        const [key, value] = pair.split(' ');
        return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
      }),
    );
    expect(metadata).toMatchObject({ attendeeToken: 'token-1', kind: 'video', recordTitle: '수업 녹화' });
    expect(patches.every((call) => call.method === 'PATCH')).toBe(true);
    // Only the last PATCH carries the length, and it is the total of the chunks.
    expect(patches.map((call) => call.headers['upload-length'] ?? null)).toEqual([...patches.slice(1).map(() => null), '5200']);
  });

  it('after a PATCH cut midway asks the server where it is (HEAD) and sends the rest from there', async () => {
    const server = fakeTus(new Map([[2, 300]]));
    const upload = new StreamUpload(options(server));
    await upload.create();
    const chunks = [chunk(1000, 5), chunk(1000, 6), chunk(1000, 7)];
    upload.push(chunks[0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    upload.push(chunks[1]);
    upload.push(chunks[2]);
    const result = await upload.finish();

    expect(result.recordIdx).toBe(42);
    expect(server.stored()).toEqual(await expected(chunks));
    const methods = server.calls.map((call) => call.method);
    expect(methods.filter((m) => m === 'HEAD')).toHaveLength(1);
    const afterHead = server.calls[methods.indexOf('HEAD') + 1];
    expect(afterHead.headers['upload-offset']).toBe(String(1000 + 300));
  });

  it('finishes when the last answer was lost but the server has every byte and the length', async () => {
    const server = fakeTus(new Map([[1, 4000]]));
    const upload = new StreamUpload(options(server));
    await upload.create();
    upload.push(chunk(4000, 8));
    const result = await upload.finish();
    expect(result).toEqual({ recordIdx: null, bytes: 4000 });
    expect(server.length()).toBe(4000);
  });

  it('finishes when the last answer was lost and the server has since grown the file (a duration written)', async () => {
    const server = fakeTus(new Map([[1, 4000]]), 11);
    const upload = new StreamUpload(options(server));
    await upload.create();
    upload.push(chunk(4000, 8));
    expect(await upload.finish()).toEqual({ recordIdx: null, bytes: 4000 });
    expect(server.calls.map((c) => c.method)).toEqual(['POST', 'PATCH', 'HEAD']);
  });

  it('stops at a refusal with our error code', async () => {
    const server = fakeTus();
    const upload = new StreamUpload({ ...options(server), metadata: { kind: 'video', fileName: 'a.webm' } });
    const refused = await upload.create().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadRefusedError);
    expect((refused as UploadRefusedError).errorCode).toBe('WB-401-001');
  });

  it('gives up after its retries when the server stays out of reach', async () => {
    const server = fakeTus();
    let reachable = true;
    const flaky = (async (input: string, init?: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return server.fetch(input, init);
    }) as typeof fetch;
    const upload = new StreamUpload({ ...options(server), fetch: flaky, retryDelaysMs: [1, 1, 1] });
    await upload.create();
    reachable = false;
    upload.push(chunk(100, 9));
    await expect(upload.finish()).rejects.toThrow(/could not reach/);
    expect(upload.error).not.toBeNull();
  });
});
