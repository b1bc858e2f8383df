import { describe, expect, it } from 'vitest';
import { applyVote, type Votes } from './vote-state.ts';

describe('applyVote', () => {
  const cases: [Votes, 1 | -1, Votes][] = [
    [{ reaction: null, up: 4, down: 1 }, 1, { reaction: 1, up: 5, down: 1 }],
    [{ reaction: 1, up: 5, down: 1 }, 1, { reaction: null, up: 4, down: 1 }],
    [{ reaction: 1, up: 5, down: 1 }, -1, { reaction: -1, up: 4, down: 2 }],
    [{ reaction: -1, up: 4, down: 2 }, -1, { reaction: null, up: 4, down: 1 }],
    [{ reaction: null, up: 0, down: 0 }, -1, { reaction: -1, up: 0, down: 1 }],
  ];
  it.each(cases)('%j + %i -> %j', (votes, pressed, next) => {
    expect(applyVote(votes, pressed)).toEqual(next);
  });
});
