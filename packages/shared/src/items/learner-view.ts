/**
 * What a learner may see of an item before submitting: everything but the answers. right_answers, solution_desc and
 * the accepted blank answers travel only inside a grade (after a submission), so the web never holds them early.
 */
import type { ChoiceOption, Item, ItemBase, Rubric } from './item-types.ts';

export type LearnerItemView =
  | (ItemBase & { type: 'SINGLE_CHOICE' | 'MULTIPLE'; statement: string; options: ChoiceOption[] })
  | (ItemBase & { type: 'FILL_UP'; statement: string; blankIds: string[] })
  | (ItemBase & { type: 'NOTE'; note: string })
  | (ItemBase & { type: 'SUBJECTIVE'; statement: string; rubric: Rubric });

export function learnerView(item: Item): LearnerItemView {
  const base: ItemBase = {
    slug: item.slug,
    type: item.type,
    title: item.title,
    difficulty: item.difficulty,
    maxScore: item.maxScore,
    topics: [...item.topics],
    companies: [...item.companies],
    lists: [...item.lists],
    metaDescription: item.metaDescription,
    metaKeywords: item.metaKeywords,
  };
  switch (item.type) {
    case 'NOTE':
      return { ...base, type: 'NOTE', note: item.note };
    case 'SUBJECTIVE':
      // The rubric is public: learners answer against it and reviewers score by it.
      return {
        ...base,
        type: 'SUBJECTIVE',
        statement: item.statement,
        rubric: { passScore: item.rubric.passScore, levels: item.rubric.levels.map((l) => ({ ...l })) },
      };
    case 'FILL_UP':
      return { ...base, type: 'FILL_UP', statement: item.statement, blankIds: item.blanks.map((b) => b.id) };
    default:
      return {
        ...base,
        type: item.type,
        statement: item.statement,
        options: item.options.map((o) => ({ ...o })),
      };
  }
}
