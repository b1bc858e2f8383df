/** Test support: the single-choice question the test series tests put in their tests ("b" is the right answer). */
import type { ChoiceItem } from '@katana/shared/items/item-types';

export function question(n: number, slugPrefix = 'ts-question'): ChoiceItem {
  return {
    slug: `${slugPrefix}-${n}`,
    type: 'SINGLE_CHOICE',
    title: `Question ${n}`,
    difficulty: 'EASY',
    maxScore: 10,
    topics: [],
    companies: [],
    lists: [],
    metaDescription: '',
    metaKeywords: '',
    statement: `Pick b (${n}).`,
    options: [
      { id: 'a', text: 'no' },
      { id: 'b', text: 'yes' },
    ],
    rightAnswers: ['b'],
    solutionDesc: 'b it is.',
  };
}
