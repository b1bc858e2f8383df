import { describe, expect, it } from 'vitest';
import { createMemoryLimiter } from './send-limiter.ts';

describe('createMemoryLimiter', () => {
  it('allows max hits per window per key, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = createMemoryLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(await limiter.hit('a', 5, 60_000)).toBe(true);
    expect(await limiter.hit('a', 5, 60_000)).toBe(false);
    expect(await limiter.hit('b', 5, 60_000)).toBe(true);
    now += 60_000;
    expect(await limiter.hit('a', 5, 60_000)).toBe(true);
  });
});
