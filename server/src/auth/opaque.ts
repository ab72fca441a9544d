import { createHash, randomBytes } from 'node:crypto';

/** Refresh and remember tokens: 32 random bytes, base64url; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
