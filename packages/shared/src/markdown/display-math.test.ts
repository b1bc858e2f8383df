import { describe, expect, it } from 'vitest';
import { openDisplayMath } from './display-math.ts';

describe('openDisplayMath', () => {
  it.each([
    ['$$a + b$$', '$$\na + b\n$$'],
    ['text\n$$x^2$$\nmore', 'text\n$$\nx^2\n$$\nmore'],
    ['inline $a$ stays', 'inline $a$ stays'],
    ['costs $$5 and $$6 here', 'costs $$5 and $$6 here'],
    ['```\n$$x$$\n```', '```\n$$x$$\n```'],
    ['$$\nx\n$$', '$$\nx\n$$'],
  ])('%j -> %j', (input, output) => {
    expect(openDisplayMath(input)).toBe(output);
  });
});
