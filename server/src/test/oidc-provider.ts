import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/*
 * A real OpenID Connect provider (oidc-provider) for server tests and the e2e: discovery, PKCE,
 * signed ID tokens, single-use codes. Its sign-in page is a plain form asking for the subject
 * ("login"); consent is granted without asking. Accounts carry the claims given at start.
 */

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestProviderOptions {
  clients: TestClient[];
  /** Subject -> extra claims (e.g. { school_user_id: 'student1' }). Any other subject signs in with no extra claims. */
  accounts?: Record<string, Record<string, string>>;
  /** 0: any free port. */
  port?: number;
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Extra claims the provider hands out with the profile scope. */
export const TEST_PROVIDER_CLAIMS = ['name', 'school_user_id'] as const;

function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(uid: string): string {
  return `<!doctype html><html><head><title>Test provider sign-in</title></head><body>
<h1>Test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Subject <input name="login" data-testid="provider-login" autofocus></label>
<button type="submit" data-testid="provider-submit">Sign in</button>
</form></body></html>`;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = options.accounts ?? {};
  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
    })),
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], profile: [...TEST_PROVIDER_CLAIMS] },
    // Claims in the ID token as well as at userinfo (real partners do either).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: sub, ...accounts[sub] }),
    }),
    // Consent is given without a screen: the partner's users already trust the school.
    loadExistingGrant: async (ctx) => {
      const oidc = ctx.oidc;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = oidc.session?.grantIdFor(clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile');
      grant.addOIDCClaims([...TEST_PROVIDER_CLAIMS]);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    try {
      if (req.method === 'GET' && !action) {
        await provider.interactionDetails(req, res);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid));
        return;
      }
      if (req.method === 'POST' && action === 'login') {
        const login = (await readBody(req)).get('login')?.trim() ?? '';
        if (!login) {
          res.writeHead(400).end('login required');
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
        return;
      }
      res.writeHead(404).end();
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end((err as Error).message);
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(\w+))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (match?.[1]) void interaction(req, res, match[1], match[2]);
    else void callback(req, res);
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider the way a browser would: follows the authorize URL, submits the sign-in
 * form as `subject`, and answers the URL the provider sends the browser back to (with code and state).
 */
export async function signInAtProvider(authorizeUrl: string, subject: string, redirectPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizeUrl);
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.href.startsWith(redirectPrefix)) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    remember(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action, url);
    body = new URLSearchParams({ login: subject }).toString();
  }
  throw new Error('too many redirects at the provider');
}
