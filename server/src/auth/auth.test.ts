import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@boda/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokenIssuer } from './access-token';
import { hashToken, newOpaqueToken } from './opaque';
import { SlidingWindowLimiter } from './rate-limit';
import { loadOrCreateSecret } from './secret';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per window and key, sliding', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now = 30_000;
    expect(limiter.hit('a')).toBe(false);
    now = 60_001;
    expect(limiter.hit('a')).toBe(true);
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));
  it('carry user, company, type and config version, and expire', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const issuer = createAccessTokenIssuer(secret, 60, () => now);
    const token = await issuer.sign({ userIdx: 7, companyId: 'demo', userTypeCd: 12, configVersion: 3 });
    expect(await issuer.verify(token)).toEqual({ userIdx: 7, companyId: 'demo', userTypeCd: 12, configVersion: 3 });
    now = new Date('2026-01-01T00:01:01Z');
    await expect(issuer.verify(token)).rejects.toMatchObject({ code: ErrorCode.TOKEN_EXPIRED });
  });

  it('refuse tokens signed with another secret', async () => {
    const clock = () => new Date();
    const other = createAccessTokenIssuer(new TextEncoder().encode('y'.repeat(32)), 60, clock);
    const token = await other.sign({ userIdx: 1, companyId: 'demo', userTypeCd: 5, configVersion: 1 });
    await expect(createAccessTokenIssuer(secret, 60, clock).verify(token)).rejects.toMatchObject({ status: 401 });
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
