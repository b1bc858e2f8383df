import { describe, expect, it } from 'vitest';
import { HealthRegistry } from './health-registry.ts';

describe('HealthRegistry', () => {
  it('reports ok when every check passes, with each check under its name', async () => {
    const registry = new HealthRegistry();
    registry.register('db', async () => ({ ok: true, driver: 'pglite' }));
    registry.register('queue', async () => ({ ok: true, engine: 'in-process' }));
    expect(await registry.run()).toEqual({
      status: 'ok',
      checks: { db: { ok: true, driver: 'pglite' }, queue: { ok: true, engine: 'in-process' } },
    });
  });

  it('reports degraded when a check fails, throws or does not answer in time', async () => {
    const registry = new HealthRegistry();
    registry.register('db', async () => ({ ok: true }));
    registry.register('redis', async () => ({ ok: false, error: 'down' }));
    registry.register('sandbox', async () => {
      throw new TypeError('postgres://user:secret@host/db unreachable');
    });
    registry.register('slow', () => new Promise(() => {}));
    const report = await registry.run(50);
    expect(report.status).toBe('degraded');
    expect(report.checks.redis).toEqual({ ok: false, error: 'down' });
    expect(report.checks.sandbox).toEqual({ ok: false, error: 'TypeError' });
    expect(report.checks.slow).toEqual({ ok: false, error: 'no answer within 50 ms' });
  });

  it('lets a later part replace an entry, and refuses reserved names', async () => {
    const registry = new HealthRegistry();
    registry.register('queue', async () => ({ ok: true, engine: 'in-process' }));
    registry.register('queue', async () => ({ ok: true, engine: 'bullmq', waiting: 0 }));
    expect((await registry.run()).checks.queue).toEqual({ ok: true, engine: 'bullmq', waiting: 0 });
    expect(() => registry.register('status', async () => ({ ok: true }))).toThrow(
      /Invalid health check name/,
    );
  });
});
