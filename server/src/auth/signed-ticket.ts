import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Short-lived signed tickets for URLs that cannot carry the bearer token (a <video> element's src):
 * `<payload>.<signature>`, both base64url, the payload a JSON object with its purpose and expiry. The
 * key is derived from the server's secret per purpose, so a ticket made for one use is refused by
 * every other. Instances sharing SECRET accept each other's tickets.
 */

export interface TicketSigner {
  sign(purpose: string, claims: Record<string, string | number>, ttlSeconds: number): { ticket: string; expiresAt: Date };
  /** The claims of a valid, unexpired ticket of this purpose; null for anything else. */
  verify(purpose: string, ticket: string): Record<string, unknown> | null;
}

export function createTicketSigner(secret: Uint8Array, clock: () => Date): TicketSigner {
  const keyFor = (purpose: string) => createHmac('sha256', secret).update(`ticket:${purpose}`).digest();
  const mac = (purpose: string, payload: string) => createHmac('sha256', keyFor(purpose)).update(payload).digest();
  return {
    sign(purpose, claims, ttlSeconds) {
      const expiresAt = new Date(clock().getTime() + ttlSeconds * 1000);
      const payload = Buffer.from(JSON.stringify({ ...claims, p: purpose, exp: Math.floor(expiresAt.getTime() / 1000) })).toString(
        'base64url',
      );
      return { ticket: `${payload}.${mac(purpose, payload).toString('base64url')}`, expiresAt };
    },
    verify(purpose, ticket) {
      const [payload, signature, extra] = ticket.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      // Compared as canonical text: base64url decoding ignores the last character's spare bits, so comparing
      // decoded bytes would accept several spellings of one signature.
      const expected = Buffer.from(mac(purpose, payload).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof claims !== 'object' || claims === null) return null;
      const { p, exp } = claims as { p?: unknown; exp?: unknown };
      if (p !== purpose || typeof exp !== 'number' || exp * 1000 <= clock().getTime()) return null;
      return claims as Record<string, unknown>;
    },
  };
}
