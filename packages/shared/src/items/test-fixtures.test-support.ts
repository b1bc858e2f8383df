/** Small hand-made items for the unit tests (the real catalogue is checked by the judge's loader test). */
import type { ChoiceItem, FillUpItem } from './item-types.ts';

const base = {
  title: 'Sample',
  difficulty: 'EASY' as const,
  maxScore: 10,
  topics: ['arrays' as const],
  companies: [],
  lists: [],
  metaDescription: 'Sample item',
  metaKeywords: 'sample',
};

export const singleItem: ChoiceItem = {
  ...base,
  slug: 'single-sample',
  type: 'SINGLE_CHOICE',
  statement: 'Pick one.',
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
  ],
  rightAnswers: ['b'],
  solutionDesc: 'B is right.',
};

export const multipleItem: ChoiceItem = {
  ...base,
  slug: 'multiple-sample',
  type: 'MULTIPLE',
  statement: 'Pick all that apply.',
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
    { id: 'd', text: 'D' },
  ],
  rightAnswers: ['a', 'c'],
  solutionDesc: 'A and C.',
};

export const fillUpItem: FillUpItem = {
  ...base,
  slug: 'fill-sample',
  type: 'FILL_UP',
  statement: 'Keyword {{blank:kw}}, count {{blank:count}}, ratio {{blank:ratio}}.',
  blanks: [
    { id: 'kw', answers: ['GROUP BY'], match: 'case-insensitive', tolerance: 0 },
    { id: 'count', answers: ['12'], match: 'numeric', tolerance: 0 },
    { id: 'ratio', answers: ['3.14'], match: 'numeric', tolerance: 0.01 },
  ],
  solutionDesc: 'Because.',
};
