import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { loggerOptions } from './plugins/app/logger.ts';
import { linesStream } from './test/lines-stream.ts';

/** Routes only these tests need: a body to validate and a handler that throws. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ user: z.object({ email: z.email('Enter a valid email.') }), age: z.number().int() }),
      },
    },
    async (request) => ok(request.body),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.post('/api/test/log', async (request) => {
    request.log.info({ body: request.body }, 'received');
    return ok(null);
  });
};

describe('API conventions', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = linesStream(logLines);
    t = await createTestApp(
      {},
      {
        register: (app) => app.register(testRoutes),
        logger: loggerOptions({ logLevel: 'info', nodeEnv: 'test' }, stream),
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('wraps a success in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { user: { email: 'a@b.co' }, age: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { user: { email: 'a@b.co' }, age: 3 } });
  });

  it('answers 422 with a message per invalid field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { user: { email: 'nope' }, age: 'x' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status).toBe(422);
    expect(body.error.code).toBe(422);
    expect(body.error.message).toBe('Validation failed.');
    expect(body.error.fields['user.email']).toBe('Enter a valid email.');
    expect(body.error.fields.age).toMatch(/number/i);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: { code: 400, message: 'Malformed JSON body.' } });
  });

  it('answers a 404 envelope for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ status: 404, error: { code: 404, message: 'Not found.' } });
    }
  });

  it('answers a 500 envelope without stack or message of the error, and logs it with the request id', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'x-request-id': 'boom-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, error: { code: 500, message: 'Internal Server Error.' } });
    expect(res.body).not.toMatch(/hunter2|at .*\.ts/);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.reqId === 'boom-1' && l.level === 50);
    expect(logged?.err?.message).toBe('database password is hunter2');
  });

  it('redacts passwords, tokens and credentials headers in the log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/log',
      headers: { 'x-request-id': 'log-1' },
      payload: { email: 'a@b.co', password: 'pw-secret', nested: { token: 'tok-secret' } },
    });
    const lines = logLines.filter((l) => l.includes('"log-1"')).join('\n');
    expect(lines).toContain('received');
    expect(lines).toContain('[Redacted]');
    expect(lines).not.toMatch(/pw-secret|tok-secret/);
  });

  it('logs a request by its route, never its query string (search words, sign-in links, codes)', async () => {
    await t.app.inject({
      url: '/api/health?token=tok-in-url&code=oauth-code&search=typed-words',
      headers: { 'x-request-id': 'log-2' },
    });
    const lines = logLines.filter((l) => l.includes('"log-2"')).join('\n');
    expect(lines).toContain('"url":"/api/health"');
    expect(lines).not.toMatch(/tok-in-url|oauth-code|typed-words|\?/);
  });

  it('answers a URL that does not decode with a 400 envelope, quoting none of it in the answer or the log', async () => {
    const res = await t.app.inject({
      url: '/api/v1/problems/%E0%A4%Atyped-path',
      headers: { 'x-request-id': 'log-3' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: { code: 400, message: 'Malformed URL.' } });
    const lines = logLines.filter((l) => l.includes('"log-3"')).join('\n');
    expect(lines).toContain('FST_ERR_BAD_URL');
    expect(lines).not.toContain('typed-path');
  });

  it('echoes a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-abc.123' } });
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await t.app.inject({ url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers, a CSP that lets the app load its own scripts, and no CORS by default', async () => {
    const res = await t.app.inject({ url: '/', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports rate-limit headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/languages' });
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });
});

describe('CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://app.example.org, https://admin.example.org' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows only the listed origins, with credentials', async () => {
    const allowed = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://app.example.org' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a 429 envelope past the limit, but never limits the health probe or the pages', async () => {
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ url: '/api/v1/languages' })).statusCode).toBe(200);
    const limited = await t.app.inject({ url: '/api/v1/languages' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, error: { code: 429 } });
    expect(limited.json().error.message).toMatch(/Too many requests/);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/problems' })).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves an OpenAPI 3 document generated from the zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/languages']));
    const params = doc.paths['/api/v1/languages'].get.parameters;
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'q', in: 'query' })]));
    const fieldsSchema =
      doc.paths['/api/v1/languages'].get.responses['422'].content['application/json'].schema;
    expect(fieldsSchema.properties.error.properties).toHaveProperty('fields');
    expect(Object.keys(doc.paths).some((p) => p.includes('*'))).toBe(false);
  });

  it('serves Swagger UI', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
