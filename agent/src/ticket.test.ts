import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTicketIssuer, sampleExecParams, type TicketIssuer } from '../../tests/desktop/fixtures/tickets';
import { TicketVerifier } from './ticket';

const ORIGIN = 'https://boda.example.kr';
let issuer: TicketIssuer;
let stranger: TicketIssuer;

beforeAll(async () => {
  issuer = await createTicketIssuer(ORIGIN);
  stranger = await createTicketIssuer(ORIGIN, issuer.kid);
});

const verifier = () => new TicketVerifier({ issuers: [{ origin: ORIGIN, jwks: issuer.jwks }] });

describe('TicketVerifier', () => {
  it('accepts a valid ticket and returns its exec parameters', async () => {
    const result = await verifier().verify(await issuer.sign(sampleExecParams()));
    expect(result).toMatchObject({ ok: true, params: sampleExecParams() });
  });

  it('refuses missing, malformed, forged, foreign and wrong-audience tickets', async () => {
    const v = verifier();
    expect(await v.verify(undefined)).toEqual({ ok: false, reason: 'MISSING' });
    expect(await v.verify('not.a.jwt')).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(await v.verify(await stranger.sign(sampleExecParams()))).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(await v.verify(await issuer.sign(sampleExecParams(), { iss: 'https://evil.example.com' }))).toEqual({
      ok: false,
      reason: 'UNTRUSTED_ISSUER',
    });
    expect(await v.verify(await issuer.sign(sampleExecParams(), { aud: 'someone-else' }))).toEqual({ ok: false, reason: 'CLAIMS' });
  });

  it('refuses a ticket whose payload was edited after signing', async () => {
    const [h, p, s] = (await issuer.sign(sampleExecParams())).split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { exec: { server: { url: string } } };
    claims.exec.server.url = 'https://evil.example.com';
    const edited = [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), s].join('.');
    expect(await verifier().verify(edited)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('refuses expired and overly long-lived tickets', async () => {
    const now = Math.floor(Date.now() / 1000);
    const v = verifier();
    expect(await v.verify(await issuer.sign(sampleExecParams(), { iat: now - 120, exp: now - 30 }))).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
    expect(await v.verify(await issuer.sign(sampleExecParams(), { iat: now, exp: now + 3600 }))).toEqual({ ok: false, reason: 'TOO_LONG' });
  });

  it('refuses a replayed ticket id', async () => {
    const v = verifier();
    const ticket = await issuer.sign(sampleExecParams());
    expect((await v.verify(ticket)).ok).toBe(true);
    expect(await v.verify(ticket)).toEqual({ ok: false, reason: 'REPLAYED' });
    expect(
      await v.verify(
        await issuer.sign(sampleExecParams(), {
          jti: (JSON.parse(Buffer.from(ticket.split('.')[1], 'base64url').toString()) as { jti: string }).jti,
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'REPLAYED',
    });
  });

  it('refuses claims that do not match the exec schema even when signed', async () => {
    const p = sampleExecParams();
    const ticket = await issuer.sign({ ...p, user: { ...p.user, userName: 'x\u0000y' } });
    expect(await verifier().verify(ticket)).toEqual({ ok: false, reason: 'CLAIMS' });
  });

  describe('keys from GET /open/app/agentKey', () => {
    let server: http.Server;
    let origin: string;
    let hits = 0;
    let local: TicketIssuer;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        hits += 1;
        if (req.url !== '/open/app/agentKey') return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(local.jwks));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      local = await createTicketIssuer(origin);
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('fetches the JWKS from the server origin', async () => {
      const v = new TicketVerifier({ issuers: [{ origin }] });
      expect((await v.verify(await local.sign(sampleExecParams()))).ok).toBe(true);
      expect(hits).toBeGreaterThan(0);
    });
  });
});
