/**
 * Class-client launch contract shared by the server (issues join tickets), the local agent (verifies
 * them and spawns the class client) and the renderer (talks to the agent or the desktop bridge).
 *
 * Why a ticket: the agent listens on 127.0.0.1 and any web page can try to reach it. It must never
 * start the class client with arguments a page made up, so every launch carries a short-lived JWT
 * that the server signed after its own access checks on the join call. The agent only ever builds
 * the command line from the verified claims.
 *
 * Server side (rooms issue) must provide:
 *
 * 1. Ticket issuing. The join call (POST /open/room JOIN_INFO / OPEN_INFO, or the authenticated
 *    meeting join) returns `joinTicket: string` beside its existing data. The ticket is a compact JWS:
 *    - protected header: { alg: 'ES256', kid: <key id from the JWKS>, typ: 'JWT' }
 *    - claims: see `joinTicketClaimsSchema`: iss = the server's public origin (exactly as the agent
 *      has it configured, e.g. 'https://boda.example.kr'), aud = 'boda-agent', iat, exp = iat + 60
 *      (at most JOIN_TICKET_MAX_TTL_S), jti = a random unique id (>= 16 chars, e.g. 128-bit base64url),
 *      sub = String(userIdx), exec = the exec parameters (`execParamsSchema`).
 * 2. GET /open/app/agentKey (no auth, JSON, not wrapped in the envelope so standard JWKS clients
 *    work): { keys: [ { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' } ] }.
 *    Public keys only. During a key rotation both the old and the new key are listed until every
 *    ticket signed by the old one has expired. Cache-Control: max-age=300 is fine; the agent
 *    refetches on an unknown kid.
 * 3. The class-client download link is the existing command 'app.DOWNLOAD_CLIENT' (api/app.ts).
 */
import { z } from 'zod';
import { JOIN_TICKET_ALG, JOIN_TICKET_AUDIENCE } from './launchCodes';

export * from './launchCodes';

/** Characters allowed in free-text exec values: printable, no control characters (no newlines, NUL). */
const safeText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'control characters are not allowed');
const code = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only');

/** Everything the class client needs on its command line. Built by the server, never by a page. */
export const execParamsSchema = z
  .object({
    room: z.object({ roomCode: code, meetCode: code.optional(), title: safeText(100).optional() }).strict(),
    join: z
      .object({
        /** One-time code the class client redeems at the media server; opaque to the agent. */
        joinToken: z.string().regex(/^[A-Za-z0-9._~+/=-]{1,2048}$/),
        /** 'open' is the open-room join without roomCode/meetCode on the request. */
        mode: z.enum(['normal', 'open', 'monitor']),
      })
      .strict(),
    user: z
      .object({
        userIdx: z.number().int().positive(),
        userId: safeText(50).min(1),
        userName: safeText(32).min(1),
        userTypeCd: z.number().int(),
      })
      .strict(),
    /** The class (media) server the client connects to. https only, except loopback for tests. */
    server: z
      .object({
        url: z.url().refine((u) => /^https:\/\//.test(u) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(u), 'https only'),
      })
      .strict(),
    language: z.enum(['en', 'ko']),
  })
  .strict();
export type ExecParams = z.infer<typeof execParamsSchema>;

export const joinTicketClaimsSchema = z.object({
  iss: z.url(),
  aud: z.union([z.literal(JOIN_TICKET_AUDIENCE), z.array(z.string()).refine((a) => a.includes(JOIN_TICKET_AUDIENCE))]),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(16).max(128),
  sub: z.string().optional(),
  exec: execParamsSchema,
});
export type JoinTicketClaims = z.infer<typeof joinTicketClaimsSchema>;

/** JWKS served at AGENT_KEY_PATH. */
export const agentKeySetSchema = z.object({
  keys: z
    .array(
      z
        .object({
          kty: z.literal('EC'),
          crv: z.literal('P-256'),
          x: z.string(),
          y: z.string(),
          kid: z.string().min(1),
          alg: z.literal(JOIN_TICKET_ALG).optional(),
          use: z.literal('sig').optional(),
        })
        .passthrough(),
    )
    .min(1),
});

/** What a page may send the agent (the protocol: launchCodes.ts). */
export const agentClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), version: z.number().int().positive() }).strict(),
  z.object({ type: z.literal('exec'), id: z.string().max(64).optional(), ticket: z.string().min(1).max(4096) }).strict(),
]);
export type AgentClientMessage = z.infer<typeof agentClientMessageSchema>;
