/**
 * Grading of quiz items (spec 03 §3 SINGLE_CHOICE, MULTIPLE, FILL_UP) as pure functions. A grade is a percentage;
 * the points come from scoring.ts like every other submission. Each grade carries right_answers and solution_desc so
 * the classroom can reveal them once the learner has submitted.
 */
import { z } from 'zod';
import { matchesBlank } from './answer-match.ts';
import type { ChoiceItem, FillUpItem, GradableItem } from './item-types.ts';

/** Limits of a submitted answer; the server's route schema and the web form share them. */
export const ANSWER_LIMITS = { optionIdLength: 32, maxSelected: 8, blankLength: 200, maxBlanks: 10 } as const;

const optionId = z.string().max(ANSWER_LIMITS.optionIdLength);

export const itemAnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('SINGLE_CHOICE'), selected: optionId }),
  z.strictObject({ type: z.literal('MULTIPLE'), selected: z.array(optionId).max(ANSWER_LIMITS.maxSelected) }),
  z.strictObject({
    type: z.literal('FILL_UP'),
    blanks: z
      .record(z.string().max(ANSWER_LIMITS.optionIdLength), z.string().max(ANSWER_LIMITS.blankLength))
      .refine((b) => Object.keys(b).length <= ANSWER_LIMITS.maxBlanks, 'too many blanks'),
  }),
]);
export type ItemAnswer = z.infer<typeof itemAnswerSchema>;

export interface BlankGrade {
  id: string;
  correct: boolean;
  /** What the learner typed ('' for a blank left empty). */
  given: string;
  /** The canonical accepted answer. */
  expected: string;
}

export interface ItemGrade {
  /** 0..100; fill-up gives the share of blanks right, so it may be fractional (scoring floors the points). */
  percentage: number;
  /** The whole answer is right. */
  correct: boolean;
  /** Choice items: the correct option ids. Fill-up: the canonical answer of each blank, in blank order. */
  rightAnswers: string[];
  solutionDesc: string;
  /** Fill-up only: the verdict per blank. */
  blanks?: BlankGrade[];
}

/**
 * MULTIPLE is graded all-or-nothing by default: the spec gives one set of right_answers, and "select all that
 * apply" asks for that set. Partial credit would pay for guessing (ticking every box earns something whenever right
 * answers outnumber wrong ones) and would score a multiple item unlike a single-choice one of the same difficulty.
 * 'partial' stays available for operators who want it.
 */
export type MultiplePolicy = 'all-or-nothing' | 'partial';

/** An answer that does not fit the item (wrong type); the server answers 400. */
export class ItemAnswerError extends Error {
  override name = 'ItemAnswerError';
}

export function gradeSingleChoice(item: ChoiceItem, selected: string): ItemGrade {
  const correct = item.rightAnswers.length === 1 && item.rightAnswers[0] === selected;
  return {
    percentage: correct ? 100 : 0,
    correct,
    rightAnswers: [...item.rightAnswers],
    solutionDesc: item.solutionDesc,
  };
}

/**
 * Partial credit of a multiple-choice answer: (right picks - wrong picks) / number of right answers, never below 0.
 * Duplicated ids count once; ids that are not options count as wrong picks.
 */
export function multiplePartialCredit(selected: readonly string[], rightAnswers: readonly string[]): number {
  if (rightAnswers.length === 0) return 0;
  const right = new Set(rightAnswers);
  const picks = new Set(selected);
  let hits = 0;
  for (const id of picks) if (right.has(id)) hits += 1;
  const misses = picks.size - hits;
  return (Math.max(0, hits - misses) * 100) / right.size;
}

/** Exactly the set of right answers, in any order; repeated ids are read once. */
export function isExactSelection(selected: readonly string[], rightAnswers: readonly string[]): boolean {
  const picks = new Set(selected);
  return picks.size === new Set(rightAnswers).size && rightAnswers.every((id) => picks.has(id));
}

export function gradeMultiple(
  item: ChoiceItem,
  selected: readonly string[],
  policy: MultiplePolicy = 'all-or-nothing',
): ItemGrade {
  const correct = isExactSelection(selected, item.rightAnswers);
  const percentage = correct
    ? 100
    : policy === 'partial'
      ? multiplePartialCredit(selected, item.rightAnswers)
      : 0;
  return { percentage, correct, rightAnswers: [...item.rightAnswers], solutionDesc: item.solutionDesc };
}

/** Each blank is right or wrong on its own; the percentage is the share of blanks right. Missing blanks are wrong. */
export function gradeFillUp(item: FillUpItem, given: Readonly<Record<string, string>>): ItemGrade {
  const blanks: BlankGrade[] = item.blanks.map((blank) => {
    const text = Object.hasOwn(given, blank.id) ? (given[blank.id] ?? '') : '';
    return {
      id: blank.id,
      correct: matchesBlank(blank, text),
      given: text,
      expected: blank.answers[0] ?? '',
    };
  });
  const right = blanks.filter((b) => b.correct).length;
  const percentage = blanks.length === 0 ? 0 : (right * 100) / blanks.length;
  return {
    percentage,
    correct: right === blanks.length,
    rightAnswers: blanks.map((b) => b.expected),
    solutionDesc: item.solutionDesc,
    blanks,
  };
}

/** Grades an answer of the item's own type; an answer of another type is a client error (ItemAnswerError). */
export function gradeItem(
  item: GradableItem,
  answer: ItemAnswer,
  policy: MultiplePolicy = 'all-or-nothing',
): ItemGrade {
  if (answer.type !== item.type) {
    throw new ItemAnswerError(`a ${item.type} item cannot take a ${answer.type} answer`);
  }
  switch (answer.type) {
    case 'SINGLE_CHOICE':
      return gradeSingleChoice(item as ChoiceItem, answer.selected);
    case 'MULTIPLE':
      return gradeMultiple(item as ChoiceItem, answer.selected, policy);
    case 'FILL_UP':
      return gradeFillUp(item as FillUpItem, answer.blanks);
  }
}
