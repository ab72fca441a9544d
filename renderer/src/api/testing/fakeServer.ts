import type { Token } from '@boda/contract';

/** A tiny stand-in for the Fastify server, speaking the envelope, for API client tests. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  search: URLSearchParams;
  body: string;
}

/** What the fake server answers; `headers` adds response headers beside the JSON content type. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function envelopeOk(data: unknown) {
  return { status: 200, body: { success: true, errorCode: null, data } };
}

export function envelopeFail(status: number, errorCode: string, details?: Array<{ path: string; message: string; key?: string }>) {
  return { status, body: { success: false, errorCode, message: null, data: null, ...(details ? { details } : {}) } };
}

export function makeToken(access: string, refresh = `${access}-refresh`, companyId = 'demo'): Token {
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: 900, companyId };
}

export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      search: url.searchParams,
      body: request.method === 'GET' ? '' : await request.text(),
    };
    calls.push(call);
    const { status, body, headers } = await handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
