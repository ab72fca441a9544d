import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@boda/contract';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokenIssuer } from './access-token';
import { hashToken, newOpaqueToken } from './opaque';
import { loadOrCreateSecret } from './secret';

describe('access tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));
  const claims = { userIdx: 7, companyId: 'demo', userTypeCd: 12, configVersion: 3, sessionId: 'session-1' };
  it('carry user, company, type, config version and session, and expire', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const issuer = createAccessTokenIssuer(secret, 60, () => now);
    const token = await issuer.sign(claims);
    expect(await issuer.verify(token)).toEqual(claims);
    now = new Date('2026-01-01T00:01:01Z');
    await expect(issuer.verify(token)).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
  });

  it('checked once, still expire at exp to the second, and a changed copy is still refused', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const issuer = createAccessTokenIssuer(secret, 60, () => now);
    const token = await issuer.sign(claims);
    expect(await issuer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(issuer.verify(flipped)).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
    now = new Date('2026-01-01T00:00:59Z');
    expect(await issuer.verify(token)).toEqual(claims);
    now = new Date('2026-01-01T00:01:00Z');
    await expect(issuer.verify(token)).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
  });

  it('refuse tokens signed with another secret', async () => {
    const clock = () => new Date();
    const other = createAccessTokenIssuer(new TextEncoder().encode('y'.repeat(32)), 60, clock);
    const token = await other.sign(claims);
    await expect(createAccessTokenIssuer(secret, 60, clock).verify(token)).rejects.toMatchObject({ status: 401 });
  });

  // Signed with our secret but shaped by hand: what a leaked secret's forger or a buggy signer might make.
  const forge = (body: Record<string, unknown>, expires: boolean) => {
    const jwt = new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('boda-classroom').setIssuedAt();
    return (expires ? jwt.setExpirationTime('1m') : jwt).sign(secret);
  };
  const body = { cid: 'demo', typ: 12, cfgv: 3, sid: 'session-1' };

  it('refuse a token without exp, which would never expire', async () => {
    const issuer = createAccessTokenIssuer(secret, 60, () => new Date());
    await expect(issuer.verify(await forge(body, true))).resolves.toMatchObject({ sessionId: 'session-1' });
    await expect(issuer.verify(await forge(body, false))).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
  });

  it('refuse a token that names no session', async () => {
    const issuer = createAccessTokenIssuer(secret, 60, () => new Date());
    await expect(issuer.verify(await forge({ ...body, sid: undefined }, true))).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newOpaqueToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('loadOrCreateSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boda-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once, mode 600, and reuses it', () => {
    const file = join(dir, 'secret.key');
    const first = loadOrCreateSecret(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(undefined, file)).toEqual(first);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('prefers SECRET and refuses a short one', () => {
    expect(new TextDecoder().decode(loadOrCreateSecret('s'.repeat(40), join(dir, 'unused')))).toBe('s'.repeat(40));
    expect(() => loadOrCreateSecret('short', join(dir, 'unused'))).toThrow(/at least 32/);
  });
});
