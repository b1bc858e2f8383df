/**
 * The shape of a non-code catalogue item's `item.yaml` (content/items/<slug>/item.yaml): single choice, multiple
 * choice, fill-up and NOTE items (spec 03 §3 problem types). The schema checks each field on its own; the checks that
 * need several fields or the Markdown files (correct ids exist, blanks appear in the statement, max score per
 * difficulty) live in build-item.ts.
 */
import { z } from 'zod';

export const ITEM_TYPES = ['SINGLE_CHOICE', 'MULTIPLE', 'FILL_UP', 'NOTE', 'SUBJECTIVE'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type ItemDifficulty = (typeof ITEM_DIFFICULTIES)[number];

/** Quiz items are quick to answer, so they weigh a quarter of a CODE problem of the same difficulty (40/80/120). */
export const QUIZ_MAX_SCORE: Readonly<Record<ItemDifficulty, number>> = { EASY: 10, MEDIUM: 20, HARD: 30 };
/** A NOTE is read, not submitted: it carries no points. */
export const NOTE_MAX_SCORE = 0;

/**
 * Topic tags of CODE (and SQL) problems, in catalogue order: the first twelve, then the topics issue 19 adds. Kept as
 * a closed list (`katana content check` refuses any other) so a typo ("hash-ing") fails instead of creating an empty
 * filter.
 */
export const CODE_TOPICS = [
  'arrays',
  'strings',
  'hashing',
  'two-pointers',
  'stacks-queues',
  'linked-lists',
  'trees',
  'graphs',
  'dynamic-programming',
  'greedy',
  'binary-search',
  'math',
  'recursion-backtracking',
  'bit-manipulation',
  'heaps',
  'tries',
  'union-find',
  'segment-trees',
  'sorting-searching',
  'sliding-window',
  'prefix-sums',
  'intervals',
  'shortest-paths',
  'topological-sort',
  'matrices',
  'number-theory',
  'combinatorics',
  'geometry',
  'string-matching',
  'game-theory',
  'design-simulation',
] as const;

/** Topic tags of data-science and ML problems (katana.yaml `type: DATASCIENCE | MACHINE_LEARNING`). */
export const DATA_SCIENCE_TOPICS = [
  'data-cleaning',
  'aggregation',
  'regression',
  'classification',
  'feature-engineering',
  'feature-scaling',
  'imbalanced-data',
] as const;

/**
 * Topic tags of items: the CODE problems' topics plus the computer-science fundamentals that only quizzes and notes
 * cover. Kept as a closed list so a typo ("hash-ing") fails validation instead of creating an empty filter.
 */
/** Topics of front-end problems (FRONTEND, REACT packages). */
export const FRONTEND_TOPICS = ['dom-events', 'forms', 'accessibility', 'css-layout', 'react-state'] as const;

export const ITEM_TOPICS = [
  ...CODE_TOPICS,
  'complexity',
  'sql',
  'oop',
  'operating-systems',
  'networking',
  'problem-solving',
] as const;
export type ItemTopic = (typeof ITEM_TOPICS)[number];

/**
 * How a fill-up answer is compared with the accepted ones:
 * - exact: character for character (after Unicode NFC), for answers where spacing matters;
 * - trimmed: surrounding whitespace dropped and inner runs of whitespace read as one space (the default);
 * - case-insensitive: as trimmed, and letter case ignored (keywords such as `SELECT` / `select`);
 * - numeric: read as a decimal number and compared within `tolerance` (absolute, default 0).
 */
export const FILL_UP_MATCH_RULES = ['exact', 'trimmed', 'case-insensitive', 'numeric'] as const;
export type FillUpMatchRule = (typeof FILL_UP_MATCH_RULES)[number];

/** A decimal number as a learner types it: optional sign, digits with an optional fraction, optional exponent. */
export const DECIMAL_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const itemSlugSchema = z
  .string()
  .max(80)
  .regex(KEBAB, 'must be kebab-case (a-z, 0-9 and single dashes)');

/** Option and blank ids are short and stable: submissions store them, so renaming one breaks old answers. */
const answerIdSchema = z
  .string()
  .max(32)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a short kebab-case id such as "a" or "loop-count"');

const markdown = z.string().trim().min(1, 'must not be empty');

const commonFields = {
  slug: itemSlugSchema,
  title: z.string().trim().min(1).max(120),
  difficulty: z.enum(ITEM_DIFFICULTIES),
  max_score: z.number().int().nonnegative(),
  topics: z.array(z.enum(ITEM_TOPICS)).min(1, 'needs at least one topic'),
  companies: z.array(z.string().trim().min(1).max(60)).default([]),
  lists: z.array(itemSlugSchema).default([]),
  meta_description: z
    .string()
    .trim()
    .min(1)
    .max(150, 'is cut at 150 characters by search engines; keep it shorter'),
  meta_keywords: z.string().trim().min(1),
};

export const choiceOptionSchema = z.strictObject({ id: answerIdSchema, text: markdown });

const choiceFields = {
  ...commonFields,
  options: z.array(choiceOptionSchema).min(2, 'needs at least two options').max(8, 'has more than 8 options'),
  right_answers: z.array(answerIdSchema).min(1, 'needs at least one correct option id'),
  solution_desc: markdown,
};

const singleChoiceSchema = z.strictObject({
  ...choiceFields,
  type: z.literal('SINGLE_CHOICE'),
  right_answers: z.array(answerIdSchema).length(1, 'a single-choice item has exactly one correct option id'),
});

const multipleSchema = z.strictObject({ ...choiceFields, type: z.literal('MULTIPLE') });

export const fillUpBlankSchema = z
  .strictObject({
    id: answerIdSchema,
    // Numbers are allowed so numeric blanks read naturally (`answers: [3.14]`); other rules need quoted strings,
    // because YAML would otherwise turn `010` into 10 or `1e3` into 1000 behind the author's back.
    answers: z.array(z.union([z.string(), z.number()])).min(1, 'needs at least one accepted answer'),
    match: z.enum(FILL_UP_MATCH_RULES).default('trimmed'),
    tolerance: z.number().nonnegative().optional(),
  })
  .superRefine((blank, ctx) => {
    blank.answers.forEach((answer, i) => {
      if (blank.match === 'numeric') {
        if (typeof answer === 'string' && !DECIMAL_NUMBER.test(answer.trim())) {
          ctx.addIssue({
            code: 'custom',
            path: ['answers', i],
            message: `'${answer}' is not a decimal number`,
          });
        }
      } else if (typeof answer !== 'string') {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', i],
          message: `quote the answer ('${answer}') or use match: numeric`,
        });
      } else if (answer.trim().length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', i],
          message: 'an accepted answer must not be blank',
        });
      }
    });
    if (blank.tolerance !== undefined && blank.match !== 'numeric') {
      ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'only numeric blanks take a tolerance' });
    }
  });

const fillUpSchema = z.strictObject({
  ...commonFields,
  type: z.literal('FILL_UP'),
  blanks: z.array(fillUpBlankSchema).min(1, 'needs at least one blank').max(10),
  solution_desc: markdown,
});

const noteSchema = z.strictObject({ ...commonFields, type: z.literal('NOTE') });

/** Most levels a rubric may have (scores 0..RUBRIC_MAX_LEVELS-1). */
export const RUBRIC_MAX_LEVELS = 11;

export const rubricLevelSchema = z.strictObject({
  score: z.number().int().nonnegative(),
  description: markdown,
});

/**
 * A SUBJECTIVE item's rubric: the levels a reviewer chooses from, one per whole score from 0 upward (one rubric
 * step = 1), and the score an answer needs to count as solved.
 */
export const rubricSchema = z.strictObject({
  pass_score: z.number().int().positive(),
  levels: z
    .array(rubricLevelSchema)
    .min(2, 'needs at least two levels')
    .max(RUBRIC_MAX_LEVELS, `has more than ${RUBRIC_MAX_LEVELS} levels`),
});

/** A free-text Markdown answer, reviewed by peers or a moderator against the rubric (apps/server/src/subjective). */
const subjectiveSchema = z.strictObject({
  ...commonFields,
  type: z.literal('SUBJECTIVE'),
  rubric: rubricSchema,
});

export const itemYamlSchema = z.discriminatedUnion('type', [
  singleChoiceSchema,
  multipleSchema,
  fillUpSchema,
  noteSchema,
  subjectiveSchema,
]);
export type ItemYaml = z.infer<typeof itemYamlSchema>;
