import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import {
  AGENT_KEY_PATH,
  JOIN_TICKET_ALG,
  JOIN_TICKET_AUDIENCE,
  JOIN_TICKET_MAX_TTL_S,
  joinTicketClaimsSchema,
  type ExecParams,
  type JoinTicketClaims,
} from '@boda/contract/launch';

export interface TrustedIssuer {
  /** The server origin exactly as configured, e.g. 'https://boda.example.kr'. */
  origin: string;
  /** Pinned keys (lab policy, tests). Without them the keys come from `<origin>/open/app/agentKey`. */
  jwks?: JSONWebKeySet;
}

export interface TicketVerifierOptions {
  issuers: TrustedIssuer[];
  clockToleranceS?: number;
  now?: () => Date;
  /** Upper bound on remembered ticket ids; beyond it new tickets are refused rather than forgetting ids early. */
  maxRemembered?: number;
}

export type TicketFailure =
  'MISSING' | 'MALFORMED' | 'UNTRUSTED_ISSUER' | 'BAD_SIGNATURE' | 'EXPIRED' | 'CLAIMS' | 'REPLAYED' | 'TOO_LONG' | 'BUSY';
export type TicketResult = { ok: true; params: ExecParams; claims: JoinTicketClaims } | { ok: false; reason: TicketFailure };

/** Normalises an origin the way browsers send it, so 'https://a.kr/' and 'https://a.kr' match. */
export function normalizeOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

export class TicketVerifier {
  private readonly keySets = new Map<string, JWTVerifyGetKey>();
  /** jti -> expiry (ms). Remembered until the ticket could no longer pass the exp check anyway. */
  private readonly seen = new Map<string, number>();
  private readonly tolerance: number;
  private readonly now: () => Date;
  private readonly maxRemembered: number;

  constructor(opts: TicketVerifierOptions) {
    this.tolerance = opts.clockToleranceS ?? 5;
    this.now = opts.now ?? (() => new Date());
    this.maxRemembered = opts.maxRemembered ?? 10_000;
    for (const issuer of opts.issuers) {
      const origin = normalizeOrigin(issuer.origin);
      if (origin === null) continue;
      this.keySets.set(origin, issuer.jwks ? createLocalJWKSet(issuer.jwks) : createRemoteJWKSet(new URL(AGENT_KEY_PATH, origin)));
    }
  }

  async verify(ticket: unknown): Promise<TicketResult> {
    if (typeof ticket !== 'string' || ticket.length === 0) return { ok: false, reason: 'MISSING' };
    let issuer: string | null;
    try {
      // Unverified read only to choose the key set; everything is checked again by jwtVerify.
      const iss = decodeJwt(ticket).iss;
      issuer = typeof iss === 'string' ? normalizeOrigin(iss) : null;
    } catch {
      return { ok: false, reason: 'MALFORMED' };
    }
    const keySet = issuer === null ? undefined : this.keySets.get(issuer);
    if (issuer === null || keySet === undefined) return { ok: false, reason: 'UNTRUSTED_ISSUER' };

    let payload: unknown;
    try {
      const verified = await jwtVerify(ticket, keySet, {
        algorithms: [JOIN_TICKET_ALG],
        audience: JOIN_TICKET_AUDIENCE,
        issuer: [issuer, `${issuer}/`],
        clockTolerance: this.tolerance,
        currentDate: this.now(),
        maxTokenAge: JOIN_TICKET_MAX_TTL_S,
        requiredClaims: ['exp', 'iat', 'jti'],
      });
      payload = verified.payload;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'EXPIRED' };
      if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') return { ok: false, reason: 'CLAIMS' };
      if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID') return { ok: false, reason: 'MALFORMED' };
      return { ok: false, reason: 'BAD_SIGNATURE' };
    }
    const claims = joinTicketClaimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'CLAIMS' };
    // A ticket valid for hours would be a reusable launch credential; the server issues 60 s ones.
    if (claims.data.exp - claims.data.iat > JOIN_TICKET_MAX_TTL_S) return { ok: false, reason: 'TOO_LONG' };
    return this.remember(issuer, claims.data);
  }

  private remember(issuer: string, claims: JoinTicketClaims): TicketResult {
    const nowMs = this.now().getTime();
    const key = `${issuer} ${claims.jti}`;
    for (const [id, until] of this.seen) if (until < nowMs) this.seen.delete(id);
    if (this.seen.has(key)) return { ok: false, reason: 'REPLAYED' };
    if (this.seen.size >= this.maxRemembered) return { ok: false, reason: 'BUSY' };
    this.seen.set(key, claims.exp * 1000 + this.tolerance * 1000);
    return { ok: true, params: claims.exec, claims };
  }
}
