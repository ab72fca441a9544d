import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_KEY_PATH, JOIN_TICKET_AUDIENCE, agentKeySetSchema, joinTicketClaimsSchema, type ExecParams } from '@boda/contract/launch';
import { startHarness, type Harness } from '../test/harness';
import { createJoinTicketIssuer } from './join-tickets';
import { generateTicketKey } from './ticket-key';

const exec: ExecParams = {
  room: { roomCode: 'R1001', meetCode: 'M77' },
  join: { joinToken: 'jt.abc-123', mode: 'normal' },
  user: { userIdx: 42, userId: 'student01', userName: 'Kim Min Ji', userTypeCd: 12 },
  server: { url: 'https://class.boda.example.kr' },
  language: 'ko',
};

describe('GET /open/app/agentKey and app.boda.joinTickets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seed: false, publicOrigin: 'https://boda.example.kr/' });
  });
  afterAll(async () => h.close());

  it('serves the public JWKS as plain JSON, cacheable, without private parts', async () => {
    const reply = await h.app.inject({ method: 'GET', url: AGENT_KEY_PATH });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    const body: unknown = reply.json();
    const jwks = agentKeySetSchema.parse(body);
    expect(jwks.keys).toHaveLength(1);
    expect(Object.keys(jwks.keys[0]).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
  });

  it('issues ES256 tickets the JWKS verifies, with the documented claims', async () => {
    const ticket = await h.app.boda.joinTickets.issue(exec);
    const jwks = agentKeySetSchema.parse((await h.app.inject({ method: 'GET', url: AGENT_KEY_PATH })).json());
    expect(decodeProtectedHeader(ticket)).toEqual({ alg: 'ES256', kid: jwks.keys[0].kid, typ: 'JWT' });
    const { payload } = await jwtVerify(ticket, createLocalJWKSet(jwks), {
      issuer: 'https://boda.example.kr',
      audience: JOIN_TICKET_AUDIENCE,
    });
    const claims = joinTicketClaimsSchema.parse(payload);
    expect(claims.exp - claims.iat).toBe(60);
    expect(claims.sub).toBe('42');
    expect(claims.exec).toEqual(exec);
    expect(claims.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = joinTicketClaimsSchema.parse(
      (await jwtVerify(await h.app.boda.joinTickets.issue(exec), createLocalJWKSet(jwks))).payload,
    );
    expect(other.jti).not.toBe(claims.jti);
  });

  it('follows the app clock', async () => {
    h.clock.advance(3_600_000);
    try {
      const ticket = await h.app.boda.joinTickets.issue(exec);
      const iat = joinTicketClaimsSchema.parse(JSON.parse(Buffer.from(ticket.split('.')[1], 'base64url').toString())).iat;
      expect(iat).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3590);
    } finally {
      h.clock.reset();
    }
  });
});

describe('createJoinTicketIssuer', () => {
  it('never signs parameters the contract (and so the agent) would refuse', async () => {
    const issuer = createJoinTicketIssuer({ key: await generateTicketKey(), publicOrigin: 'http://127.0.0.1:8080' });
    await expect(issuer.issue({ ...exec, server: { url: 'http://evil.example' } })).rejects.toThrow();
    await expect(issuer.issue({ ...exec, user: { ...exec.user, userName: 'a\nb' } })).rejects.toThrow();
    await expect(issuer.issue({ ...exec, extra: '--flag' } as ExecParams)).rejects.toThrow();
    await expect(issuer.issue(exec, { ttlSeconds: 3600 })).rejects.toThrow(/lifetime/);
    await expect(issuer.issue(exec, { ttlSeconds: 30, subject: 'u-42' })).resolves.toMatch(/^ey/);
  });

  it('takes only an origin as issuer', async () => {
    const key = await generateTicketKey();
    expect(createJoinTicketIssuer({ key, publicOrigin: 'https://boda.example.kr/' }).issuer).toBe('https://boda.example.kr');
    expect(() => createJoinTicketIssuer({ key, publicOrigin: 'https://boda.example.kr/x' })).toThrow(/path/);
    expect(() => createJoinTicketIssuer({ key, publicOrigin: 'javascript:alert(1)' })).toThrow(/http/);
  });
});
