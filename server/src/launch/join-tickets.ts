import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  JOIN_TICKET_ALG,
  JOIN_TICKET_AUDIENCE,
  JOIN_TICKET_MAX_TTL_S,
  JOIN_TICKET_TTL_S,
  execParamsSchema,
  type ExecParams,
} from '@boda/contract/launch';
import type { TicketSigningKey } from './ticket-key';

export interface IssueOptions {
  /** The ticket's `sub`; defaults to the exec user's userIdx. */
  subject?: string;
  /** Lifetime in seconds, default 60, never more than JOIN_TICKET_MAX_TTL_S (the agent refuses longer). */
  ttlSeconds?: number;
}

export interface JoinTicketIssuer {
  /** The `iss` of every ticket: the server's public origin, as the agents have it configured. */
  readonly issuer: string;
  /**
   * Signs a join ticket for exec parameters the caller has ALREADY authorised (room access, meeting
   * state, user type). The parameters are validated against the contract first, so a ticket the
   * agent would refuse is never produced.
   */
  issue(exec: ExecParams, options?: IssueOptions): Promise<string>;
  /** The public JWKS served at AGENT_KEY_PATH. */
  jwks(): { keys: TicketSigningKey['publicJwk'][] };
}

/** Normalises PUBLIC_ORIGIN-like values to `scheme://host[:port]`; throws on anything else. */
export function toPublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`public origin "${value}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`public origin "${value}" must be http(s)`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`public origin "${value}" must be scheme://host[:port] without a path`);
  }
  return url.origin;
}

export function createJoinTicketIssuer(options: { key: TicketSigningKey; publicOrigin: string; clock?: () => Date }): JoinTicketIssuer {
  const { key } = options;
  const issuer = toPublicOrigin(options.publicOrigin);
  const clock = options.clock ?? (() => new Date());
  return {
    issuer,
    async issue(exec, issueOptions = {}) {
      const params = execParamsSchema.parse(exec);
      const ttl = issueOptions.ttlSeconds ?? JOIN_TICKET_TTL_S;
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > JOIN_TICKET_MAX_TTL_S) {
        throw new Error(`join ticket lifetime must be 1..${JOIN_TICKET_MAX_TTL_S} s (got ${ttl})`);
      }
      const iat = Math.floor(clock().getTime() / 1000);
      return (
        new SignJWT({ exec: params })
          .setProtectedHeader({ alg: JOIN_TICKET_ALG, kid: key.kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(JOIN_TICKET_AUDIENCE)
          .setIssuedAt(iat)
          .setExpirationTime(iat + ttl)
          // 128 random bits: the agent refuses a jti it has seen, so ids must never repeat.
          .setJti(randomBytes(16).toString('base64url'))
          .setSubject(issueOptions.subject ?? String(params.user.userIdx))
          .sign(key.privateKey)
      );
    },
    jwks: () => ({ keys: [{ ...key.publicJwk }] }),
  };
}
