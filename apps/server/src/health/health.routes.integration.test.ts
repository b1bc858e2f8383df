import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDriver } from '../test/test-db.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { register: (app) => app.health.register('sandbox', async () => ({ ok: false, error: 'no cgroup' })) },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database, the queue engine and every registered check', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(200);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.uptime_s).toBeGreaterThanOrEqual(0);
    expect(data.db).toMatchObject({ ok: true, driver: testDriver() });
    expect(typeof data.db.latency_ms).toBe('number');
    expect(data.queue).toMatchObject({ ok: true, engine: 'in-process', waiting: 0, active: 0 });
    expect(data.sandbox).toEqual({ ok: false, error: 'no cgroup' });
    expect(data.status).toBe('degraded');
  });

  it('also answers with a trailing slash', async () => {
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });
});

describe('GET /api/health when the database is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('reports degraded with db.ok false', async () => {
    await t.testDb.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'degraded', db: { ok: false } });
  });
});
