/**
 * A small fetch client with a cookie jar per origin and manual redirects, for tests that drive real HTTP flows
 * across several servers (app -> OIDC issuer -> app).
 */
import { createServer } from 'node:net';

export class CookieJar {
  private jars = new Map<string, Map<string, string>>();

  header(url: URL): string {
    const jar = this.jars.get(url.origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  get(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }

  store(url: URL, res: Response): void {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date()),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
}

export interface Hop {
  url: URL;
  res: Response;
  body: string;
}

/** One request with the jar's cookies, no redirect following. */
export async function request(jar: CookieJar, url: URL, init: RequestInit = {}): Promise<Hop> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, res);
  return { url, res, body: await res.text() };
}

/** Follows redirects until `stop(url)` is true for the next location or a non-redirect answer comes. */
export async function follow(
  jar: CookieJar,
  start: URL,
  stop: (next: URL) => boolean = () => false,
): Promise<Hop> {
  let hop = await request(jar, start);
  for (let i = 0; i < 20; i++) {
    const location = hop.res.headers.get('location');
    if (hop.res.status < 300 || hop.res.status >= 400 || !location) return hop;
    const next = new URL(location, hop.url);
    if (stop(next)) return { ...hop, url: next };
    hop = await request(jar, next);
  }
  throw new Error('too many redirects');
}

/** A port that was free a moment ago (for a server whose URL must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
