/**
 * A real local OpenID Connect issuer (the `oidc-provider` package) for sign-in tests: discovery, authorization
 * code + PKCE, ID tokens, userinfo, refresh tokens and token revocation. Its interaction is a minimal login form listing the test accounts (a button
 * per account: `POST /interaction/<uid>/login` with `login=<account id>`); consent is granted automatically.
 * With `autoLogin` the form is skipped and that account signs in at once.
 *
 *   const issuer = await startOidcIssuer({ clientId, clientSecret, redirectUris, accounts: [{ id: 'ada', email }] });
 *   // PARTNER_OIDC_ISSUER = issuer.issuer
 *   await issuer.close();
 *
 * As a process: `npx tsx apps/server/src/test/oidc-issuer.ts --port 4455 --client-id katana --client-secret s3cret
 *   --redirect-uri http://127.0.0.1:3000/api/v2/users/oauth/partner/callback --account ada:ada@example.com`
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcTestAccount {
  id: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface OidcIssuerOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: OidcTestAccount[];
  port?: number;
  host?: string;
  /** Sign this account in without showing the login form. */
  autoLogin?: string;
}

export interface OidcIssuer {
  issuer: string;
  close(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
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

interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/** oidc-provider's storage interface over one Map (what its dev adapter does, without the warning). */
function memoryAdapterFactory() {
  const store = new Map<string, Stored>();
  const live = (key: string) => {
    const hit = store.get(key);
    if (hit && hit.expiresAt < Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (typeof payload.grantId === 'string')
        store.set(`grant:${payload.grantId}:${this.key(id)}`, {
          payload: { key: this.key(id) },
          expiresAt: Date.now() + expiresIn * 1000,
        });
      if (typeof payload.uid === 'string')
        store.set(`uid:${this.model}:${payload.uid}`, {
          payload: { id },
          expiresAt: Date.now() + expiresIn * 1000,
        });
      if (typeof payload.userCode === 'string')
        store.set(`userCode:${payload.userCode}`, {
          payload: { id },
          expiresAt: Date.now() + expiresIn * 1000,
        });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const ref = live(`uid:${this.model}:${uid}`);
      return ref ? this.find(String(ref.id)) : undefined;
    }
    async findByUserCode(userCode: string) {
      const ref = live(`userCode:${userCode}`);
      return ref ? this.find(String(ref.id)) : undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of [...store.keys()]) {
        if (!key.startsWith(`grant:${grantId}:`)) continue;
        const ref = store.get(key)?.payload;
        if (ref) store.delete(String(ref.key));
        store.delete(key);
      }
    }
  };
}

export async function startOidcIssuer(options: OidcIssuerOptions): Promise<OidcIssuer> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map(options.accounts.map((a) => [a.id, a]));
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, host, resolve));
  const { port } = http.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' } as never],
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Revocation ends a partner session (revoking the refresh token drops the whole grant).
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    // Every code grant gets a refresh token, as a partner keeping its users signed in would hand out.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Like Google's, the ID token carries the granted scopes' claims (e-mail, name), so a token handed over on its
    // own (One Tap's credential) says who signed in without a userinfo call.
    conformIdTokenClaims: false,
    // Explicit lifetimes and a per-issuer memory adapter keep the library's development warnings out of test logs.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
      RefreshToken: 3600,
    },
    adapter: memoryAdapterFactory(),
    pkce: { methods: ['S256'], required: () => true },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.email_verified ?? true,
            ...(account.name ? { name: account.name } : {}),
            ...(account.picture ? { picture: account.picture } : {}),
          };
        },
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerHandler = provider.callback();

  async function finishLogin(req: IncomingMessage, res: ServerResponse, accountId: string) {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function grantConsent(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params, session, grantId } = details;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const id = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: id } },
      { mergeWithLastSubmission: true },
    );
  }

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== match?.[1]) throw new Error('interaction mismatch');
    if (details.prompt.name === 'consent') return grantConsent(req, res);
    if (req.method === 'POST' && match[2]) {
      const login = (await readForm(req)).get('login') ?? '';
      if (!accounts.has(login)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown account');
        return;
      }
      return finishLogin(req, res, login);
    }
    if (options.autoLogin) return finishLogin(req, res, options.autoLogin);
    const buttons = [...accounts.values()]
      .map(
        (a) =>
          `<button type="submit" name="login" value="${escape(a.id)}">Sign in as ${escape(a.name ?? a.id)} (${escape(a.email)})</button>`,
      )
      .join('<br>');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>Test issuer login</title><h1>Test issuer</h1>` +
          `<form method="post" action="/interaction/${escape(details.uid)}/login">${buttons}</form>`,
      );
  }

  http.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((err: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(err.message);
      });
      return;
    }
    void providerHandler(req, res);
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const all = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []));
  const one = (name: string, fallback: string) => all(name)[0] ?? fallback;
  const accounts = all('--account').map((spec) => {
    const [id = '', email = '', name] = spec.split(':');
    return { id, email, ...(name ? { name } : {}) };
  });
  const issuer = await startOidcIssuer({
    port: Number(one('--port', '4455')),
    clientId: one('--client-id', 'katana'),
    clientSecret: one('--client-secret', 'katana-test-secret'),
    redirectUris: all('--redirect-uri'),
    accounts: accounts.length ? accounts : [{ id: 'ada', email: 'ada@example.com', name: 'Ada Lovelace' }],
  });
  console.log(`oidc issuer listening on ${issuer.issuer}`);
  const stop = () => void issuer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
