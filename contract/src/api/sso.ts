import { z } from 'zod';
import { loginResultSchema } from './session';
import { defineCommand } from './define';

/*
 * Sign-in through partners and devices (foundation 7; service-area 2.3, 2.5, 2.6, 7; issue 17):
 * OpenID Connect providers per company (partner SSO /sso/gne and /sso/dachaeum), sessions handed
 * to a native app or a browser through single-use tokens, and one-time external links.
 */

/** The SSO entry pages and the provider each stands for (LoginProvider 4 and 5). */
export const SSO_ENTRIES = { gne: 4, dachaeum: 5 } as const;
export type SsoEntry = keyof typeof SSO_ENTRIES;

/** Results of the SSO return page (service-area 2.5). */
export const SsoResult = {
  LOGIN_REQUEST: 'LOGIN_REQUEST',
  LOGIN_COMPLETE: 'LOGIN_COMPLETE',
  SSO_REQUEST: 'SSO_REQUEST',
  NO_AUTH: 'NO_AUTH',
  LOGOUT: 'LOGOUT',
  ERROR: 'ERROR',
} as const;
export type SsoResultValue = (typeof SsoResult)[keyof typeof SsoResult];

/** Who a handed-over session token is for: it is accepted by that command only. */
export const HANDOVER_AUDIENCES = ['app', 'auto', 'exchange'] as const;
export type HandoverAudience = (typeof HANDOVER_AUDIENCES)[number];

const secret = z.string().min(16).max(256);
const short = z.string().max(2048);

/**
 * One command, two steps. Without `code` it starts a sign-in and answers where to send the browser
 * (state, nonce and the PKCE verifier stay on the server); with `code` and `state` (the provider's
 * redirect back to the entry page) it finishes it and answers a session.
 */
const ssoInput = z.object({
  /** The company whose provider to use; may be left out when one company uses this provider. */
  companyId: z.string().trim().min(1).max(64).optional(),
  code: short.optional(),
  state: short.optional(),
  iss: short.optional(),
  /** The provider refused (e.g. access_denied): answered with the refusal's code, nothing consumed. */
  error: z.string().max(256).optional(),
});
const ssoOutput = z.object({
  result: z.object({ authorizeUrl: z.string().nullable(), login: loginResultSchema.nullable() }),
});

const ssoCommand = (command: 'SIGN_IN_GNE' | 'SIGN_IN_DACHAEUM') =>
  defineCommand({
    method: 'POST',
    path: '/open/login/loginSso',
    command,
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: ssoInput,
    output: ssoOutput,
  });

/** Login providers of the OAuth login page (service-area 2.6): Google 2, Apple 3 (foundation 94). */
export const OAUTH_PROVIDERS = [2, 3] as const;

/**
 * The OAuth login page (/{companyId}/oauth?accountOwnerTypeCd=2, service-area 2.6): the same two
 * steps as the partner entry pages. Without `code` it answers where to send the browser for the
 * company's provider of that kind; with `code` and `state` (the provider's redirect back to /oauth)
 * it finishes the sign-in and answers a session.
 */
const oauthInput = ssoInput.extend({
  accountOwnerTypeCd: z.coerce
    .number()
    .int()
    .refine((v) => (OAUTH_PROVIDERS as readonly number[]).includes(v), { message: 'accountOwnerTypeCd must be 2 or 3' })
    .optional(),
});

export const ssoCommands = {
  'login.SIGN_IN_OAUTH': defineCommand({
    method: 'POST',
    path: '/open/login/loginSso',
    command: 'SIGN_IN_OAUTH',
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: oauthInput,
    output: ssoOutput,
  }),
  'login.SIGN_IN_GNE': ssoCommand('SIGN_IN_GNE'),
  'login.SIGN_IN_DACHAEUM': ssoCommand('SIGN_IN_DACHAEUM'),
  /** A native app's web views sign in with a token the signed-in app was handed (audience 'app'). */
  'login.SIGN_IN_APP': defineCommand({
    method: 'POST',
    path: '/open/login/loginSso',
    command: 'SIGN_IN_APP',
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: z.object({ token: secret }),
    output: z.object({ result: loginResultSchema }),
  }),
  /** Auto login with a token handed out for it (audience 'auto'), e.g. by the desktop app. */
  'login.SIGN_IN_AUTO': defineCommand({
    method: 'POST',
    path: '/open/login/loginSso',
    command: 'SIGN_IN_AUTO',
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: z.object({ token: secret }),
    output: z.object({ result: loginResultSchema }),
  }),
  /** A signed-in caller hands its session over: a single-use token for one audience, valid a minute. */
  'token.ISSUE': defineCommand({
    method: 'POST',
    path: '/open/token',
    command: 'ISSUE',
    encoding: 'json',
    resource: { name: 'token', kind: 'change' },
    access: { area: 'any' },
    input: z.object({ audience: z.enum(HANDOVER_AUDIENCES) }),
    output: z.object({ result: z.object({ token: z.string(), expiresIn: z.number().int() }) }),
  }),
  /** Exchanges the token of a link (query parameter brk or p, audience 'exchange') for a session. */
  'token.EXCHANGE': defineCommand({
    method: 'POST',
    path: '/open/token',
    command: 'EXCHANGE',
    encoding: 'json',
    resource: { name: 'token', kind: 'change' },
    access: 'public',
    input: z.object({ brk: secret.optional(), p: secret.optional() }).refine((v) => (v.brk ?? v.p) !== undefined, {
      message: 'brk or p is required',
    }),
    output: z.object({ result: loginResultSchema }),
  }),
  /**
   * A one-time external link for mobile easy join (service-area 2.3): the phone opens `url` (in the
   * native app on iOS, else in the browser), which carries a single-use token for `linkUrl`.
   */
  'deeplink.MAKE': defineCommand({
    method: 'POST',
    path: '/open/deeplink',
    command: 'MAKE',
    encoding: 'json',
    resource: { name: 'deeplink', kind: 'change' },
    access: 'public',
    input: z.object({
      companyCode: z.string().trim().min(1).max(64),
      /** A path on this site, starting with /{companyId}. */
      linkUrl: z.string().min(1).max(1024),
      deviceType: z.enum(['IOS', '']).default(''),
    }),
    output: z.object({ result: z.object({ url: z.string(), expiresIn: z.number().int() }) }),
  }),
  /** Opens a one-time link once: answers the link it stands for. */
  'deeplink.OPEN': defineCommand({
    method: 'POST',
    path: '/open/deeplink',
    command: 'OPEN',
    encoding: 'json',
    resource: { name: 'deeplink', kind: 'change' },
    access: 'public',
    input: z.object({ token: secret }),
    output: z.object({ result: z.object({ linkUrl: z.string() }) }),
  }),
} as const;
