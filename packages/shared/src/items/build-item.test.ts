import { describe, expect, it } from 'vitest';
import { buildItem } from './build-item.ts';
import { ItemError } from './item-error.ts';

const single = {
  slug: 'stack-order',
  type: 'SINGLE_CHOICE',
  title: 'Stack order',
  difficulty: 'EASY',
  max_score: 10,
  topics: ['stacks-queues'],
  companies: ['Northwind'],
  lists: ['cs-fundamentals'],
  meta_description: 'Which element leaves a stack first.',
  meta_keywords: 'stack, LIFO',
  options: [
    { id: 'a', text: 'The first pushed' },
    { id: 'b', text: 'The last pushed' },
  ],
  right_answers: ['b'],
  solution_desc: 'A stack is LIFO.',
};

const { options: _options, right_answers: _rightAnswers, ...singleWithoutOptions } = single;
const fillUp = {
  ...singleWithoutOptions,
  slug: 'loop-count',
  type: 'FILL_UP',
  blanks: [
    { id: 'count', answers: [12], match: 'numeric' },
    { id: 'word', answers: ['LIFO'] },
  ],
};

const note = {
  slug: 'two-pointers-note',
  type: 'NOTE',
  title: 'Two pointers',
  difficulty: 'EASY',
  max_score: 0,
  topics: ['two-pointers'],
  meta_description: 'An article.',
  meta_keywords: 'two pointers',
};

function failure(
  raw: unknown,
  files: { statement?: string; note?: string },
): { file: string; reason: string } {
  try {
    buildItem(raw, files);
  } catch (error) {
    if (error instanceof ItemError) return { file: error.file, reason: error.reason };
    throw error;
  }
  throw new Error('expected an ItemError');
}

describe('buildItem', () => {
  it('builds a choice item with camelCase fields and defaults', () => {
    const item = buildItem(
      { ...single, companies: undefined, lists: undefined },
      { statement: 'Which one?' },
    );
    expect(item).toMatchObject({
      slug: 'stack-order',
      type: 'SINGLE_CHOICE',
      maxScore: 10,
      companies: [],
      lists: [],
      statement: 'Which one?',
      rightAnswers: ['b'],
      solutionDesc: 'A stack is LIFO.',
    });
  });

  it('builds a fill-up item: numbers become strings, match defaults to trimmed, tolerance to 0', () => {
    const item = buildItem(fillUp, {
      statement: 'It runs {{blank:count}} times; a stack is {{ blank:word }}.',
    });
    expect(item.type === 'FILL_UP' && item.blanks).toEqual([
      { id: 'count', answers: ['12'], match: 'numeric', tolerance: 0 },
      { id: 'word', answers: ['LIFO'], match: 'trimmed', tolerance: 0 },
    ]);
  });

  it('builds a NOTE from note.en.md', () => {
    expect(buildItem(note, { note: '# Two pointers\n\nText.' })).toMatchObject({
      type: 'NOTE',
      note: '# Two pointers\n\nText.',
    });
  });

  it.each([
    ['an unknown type', { ...single, type: 'ESSAY' }, { statement: 'x' }, 'item.yaml', /type/],
    ['a missing title', { ...single, title: undefined }, { statement: 'x' }, 'item.yaml', /^title: /],
    ['a stray field', { ...single, answer: 'b' }, { statement: 'x' }, 'item.yaml', /answer/],
    [
      'an unknown topic',
      { ...single, topics: ['hash-ing'] },
      { statement: 'x' },
      'item.yaml',
      /^topics\.0: /,
    ],
    [
      'a non-kebab slug',
      { ...single, slug: 'Stack_Order' },
      { statement: 'x' },
      'item.yaml',
      /^slug: must be kebab-case/,
    ],
    [
      'the wrong max score',
      { ...single, max_score: 20 },
      { statement: 'x' },
      'item.yaml',
      /EASY SINGLE_CHOICE item is worth 10, got 20/,
    ],
    ['a NOTE with points', { ...note, max_score: 10 }, { note: 'x' }, 'item.yaml', /worth 0/],
    [
      'two right answers on a single choice',
      { ...single, right_answers: ['a', 'b'] },
      { statement: 'x' },
      'item.yaml',
      /exactly one/,
    ],
    [
      'a right answer that is no option',
      { ...single, right_answers: ['c'] },
      { statement: 'x' },
      'item.yaml',
      /'c' is not an option id/,
    ],
    [
      'a repeated option id',
      {
        ...single,
        options: [
          { id: 'a', text: 'x' },
          { id: 'a', text: 'y' },
        ],
        right_answers: ['a'],
      },
      { statement: 'x' },
      'item.yaml',
      /'a' is used twice/,
    ],
    [
      'one option',
      { ...single, options: [{ id: 'a', text: 'x' }], right_answers: ['a'] },
      { statement: 'x' },
      'item.yaml',
      /at least two/,
    ],
    [
      'a repeated right answer',
      { ...single, type: 'MULTIPLE', right_answers: ['b', 'b'] },
      { statement: 'x' },
      'item.yaml',
      /listed twice/,
    ],
    ['a missing statement', single, {}, 'statement.en.md', /missing/],
    ['an empty statement', single, { statement: '  \n' }, 'statement.en.md', /empty/],
    ['a note beside a quiz', single, { statement: 'x', note: 'y' }, 'note.en.md', /only NOTE items/],
    ['a statement beside a NOTE', note, { statement: 'x', note: 'y' }, 'statement.en.md', /remove this file/],
    ['a NOTE without its note', note, {}, 'note.en.md', /missing/],
    [
      'a numeric blank with text',
      { ...fillUp, blanks: [{ id: 'n', answers: ['ten'], match: 'numeric' }] },
      { statement: '{{blank:n}}' },
      'item.yaml',
      /not a decimal number/,
    ],
    [
      'an unquoted number in a text blank',
      { ...fillUp, blanks: [{ id: 'n', answers: [10] }] },
      { statement: '{{blank:n}}' },
      'item.yaml',
      /quote the answer/,
    ],
    [
      'a tolerance on a text blank',
      { ...fillUp, blanks: [{ id: 'n', answers: ['x'], tolerance: 1 }] },
      { statement: '{{blank:n}}' },
      'item.yaml',
      /only numeric blanks/,
    ],
    [
      'a repeated blank id',
      {
        ...fillUp,
        blanks: [
          { id: 'n', answers: ['x'] },
          { id: 'n', answers: ['y'] },
        ],
      },
      { statement: '{{blank:n}}' },
      'item.yaml',
      /'n' is used twice/,
    ],
    [
      'a blank missing from the statement',
      fillUp,
      { statement: '{{blank:count}} only' },
      'statement.en.md',
      /'word' must appear exactly once.*found 0/,
    ],
    [
      'a blank twice in the statement',
      fillUp,
      { statement: '{{blank:count}} {{blank:word}} {{blank:word}}' },
      'statement.en.md',
      /found 2/,
    ],
    [
      'an unknown marker',
      fillUp,
      { statement: '{{blank:count}} {{blank:word}} {{blank:other}}' },
      'statement.en.md',
      /\{\{blank:other\}\} names no blank/,
    ],
    [
      'a marker inside a code block',
      fillUp,
      { statement: '```py\nprint({{blank:count}})\n```\n{{blank:word}}' },
      'statement.en.md',
      /inside a code block/,
    ],
  ])('rejects %s', (_what, raw, files, file, reason) => {
    const error = failure(raw, files);
    expect(error.file).toBe(file);
    expect(error.reason).toMatch(reason);
  });
});
