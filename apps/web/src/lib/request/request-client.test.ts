import { describe, expect, it, vi } from 'vitest';
import { errorEnvelope, fakeFetch, okEnvelope, type FakeAnswer } from '../../test/fake-fetch.ts';
import { CACHE_BUST_PARAM, createRequestClient } from './request-client.ts';
import type { SessionHooks } from './session-hooks.ts';

function setup(
  script: FakeAnswer[],
  opts: { now?: () => number; hooks?: Partial<SessionHooks>; partnerEnvironment?: () => boolean } = {},
) {
  const net = fakeFetch(...script);
  const hooks: SessionHooks = {
    clearAuthState: vi.fn(),
    redirect: vi.fn(),
    currentPathWithQuery: () => '/problems?page=2',
    clearCookies: vi.fn(),
    authToken: () => null,
    csrfToken: () => null,
    ...opts.hooks,
  };
  const sleep = vi.fn(async () => {});
  const client = createRequestClient({
    baseUrl: '/api',
    fetch: net.fetch,
    now: opts.now ?? (() => 1_000_000),
    sleep,
    sessionHooks: hooks,
    sourceUrl: () => 'https://katana.test/problems',
    ...(opts.partnerEnvironment ? { partnerEnvironment: opts.partnerEnvironment } : {}),
  });
  return { client, net, hooks, sleep };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('request building', () => {
  it('prefixes relative paths with the base URL and leaves absolute URLs alone', async () => {
    const { client, net } = setup([okEnvelope(1), okEnvelope(2), okEnvelope(3)]);
    await client.get('v2/users/login_status');
    await client.get('/v2/problems');
    await client.get('https://other.example/ping');
    expect(net.calls.map((c) => c.url)).toEqual([
      '/api/v2/users/login_status',
      '/api/v2/problems',
      'https://other.example/ping',
    ]);
  });

  it('sends cookies with every method except OPTIONS', async () => {
    const { client, net } = setup([]);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const) {
      await client.request('x', { method });
    }
    expect(net.calls.map((c) => [c.init.method, c.init.credentials])).toEqual([
      ['GET', 'include'],
      ['POST', 'include'],
      ['PUT', 'include'],
      ['DELETE', 'include'],
      ['PATCH', 'include'],
      ['HEAD', 'include'],
      ['OPTIONS', 'omit'],
    ]);
  });

  it('sends JSON bodies, query params and headers', async () => {
    const { client, net } = setup([okEnvelope({ id: 7 })]);
    const result = await client.post(
      'v2/users/email_login',
      { email: 'a@b.c' },
      { params: { 'feature_keys[]': ['a', 'b'], page: 2, skip: undefined }, headers: { 'X-Source': 'web' } },
    );
    expect(result).toEqual({ ok: true, data: { id: 7 } });
    const call = net.calls[0]!;
    expect(call.url).toBe('/api/v2/users/email_login?feature_keys%5B%5D=a&feature_keys%5B%5D=b&page=2');
    expect(call.init.body).toBe('{"email":"a@b.c"}');
    expect(headersOf(call.init)).toMatchObject({ 'Content-Type': 'application/json', 'X-Source': 'web' });
  });

  it('adds source_url to the body on POST and to the query otherwise', async () => {
    const { client, net } = setup([]);
    await client.post('events', { a: 1 }, { sourceUrl: true });
    await client.get('events', { sourceUrl: true });
    expect(JSON.parse(net.calls[0]!.init.body as string)).toEqual({ a: 1, source_url: 'https://katana.test/problems' });
    expect(net.calls[1]!.url).toBe('/api/events?source_url=https%3A%2F%2Fkatana.test%2Fproblems');
  });

  it('in the partner environment appends naukri_request=true and sends no Authorization header', async () => {
    let partner = true;
    const { client, net } = setup([], { hooks: { authToken: () => 'abc' }, partnerEnvironment: () => partner });
    await client.get('v2/users/login_status', { params: { source_url: '/x' } });
    await client.post('v2/users/logout', {}, { headers: { authorization: 'Token caller' } });
    expect(net.calls.map((c) => c.url)).toEqual([
      '/api/v2/users/login_status?source_url=%2Fx&naukri_request=true',
      '/api/v2/users/logout?naukri_request=true',
    ]);
    for (const call of net.calls) {
      expect(Object.keys(headersOf(call.init)).map((h) => h.toLowerCase())).not.toContain('authorization');
    }
    partner = false;
    await client.get('v2/users/login_status');
    expect(net.calls[2]!.url).toBe('/api/v2/users/login_status');
    expect(headersOf(net.calls[2]!.init).Authorization).toBe('Token abc');
  });

  it('sends the held token as an Authorization header', async () => {
    const { client, net } = setup([], { hooks: { authToken: () => 'abc' } });
    await client.get('x');
    expect(headersOf(net.calls[0]!.init).Authorization).toBe('Token abc');
  });
});

describe('CSRF header', () => {
  it('echoes the CSRF cookie on writes and never on reads', async () => {
    const { client, net } = setup([], { hooks: { csrfToken: () => 'c5rf' } });
    await client.post('v2/users/logout');
    await client.request('x', { method: 'DELETE' });
    await client.get('v2/users/login_status');
    expect(headersOf(net.calls[0]!.init)['x-csrf-token']).toBe('c5rf');
    expect(headersOf(net.calls[1]!.init)['x-csrf-token']).toBe('c5rf');
    expect(headersOf(net.calls[2]!.init)['x-csrf-token']).toBeUndefined();
  });

  it('sends no header when there is no CSRF cookie', async () => {
    const { client, net } = setup([]);
    await client.post('v2/users/logout');
    expect(headersOf(net.calls[0]!.init)).not.toHaveProperty('x-csrf-token');
  });
});

describe('error catalogue (spec 03 §8)', () => {
  const cases: [string, FakeAnswer, unknown][] = [
    ['a success envelope gives its data', okEnvelope({ n: 1 }), { ok: true, data: { n: 1 } }],
    ['an empty answer is an internal server error', { status: 200, body: '' }, { ok: false, error: { code: 501, message: 'Internal Server Error.', status: 200 } }],
    ['an unknown body is an internal server error', { status: 200, body: '<html>' }, { ok: false, error: { code: 501, message: 'Internal Server Error.', status: 200 } }],
    ['an envelope without data is an internal server error', { status: 200, body: { status: 200 } }, { ok: false, error: { code: 501, message: 'Internal Server Error.', status: 200 } }],
    ['a non-200 envelope status is an internal server error', { status: 200, body: { status: 201, data: {} } }, { ok: false, error: { code: 501, message: 'Internal Server Error.', status: 200 } }],
    ['a network failure is a network error', { networkError: true }, { ok: false, error: { code: 503, message: 'Network error.' } }],
    ['HTTP status 0 is an internal server error', { status: 0 }, { ok: false, error: { code: 501, message: 'Internal Server Error.' } }],
    ['an HTTP failure keeps the status and the server message', errorEnvelope(404, 404, 'Problem not found'), { ok: false, error: { code: 404, message: 'Problem not found', status: 404 } }],
    ['an HTTP failure without an envelope keeps the status', { status: 502, body: 'Bad gateway' }, { ok: false, error: { code: 502, message: 'Internal Server Error.', status: 502 } }],
    ['a domain code in the envelope wins over the HTTP status', errorEnvelope(400, 927, 'Incorrect passcode'), { ok: false, error: { code: 927, message: 'Incorrect passcode', status: 400 } }],
    ['validation errors carry their fields', errorEnvelope(422, 422, 'Invalid', { email: 'Enter a valid e-mail' }), { ok: false, error: { code: 422, message: 'Invalid', status: 422, fields: { email: 'Enter a valid e-mail' } } }],
  ];
  for (const [name, answer, expected] of cases) {
    it(name, async () => {
      const { client } = setup([answer]);
      expect(await client.get('x')).toEqual(expected);
    });
  }

  it('treats a bodyless successful HEAD as success', async () => {
    const { client } = setup([{ status: 200 }]);
    expect(await client.request('x', { method: 'HEAD' })).toEqual({ ok: true, data: null });
  });

  it('passes an abort through instead of reporting a network error', async () => {
    const { client } = setup([]);
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('GET cache', () => {
  function clock() {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  }

  it('answers from the cache until the TTL in seconds runs out', async () => {
    const c = clock();
    const { client, net } = setup([okEnvelope('first'), okEnvelope('second')], { now: c.now });
    expect(await client.get('list', { cacheSeconds: 60 })).toEqual({ ok: true, data: 'first' });
    c.advance(59_999);
    expect(await client.get('list', { cacheSeconds: 60 })).toEqual({ ok: true, data: 'first' });
    expect(net.calls).toHaveLength(1);
    c.advance(1);
    expect(await client.get('list', { cacheSeconds: 60 })).toEqual({ ok: true, data: 'second' });
    expect(net.calls).toHaveLength(2);
  });

  it('never expires entries with a TTL of zero or less', async () => {
    for (const ttl of [0, -5]) {
      const c = clock();
      const { client, net } = setup([okEnvelope('kept'), okEnvelope('fresh')], { now: c.now });
      await client.get('list', { cacheSeconds: ttl });
      c.advance(365 * 24 * 3600 * 1000);
      expect(await client.get('list', { cacheSeconds: ttl })).toEqual({ ok: true, data: 'kept' });
      expect(net.calls).toHaveLength(1);
    }
  });

  it('keys entries by params and header values', async () => {
    const { client, net } = setup([okEnvelope('p1'), okEnvelope('p2'), okEnvelope('h')]);
    await client.get('list', { cacheSeconds: 60, params: { page: 1 } });
    expect(await client.get('list', { cacheSeconds: 60, params: { page: 2 } })).toEqual({ ok: true, data: 'p2' });
    expect(await client.get('list', { cacheSeconds: 60, params: { page: 1 }, headers: { 'X-Lang': 'en' } })).toEqual({
      ok: true,
      data: 'h',
    });
    expect(await client.get('list', { cacheSeconds: 60, params: { page: 1 } })).toEqual({ ok: true, data: 'p1' });
    expect(net.calls).toHaveLength(3);
  });

  it('caches neither failures nor calls without a TTL', async () => {
    const { client, net } = setup([errorEnvelope(404, 404, 'gone'), okEnvelope('a'), okEnvelope('b'), okEnvelope('c')]);
    await client.get('list', { cacheSeconds: 60 });
    expect(await client.get('list', { cacheSeconds: 60 })).toEqual({ ok: true, data: 'a' });
    await client.get('other');
    expect(await client.get('other')).toEqual({ ok: true, data: 'c' });
    expect(net.calls).toHaveLength(4);
  });

  it('cache-busting GETs add a timestamp, skip the cache and refresh it', async () => {
    const { client, net } = setup([okEnvelope('old'), okEnvelope('new')], { now: () => 1_700_000_000_000 });
    await client.get('list', { cacheSeconds: 60 });
    expect(await client.get('list', { cacheSeconds: 60, bustCache: true })).toEqual({ ok: true, data: 'new' });
    expect(net.calls[1]!.url).toBe(`/api/list?${CACHE_BUST_PARAM}=1700000000000`);
    expect(await client.get('list', { cacheSeconds: 60 })).toEqual({ ok: true, data: 'new' });
    expect(net.calls).toHaveLength(2);
  });
});

describe('retries', () => {
  it('retries network failures and 5xx answers up to the retry count', async () => {
    const { client, net, sleep } = setup([{ networkError: true }, { status: 503, body: '' }, okEnvelope('done')]);
    expect(await client.get('x', { retries: 2 })).toEqual({ ok: true, data: 'done' });
    expect(net.calls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry count with the last error', async () => {
    const { client, net } = setup([{ networkError: true }, { networkError: true }, okEnvelope('late')]);
    expect(await client.get('x', { retries: 1 })).toEqual({ ok: false, error: { code: 503, message: 'Network error.' } });
    expect(net.calls).toHaveLength(2);
  });

  it('does not retry by default, for client errors, or for a negative count', async () => {
    const a = setup([{ networkError: true }, okEnvelope('x')]);
    await a.client.get('x');
    expect(a.net.calls).toHaveLength(1);
    const b = setup([errorEnvelope(404, 404, 'no'), okEnvelope('x')]);
    await b.client.get('x', { retries: 3 });
    expect(b.net.calls).toHaveLength(1);
    const c = setup([{ networkError: true }, okEnvelope('x')]);
    await c.client.get('x', { retries: -2 });
    expect(c.net.calls).toHaveLength(1);
  });
});

describe('calls in flight', () => {
  it('counts running calls and drops back to zero when they settle', async () => {
    let release: (v: { status: number; body: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body: unknown }>((r) => (release = r));
    const { client } = setup([{ pending }, okEnvelope('b')]);
    const seen: number[] = [];
    client.inFlight.subscribe(() => seen.push(client.inFlight.count));
    const first = client.get('a');
    const second = client.get('b');
    expect(client.inFlight.count).toBe(2);
    await second;
    expect(client.inFlight.count).toBe(1);
    release({ status: 200, body: { status: 200, data: 'a' } });
    await first;
    expect(client.inFlight.count).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('leaves calls that opt out of the loading bar uncounted', async () => {
    const { client } = setup([]);
    const call = client.get('x', { loadingBar: false });
    expect(client.inFlight.count).toBe(0);
    await call;
  });

  it('ends the count even when the network fails', async () => {
    const { client } = setup([{ networkError: true }]);
    await client.get('x');
    expect(client.inFlight.count).toBe(0);
  });
});

describe('session codes', () => {
  it('101 clears the auth state and sends the user to log in again', async () => {
    const { client, hooks } = setup([errorEnvelope(401, 101, 'Please log in')]);
    const result = await client.get('x');
    expect(result).toEqual({ ok: false, error: { code: 101, message: 'Please log in', status: 401 } });
    expect(hooks.clearAuthState).toHaveBeenCalledTimes(1);
    expect(hooks.redirect).toHaveBeenCalledWith('/auth?redirect=%2Fproblems%3Fpage%3D2&logged_out=true');
    expect(hooks.clearCookies).not.toHaveBeenCalled();
  });

  it('102 adds continue_with_naukri=1', async () => {
    const { client, hooks } = setup([errorEnvelope(401, 102, 'Partner session expired')]);
    await client.get('x');
    expect(hooks.redirect).toHaveBeenCalledWith(
      '/auth?redirect=%2Fproblems%3Fpage%3D2&logged_out=true&continue_with_naukri=1',
    );
  });

  it('does not redirect again from the auth page', async () => {
    const { client, hooks } = setup([errorEnvelope(401, 101, 'Please log in')], {
      hooks: { currentPathWithQuery: () => '/auth?redirect=%2F' },
    });
    await client.get('x');
    expect(hooks.clearAuthState).toHaveBeenCalled();
    expect(hooks.redirect).not.toHaveBeenCalled();
  });

  it('103 clears the three session cookies and the auth state and returns the error', async () => {
    const { client, hooks } = setup([errorEnvelope(401, 103, 'Session invalid')]);
    const result = await client.get('x');
    expect(result).toEqual({ ok: false, error: { code: 103, message: 'Session invalid', status: 401 } });
    expect(hooks.clearCookies).toHaveBeenCalledWith(['studio_at', 'studio_rt', 'nauk_sid']);
    expect(hooks.clearAuthState).toHaveBeenCalledTimes(1);
    expect(hooks.redirect).not.toHaveBeenCalled();
  });

  it('uses hooks plugged in later', async () => {
    const { client } = setup([errorEnvelope(401, 101, 'Please log in')]);
    const clearAuthState = vi.fn();
    client.setSessionHooks({ clearAuthState });
    await client.get('x');
    expect(clearAuthState).toHaveBeenCalledTimes(1);
  });
});
