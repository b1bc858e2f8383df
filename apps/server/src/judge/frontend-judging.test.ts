import { describe, expect, it } from 'vitest';
import { storedConsole } from './frontend-judging.ts';

describe('storedConsole', () => {
  it('keeps a short console as it is', () => {
    expect(storedConsole(['[log] ready', '[error] oops'])).toEqual(['[log] ready', '[error] oops']);
  });

  it('keeps at most 30 lines and 4000 characters, and says how many lines were left out', () => {
    const many = Array.from({ length: 50 }, (_, i) => `[log] ${i}`);
    const kept = storedConsole(many);
    expect(kept).toHaveLength(31);
    expect(kept.at(-1)).toBe('… 20 more lines not kept');
    const long = Array.from({ length: 10 }, () => 'x'.repeat(500));
    const cut = storedConsole(long);
    expect(cut.slice(0, -1).join('').length).toBeLessThanOrEqual(4000);
    expect(cut.at(-1)).toBe('… 2 more lines not kept');
  });
});
