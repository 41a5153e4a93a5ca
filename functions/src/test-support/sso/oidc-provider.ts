import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type AdapterPayload } from 'oidc-provider';

/**
 * A real OpenID Provider (the certified `oidc-provider` package) on loopback, for the single
 * sign-on tests: one confidential client for Kisa, an account store the test controls (an
 * account taken out of it can no longer sign in: its login is refused with `access_denied`),
 * its own login page (HTML forms a browser can fill), consent given at once. For the negative
 * cases the token endpoint can be made to answer a forged ID token instead (`forge`).
 */

export interface IdpAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

/** What a forged ID token changes: its claims, and whether it is signed with a key the provider does not publish. */
export interface Forgery {
  claims?: (claims: JWTPayload) => JWTPayload;
  foreignKey?: boolean;
  alg?: 'HS256';
}

/** How one of the provider's endpoints fails while `fault` is set: the connection closed, no answer, a status with an HTML page, or garbage with 200. */
export interface ProviderFault {
  path: string;
  kind: 'refuse' | 'hang' | 500 | 503 | 429 | 'garbage';
}

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login (their `sub`). */
  accounts: Map<string, IdpAccount>;
  /** While set, the token endpoint answers an ID token built from the last authorization request and forged as said. */
  forge: Forgery | undefined;
  /** While set, requests to its path fail as it says. */
  fault: ProviderFault | undefined;
  /** The nonce of the last authorization request. */
  lastNonce: string | undefined;
  /** Drives the provider's pages as a browser would: from Kisa's redirect to the provider, signed in as `login`, to the URL it sends the browser back to. */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts a provider whose client sends browsers back to `redirectUri`. */
export async function startOidcProvider(
  redirectUri: string,
  options: { tokenAuthMethod?: 'client_secret_basic' | 'client_secret_post' } = {},
): Promise<OidcIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kisa';
  // Characters Basic authentication must form-encode (RFC 6749 §2.3.1); the provider takes visible ASCII only.
  const clientSecret = 'kisa:secret/+&=% ~';
  const accounts = new Map<string, IdpAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: options.tokenAuthMethod ?? 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    adapter: memoryAdapter(),
    // Fixed lifetimes (the defaults are functions that log a notice when used).
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    // The default error page logs a notice; tests read the error from the redirect or the status.
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true, ...(account.name ? { name: account.name } : {}) }),
      };
    },
  });

  const idp: OidcIdp = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    forge: undefined,
    fault: undefined,
    lastNonce: undefined,
    signIn: (authorizationUrl, login) => driveSignIn(issuer, redirectUri, authorizationUrl, login),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  let lastSubject: string | undefined;

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (idp.fault && url.pathname === idp.fault.path) return failAs(idp.fault.kind, req, res);
    if (url.pathname === '/auth' && url.searchParams.has('nonce')) idp.lastNonce = url.searchParams.get('nonce') ?? undefined;
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interaction) {
      void onInteraction(req, res, interaction[2] !== undefined).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST' && idp.forge) {
      void forgedTokens(res, idp.forge);
      return;
    }
    callback(req, res);
  });

  async function onInteraction(req: IncomingMessage, res: ServerResponse, submitted: boolean): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!submitted) return loginPage(res, details.uid);
      const form = new URLSearchParams(await bodyOf(req));
      const login = form.get('login') ?? '';
      if (!accounts.has(login)) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'This account may not sign in.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      lastSubject = login;
      await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      return;
    }
    // Consent: granted at once for what was asked.
    const { session, params } = details;
    const grant = new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  async function forgedTokens(res: ServerResponse, forgery: Forgery): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const sub = lastSubject ?? 'nobody';
    const account = accounts.get(sub);
    const base: JWTPayload = {
      iss: issuer,
      sub,
      aud: clientId,
      iat: now,
      exp: now + 300,
      nonce: idp.lastNonce,
      email: account?.email,
      email_verified: true,
    };
    const claims = forgery.claims ? forgery.claims(base) : base;
    const token =
      forgery.alg === 'HS256'
        ? await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(clientSecret))
        : await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(forgery.foreignKey ? foreign.privateKey : privateKey);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ access_token: 'forged', token_type: 'Bearer', expires_in: 300, id_token: token }));
  }

  return idp;
}

/** The provider's storage in memory (its own default logs a warning that it is for development). */
function memoryAdapter() {
  const items = new Map<string, AdapterPayload>();
  return class MemoryAdapter {
    constructor(readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      items.set(this.key(id), payload);
    }
    async find(id: string) {
      return items.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...items.entries()].find(([key, p]) => key.startsWith(`${this.model}:`) && p.uid === uid)?.[1];
    }
    async findByUserCode(userCode: string) {
      return [...items.entries()].find(([key, p]) => key.startsWith(`${this.model}:`) && p.userCode === userCode)?.[1];
    }
    async consume(id: string) {
      const payload = items.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      items.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, p] of items) if (p.grantId === grantId) items.delete(key);
    }
  };
}

function loginPage(res: ServerResponse, uid: string): void {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html><head><title>Test IdP sign-in</title></head><body><h1>Sign in to the test identity provider</h1>` +
      `<form method="post" action="/interaction/${uid}/login"><label>Login <input name="login" autocomplete="off"></label>` +
      `<label>Password <input name="password" type="password"></label><button type="submit">Sign in</button></form></body></html>`,
  );
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Follows the provider's redirects with a cookie jar, posting the login form once, until it sends the browser to `redirectUri`. */
async function driveSignIn(issuer: string, redirectUri: string, authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  let url = authorizationUrl;
  for (let hops = 0; hops < 12; hops++) {
    if (url.startsWith(redirectUri)) return url;
    const isLogin = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    if (isLogin && res.status === 200) {
      await res.text();
      const posted = await fetch(`${url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, password: 'any' }).toString(),
      });
      remember(posted);
      url = new URL(posted.headers.get('location') ?? '', issuer).href;
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`expected the provider to redirect at ${url}, got ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, issuer).href;
  }
  throw new Error(`expected the provider to send the browser back to ${redirectUri} within 12 redirects`);
}

function failAs(kind: ProviderFault['kind'], req: IncomingMessage, res: ServerResponse): void {
  if (kind === 'refuse') {
    req.socket.destroy();
    return;
  }
  if (kind === 'hang') return;
  res.statusCode = kind === 'garbage' ? 200 : kind;
  res.setHeader('content-type', kind === 'garbage' ? 'application/json' : 'text/html');
  if (kind === 429) res.setHeader('retry-after', '30');
  res.end(kind === 'garbage' ? '{"id_token": "not, json' : '<html><body>Service Unavailable</body></html>');
}
