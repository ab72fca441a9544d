import * as client from 'openid-client';

/*
 * The relying-party side of OpenID Connect (openid-client 6): discovery, the authorization URL with
 * PKCE, state and nonce, and the code exchange with the ID token checks (issuer, audience, expiry,
 * nonce). Failures come back as two kinds: the provider could not be reached, or it (or the
 * browser bringing its answer) is not to be trusted.
 */

export interface OidcProviderSettings {
  /** Cache key: a provider's row id and modification time, so a CLI change takes effect. */
  key: string;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scopes: string;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class OidcUnavailable extends Error {}
export class OidcRejected extends Error {}

const TIMEOUT_SECONDS = 5;
const DISCOVERY_TTL_MS = 10 * 60_000;
const cache = new Map<string, { at: number; config: client.Configuration }>();

/** Plain http is allowed only for a provider on this machine (tests, a local development provider). */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

function isNetworkError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof client.ResponseBodyError || err instanceof client.AuthorizationResponseError) return false;
  const cause = (err as { cause?: unknown }).cause;
  const code = (cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  return (
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    (err instanceof TypeError && /fetch failed/i.test(err.message)) ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ENOTFOUND' ||
    code === 'EAI_AGAIN' ||
    (cause instanceof Error && isNetworkError(cause))
  );
}

function classify(err: unknown): Error {
  if (err instanceof OidcUnavailable || err instanceof OidcRejected) return err;
  if (isNetworkError(err)) return new OidcUnavailable((err as Error).message);
  // A provider answering 5xx at discovery or token time is down, not lying.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 500) return new OidcUnavailable(`provider answered ${status}`);
  return new OidcRejected(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
}

async function configurationOf(settings: OidcProviderSettings, now: number): Promise<client.Configuration> {
  const hit = cache.get(settings.key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:';
  if (insecure && !isLoopback(issuer)) throw new OidcRejected('a provider must use https');
  try {
    const config = await client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret ?? undefined,
      settings.clientSecret ? undefined : client.None(),
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
    );
    config.timeout = TIMEOUT_SECONDS;
    cache.set(settings.key, { at: now, config });
    return config;
  } catch (err) {
    // Discovery that does not answer, or answers garbage, means the provider is not usable now.
    const classified = classify(err);
    throw classified instanceof OidcRejected ? new OidcUnavailable(classified.message) : classified;
  }
}

/** Fresh secrets for one sign-in; the server keeps them (single use) until the browser returns. */
export function newPendingSignIn(): PendingSignIn {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** Where to send the browser to start a sign-in. */
export async function authorizationUrl(settings: OidcProviderSettings, redirectUri: string, pending: PendingSignIn): Promise<string> {
  const config = await configurationOf(settings, Date.now());
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return url.href;
}

/**
 * Finishes a sign-in: exchanges the code (with the PKCE verifier), checks the ID token and answers
 * its claims, with userinfo's added when `wanted` is missing from the ID token.
 */
export async function finishSignIn(
  settings: OidcProviderSettings,
  callbackUrl: URL,
  pending: PendingSignIn,
  wanted: string | null,
): Promise<Record<string, unknown> & { sub: string }> {
  const config = await configurationOf(settings, Date.now());
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new OidcRejected('no ID token subject');
    const merged: Record<string, unknown> & { sub: string } = { ...claims, sub: claims.sub };
    if (wanted && merged[wanted] === undefined && config.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      for (const [k, v] of Object.entries(info)) if (merged[k] === undefined) merged[k] = v;
    }
    return merged;
  } catch (err) {
    throw classify(err);
  }
}

/** Tests: forget discovered providers. */
export function clearOidcCache(): void {
  cache.clear();
}
