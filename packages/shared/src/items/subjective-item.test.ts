import { describe, expect, it } from 'vitest';
import { buildItem } from './build-item.ts';
import { ItemError } from './item-error.ts';
import { learnerView } from './learner-view.ts';

const subjective = {
  slug: 'hash-or-tree',
  type: 'SUBJECTIVE',
  title: 'Hash map or tree',
  difficulty: 'MEDIUM',
  max_score: 20,
  topics: ['hashing'],
  meta_description: 'When to use which.',
  meta_keywords: 'hash map, tree',
  rubric: {
    pass_score: 2,
    levels: [
      { score: 0, description: 'Nothing right.' },
      { score: 1, description: 'One difference.' },
      { score: 2, description: 'Costs and a case for each.' },
    ],
  },
};

function failure(raw: unknown, files: { statement?: string }): ItemError {
  try {
    buildItem(raw, files);
  } catch (error) {
    if (error instanceof ItemError) return error;
    throw error;
  }
  throw new Error('expected an ItemError');
}

describe('SUBJECTIVE items', () => {
  it('builds a statement and its rubric, and shows learners the rubric', () => {
    const item = buildItem(subjective, { statement: 'Which **one**?' });
    expect(item.type).toBe('SUBJECTIVE');
    const view = learnerView(item);
    expect(view).toMatchObject({
      type: 'SUBJECTIVE',
      statement: 'Which **one**?',
      rubric: { passScore: 2, levels: [{ score: 0 }, { score: 1 }, { score: 2 }] },
    });
  });

  it.each([
    [
      'levels out of order',
      { ...subjective, rubric: { ...subjective.rubric, levels: [...subjective.rubric.levels].reverse() } },
      /expected 0, got 2/,
    ],
    [
      'a pass score above the top level',
      { ...subjective, rubric: { ...subjective.rubric, pass_score: 3 } },
      /above/,
    ],
    ['a missing rubric', { ...subjective, rubric: undefined }, /rubric/],
    ['a quiz max score it does not have', { ...subjective, max_score: 80 }, /worth 20/],
  ])('rejects %s', (_what, raw, reason) => {
    const error = failure(raw, { statement: 'Q' });
    expect(error.file).toBe('item.yaml');
    expect(error.reason).toMatch(reason);
  });

  it('needs a statement', () => {
    expect(failure(subjective, {}).file).toBe('statement.en.md');
  });
});
