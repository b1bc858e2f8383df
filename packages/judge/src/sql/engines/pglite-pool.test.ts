import { afterEach, describe, expect, it, vi } from 'vitest';
import { PglitePool, type WarmProcess } from './pglite-pool.ts';

interface Fake extends WarmProcess {
  id: number;
  key: string;
  discarded: boolean;
  load(ok: boolean): void;
}

function fakes() {
  const started: Fake[] = [];
  const start = (key: string): Fake => {
    let settle!: (ok: boolean) => void;
    const fake: Fake = {
      id: started.length + 1,
      key,
      discarded: false,
      ready: new Promise((resolve) => (settle = resolve)),
      load: (ok) => settle(ok),
      discard: async () => {
        fake.discarded = true;
      },
    };
    started.push(fake);
    return fake;
  };
  return { started, start };
}

describe('the pool of warm PGlite processes', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out each process once and starts its replacement at once', () => {
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 2, maxKeys: 2, idleMs: 60_000 });
    pool.warm('256');
    expect(started.map((p) => p.id)).toEqual([1, 2]);
    const first = pool.take('256');
    const second = pool.take('256');
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(started).toHaveLength(4);
    expect(pool.warmCount()).toBe(2);
  });

  it('starts a process on demand when none is warm, and keeps none when its size is 0', () => {
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 0, maxKeys: 2, idleMs: 60_000 });
    pool.warm('256');
    expect(started).toHaveLength(0);
    expect(pool.take('256').id).toBe(1);
    expect(pool.warmCount()).toBe(0);
  });

  it('keeps processes for the most recent memory limits only', () => {
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 1, maxKeys: 2, idleMs: 60_000 });
    pool.warm('a');
    pool.warm('b');
    pool.warm('c');
    expect(started.find((p) => p.key === 'a')!.discarded).toBe(true);
    expect(pool.warmCount()).toBe(2);
    expect(pool.take('b').key).toBe('b');
  });

  it('lets a process left idle too long go without starting another, until the next run', () => {
    vi.useFakeTimers();
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 1, maxKeys: 2, idleMs: 1_000 });
    pool.warm('256');
    vi.advanceTimersByTime(1_000);
    expect(started[0]!.discarded).toBe(true);
    expect(started).toHaveLength(1);
    expect(pool.warmCount()).toBe(0);
    pool.take('256');
    expect(pool.warmCount()).toBe(1);
  });

  it('drops a process that died while waiting', async () => {
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 1, maxKeys: 2, idleMs: 60_000 });
    pool.warm('256');
    started[0]!.load(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(started[0]!.discarded).toBe(true);
  });

  it('ends every warm process when closed and refuses to hand out more', async () => {
    const { started, start } = fakes();
    const pool = new PglitePool({ start, size: 2, maxKeys: 2, idleMs: 60_000 });
    pool.warm('256');
    await pool.close();
    expect(started.every((p) => p.discarded)).toBe(true);
    expect(() => pool.take('256')).toThrow(/closed/);
  });
});
