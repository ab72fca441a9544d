import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AgentServerMessage } from '@boda/contract/launch';
import { installFakeClient } from '../../tests/desktop/fixtures/class-client';
import { createTicketIssuer, sampleExecParams, type TicketIssuer } from '../../tests/desktop/fixtures/tickets';
import { startLocalAgent, type LocalAgent } from './index';

const ORIGIN = 'https://boda.example.kr';
let issuer: TicketIssuer;
let agent: LocalAgent | undefined;
beforeAll(async () => {
  issuer = await createTicketIssuer(ORIGIN);
});
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

async function start(extra: Partial<Parameters<typeof startLocalAgent>[0]> = {}): Promise<LocalAgent> {
  agent = await startLocalAgent({
    serverOrigins: [ORIGIN],
    pinnedKeys: { [ORIGIN]: issuer.jwks },
    port: 0,
    joinWaitMs: 300,
    agentVersion: '1.2.3',
    ...extra,
  });
  return agent;
}

/** Connects like a browser would; resolves with the socket, or with the HTTP status of a refusal. */
function connect(a: LocalAgent, headers: { origin?: string; host?: string }): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(a.url, {
      headers: headers.host ? { host: headers.host } : {},
      ...(headers.origin ? { origin: headers.origin } : {}),
    });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}

function exchange(ws: WebSocket, msg: unknown): Promise<AgentServerMessage> {
  return new Promise((resolve) => {
    ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as AgentServerMessage));
    ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  });
}

async function greeted(a: LocalAgent): Promise<WebSocket> {
  const ws = await connect(a, { origin: ORIGIN });
  if (typeof ws === 'number') throw new Error(`refused with ${ws}`);
  expect(await exchange(ws, { type: 'hello', version: 1 })).toEqual({ type: 'hello', version: 1, agentVersion: '1.2.3' });
  return ws;
}

describe('local agent WebSocket', () => {
  it('listens on 127.0.0.1 only', async () => {
    const a = await start();
    expect(a.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('refuses a foreign Origin and a missing Origin', async () => {
    const a = await start();
    expect(await connect(a, { origin: 'https://evil.example.com' })).toBe(403);
    expect(await connect(a, { origin: 'https://boda.example.kr.evil.com' })).toBe(403);
    expect(await connect(a, {})).toBe(403);
  });

  it('refuses a rebinding Host even with an allowed Origin', async () => {
    const a = await start();
    expect(await connect(a, { origin: ORIGIN, host: `evil.example.com:${a.port}` })).toBe(403);
    expect(await connect(a, { origin: ORIGIN, host: `127.0.0.1:${a.port + 1}` })).toBe(403);
    const ok = await connect(a, { origin: ORIGIN, host: `localhost:${a.port}` });
    expect(ok).toBeInstanceOf(WebSocket);
    (ok as WebSocket).close();
  });

  it('requires the hello handshake with a supported version', async () => {
    const a = await start();
    const ws = (await connect(a, { origin: ORIGIN })) as WebSocket;
    expect(await exchange(ws, { type: 'exec', ticket: 'x' })).toEqual({ type: 'error', error: 'HELLO_REQUIRED' });
    expect(await exchange(ws, { type: 'hello', version: 99 })).toEqual({ type: 'error', error: 'VERSION_UNSUPPORTED', supported: [1] });
  });

  it('answers TICKET_INVALID for missing, forged, expired and replayed tickets', async () => {
    const client = await installFakeClient({ lingerMs: 200 });
    const a = await start({ clientPath: client.binary });
    const ws = await greeted(a);
    const forger = await createTicketIssuer(ORIGIN, issuer.kid);
    const now = Math.floor(Date.now() / 1000);
    const invalid = { type: 'result', outcome: { ok: false, error: 'TICKET_INVALID' } };
    expect(await exchange(ws, { type: 'exec', ticket: '' })).toEqual({ type: 'error', error: 'BAD_MESSAGE' });
    expect(await exchange(ws, { type: 'exec', ticket: await forger.sign(sampleExecParams()) })).toEqual(invalid);
    expect(await exchange(ws, { type: 'exec', ticket: await issuer.sign(sampleExecParams(), { iat: now - 200, exp: now - 100 }) })).toEqual(
      invalid,
    );
    const valid = await issuer.sign(sampleExecParams());
    expect(await exchange(ws, { type: 'exec', id: 'a', ticket: valid })).toEqual({ type: 'result', id: 'a', outcome: { ok: true } });
    expect(await exchange(ws, { type: 'exec', id: 'b', ticket: valid })).toEqual({
      type: 'result',
      id: 'b',
      outcome: { ok: false, error: 'TICKET_INVALID' },
    });
    // Raw arguments are not a message the agent understands at all.
    expect(await exchange(ws, { type: 'exec', ticket: valid, params: sampleExecParams() })).toEqual({
      type: 'error',
      error: 'BAD_MESSAGE',
    });
  });

  it('launches the class client from a valid ticket with the ticket claims as arguments', async () => {
    const client = await installFakeClient({ lingerMs: 100 });
    const a = await start({ clientPath: client.binary });
    const ws = await greeted(a);
    expect(await exchange(ws, { type: 'exec', ticket: await issuer.sign(sampleExecParams()) })).toEqual({
      type: 'result',
      outcome: { ok: true },
    });
    expect((await client.argv()).argv).toContain('--user-name=Kim "Min" Ji; rm -rf /');
  });

  it('rate limits per connection and globally, and bounds message size', async () => {
    const a = await start({
      limits: { perConnection: { capacity: 3, refillPerSecond: 0 }, globalExec: { capacity: 1, refillPerSecond: 0 } },
    });
    const ws = await greeted(a);
    expect(await exchange(ws, { type: 'exec', ticket: 'x.y.z' })).toMatchObject({ type: 'result' });
    expect(await exchange(ws, { type: 'exec', ticket: 'x.y.z' })).toEqual({ type: 'error', error: 'RATE_LIMITED' });
    expect(await exchange(ws, { type: 'hello', version: 1 })).toEqual({ type: 'error', error: 'RATE_LIMITED' });

    const big = await greeted(a);
    const closed = new Promise<number>((r) => big.once('close', (code) => r(code)));
    big.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });
});
