/**
 * The practice catalogue's API contract (spec 03 §3 "Problem", §7 practice calls; spec 01 listing, problem-lists and
 * bookmark routes). Paths are ours (the spec keeps them behind constants); wire names follow the spec's fields.
 *
 *   GET  /api/v1/problems                      listing: filters, search, sort, pagination   -> problemListPage
 *   GET  /api/v1/problems/filters              facet values with counts                      -> problemFilters
 *   GET  /api/v1/problems/:slug                the classroom's problem                       -> problemDetail
 *   GET  /api/v1/problems/:slug/code?language  "language code": scaffold + saved draft        -> languageCode
 *   PUT  /api/v1/problems/:slug/code           save the draft of one language                -> draftSaved
 *   GET  /api/v1/problems/:slug/solution       editorial + reference code; records solution_seen -> problemSolution
 *   POST /api/v1/problems/:slug/rating         rate 1..5                                     -> problemRating
 *   POST /api/v1/problems/:slug/suggest_edit   suggest an edit                               -> { id }
 *   GET  /api/v1/problem-lists                 curated lists with the user's progress        -> { lists }
 *   GET  /api/v1/problem-lists/:slug           one list and its problems in order            -> problemListDetail
 *   GET  /api/v1/problem-lists/:slug/progress  "curated list progress" (web caches it 1000 s) -> listProgress
 *   GET  /api/v2/bookmarks/add?problem_id&offering_id     (spec: GET v2; CSRF header required) -> bookmarkState
 *   GET  /api/v2/bookmarks/remove?problem_id&offering_id                                       -> bookmarkState
 *   GET  /api/v1/bookmarks                     the user's bookmarked problems                -> { problems }
 *   POST /api/v3/reactions                     upvote/downvote toggle (spec 03 §4)           -> reactionState
 *   POST /api/v1/reports                       report an issue (spec 03 §3 "Issue report")   -> { id }
 *   POST /api/v1/users/default_language        set default language                          -> preferences
 *   POST /api/v1/users/preferences             autocomplete on/off                           -> preferences
 *
 * Anonymous callers may read the listing, lists and problems (status fields then say UNATTEMPTED / null); every
 * write, the solution, drafts and bookmarks need a signed-in user (envelope 401 otherwise).
 */
import { z } from 'zod';
import { JUDGE_SOURCE_MAX_BYTES, utf8Bytes } from './judge.ts';
import { entityRef } from './practice-reports.ts';

export const CataloguePaths = {
  problems: '/api/v1/problems',
  filters: '/api/v1/problems/filters',
  problem: '/api/v1/problems/:slug',
  code: '/api/v1/problems/:slug/code',
  solution: '/api/v1/problems/:slug/solution',
  rating: '/api/v1/problems/:slug/rating',
  suggestEdit: '/api/v1/problems/:slug/suggest_edit',
  problemLists: '/api/v1/problem-lists',
  problemList: '/api/v1/problem-lists/:slug',
  problemListProgress: '/api/v1/problem-lists/:slug/progress',
  addBookmark: '/api/v2/bookmarks/add',
  removeBookmark: '/api/v2/bookmarks/remove',
  bookmarks: '/api/v1/bookmarks',
  reactions: '/api/v3/reactions',
  reports: '/api/v1/reports',
  defaultLanguage: '/api/v1/users/default_language',
  preferences: '/api/v1/users/preferences',
} as const;

/** `:slug` of the problem and problem-list paths. */
export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

export const PROBLEM_TYPES = [
  'CODE',
  'FILL_UP',
  'SINGLE_CHOICE',
  'NOTE',
  'MULTIPLE',
  'SQL',
  'REACT',
  'NODE',
  'SPRING_BOOT',
  'CYPRESS',
  'OTHER',
  'FRONTEND',
  'DATASCIENCE',
  'NO_SUBMISSION',
  'MACHINE_LEARNING',
  'SUBJECTIVE',
] as const;
export const problemTypeSchema = z.enum(PROBLEM_TYPES);
export type ProblemType = z.infer<typeof problemTypeSchema>;

export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** The user's state on a problem. Display (spec 03 §3): SOLVED -> 'Solved', ATTEMPTED -> 'Attempted'. */
export const PROBLEM_STATUSES = ['SOLVED', 'ATTEMPTED', 'UNATTEMPTED'] as const;
export const problemStatusSchema = z.enum(PROBLEM_STATUSES);
export type ProblemStatus = z.infer<typeof problemStatusSchema>;

/** Listing status filter (spec issue: solved / attempted / unsolved; unsolved = attempted or never tried, not solved). */
export const STATUS_FILTERS = ['solved', 'attempted', 'unsolved'] as const;

export const PROBLEM_SORTS = [
  'default',
  'difficulty',
  '-difficulty',
  'title',
  'popular',
  'acceptance',
] as const;
export type ProblemSort = (typeof PROBLEM_SORTS)[number];

export const PROBLEM_PAGE_SIZE_DEFAULT = 20;
export const PROBLEM_PAGE_SIZE_MAX = 50;
export const PROBLEM_SEARCH_MAX = 100;
/** Percent taken off later submissions' scores after the solution was viewed (penalty SOLUTION_SEEN). */
export const SOLUTION_SEEN_PENALTY_PERCENTAGE = 50;

export const tagSchema = z.object({ slug: z.string(), name: z.string() });

/** Comma-separated list in the query string (`?difficulty=EASY,MEDIUM`), as the URL keeps it. */
function csv<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(20, 'At most 20 values.'));
}

export const problemListQuerySchema = z.object({
  difficulty: csv(difficultySchema),
  topic: csv(z.string().max(60)),
  company: csv(z.string().max(60)),
  type: csv(problemTypeSchema),
  status: z.enum(STATUS_FILTERS).optional().describe('Signed-in users only; ignored for anonymous callers'),
  list: z.string().max(60).optional().describe('Only problems of this curated list'),
  bookmarked: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(PROBLEM_SEARCH_MAX, `At most ${PROBLEM_SEARCH_MAX} characters.`).optional(),
  sort: z.enum(PROBLEM_SORTS).default('default'),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROBLEM_PAGE_SIZE_MAX, `At most ${PROBLEM_PAGE_SIZE_MAX} per page.`)
    .default(PROBLEM_PAGE_SIZE_DEFAULT),
});

export const problemSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  problem_type: problemTypeSchema,
  difficulty: difficultySchema,
  topics: z.array(tagSchema),
  companies: z.array(tagSchema),
  max_score: z.number().int(),
  user_score: z.number().int().nullable().describe('null for anonymous callers or never submitted'),
  status: problemStatusSchema,
  is_bookmarked: z.boolean(),
  upvote_count: z.number().int(),
  submission_count: z.number().int(),
  /** Accepted submissions / all judged submissions, 0..100 with one decimal; null before the first submission. */
  accuracy: z.number().nullable(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const problemListPageSchema = z.object({
  problems: z.array(problemSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});
export type ProblemListPage = z.infer<typeof problemListPageSchema>;

const facetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const problemFiltersSchema = z.object({
  difficulties: z.array(z.object({ value: difficultySchema, count: z.number().int() })),
  topics: z.array(facetSchema),
  companies: z.array(facetSchema),
  types: z.array(z.object({ value: problemTypeSchema, count: z.number().int() })),
  lists: z.array(facetSchema),
});
export type ProblemFilters = z.infer<typeof problemFiltersSchema>;

export const problemLanguageSchema = z.object({
  key: z.string(),
  name: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});

/**
 * Markdown fields come twice: the Markdown as written and, in a `*_html` field, the same text rendered by the server
 * (GFM + KaTeX, as the web's Markdown component renders it; raw HTML shown as text, only http(s)/mailto/relative
 * URLs, KaTeX untrusted), so the browser needs KaTeX's CSS but not the parser or KaTeX. Set the HTML inside the
 * Markdown component's wrapper. FILL_UP statements have no HTML: the web puts inputs at their {{blank:id}} markers.
 *
 * The server always sends the `*_html` fields; they are optional in the schema only because the web's test
 * fixtures predate them. Make them required once the web reads them.
 */
const renderedHtml = (what: string) => z.string().describe(`${what} rendered to HTML by the server`);

/** The learner's view of a quiz or NOTE item: never the right answers (they come with a graded submission). */
export const problemItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['SINGLE_CHOICE', 'MULTIPLE']),
    options: z.array(
      z.object({ id: z.string(), text: z.string(), text_html: renderedHtml('The option').optional() }),
    ),
  }),
  z.object({
    type: z.literal('FILL_UP'),
    blank_ids: z.array(z.string()).describe('Blanks marked {{blank:id}} in the statement'),
  }),
  z.object({
    type: z.literal('NOTE'),
    note: z.string().describe('The article in Markdown'),
    note_html: renderedHtml('The article').optional(),
  }),
  z.object({
    type: z.literal('SUBJECTIVE'),
    rubric: z
      .object({
        pass_score: z.number().int().describe('A reviewed answer scoring at least this counts as solved'),
        levels: z.array(
          z.object({
            score: z.number().int(),
            description: z.string().describe('Markdown'),
            description_html: renderedHtml('The description').optional(),
          }),
        ),
      })
      .describe('The levels a reviewer scores a free-text answer by (0, 1, ..., max; one step each)'),
  }),
]);

export const problemDetailSchema = problemSummarySchema.extend({
  meta_description: z.string(),
  meta_keywords: z.string(),
  /** Markdown with $math$; FILL_UP statements hold {{blank:id}} markers; empty for NOTE. */
  statement: z.string(),
  statement_html: z
    .string()
    .nullable()
    .optional()
    .describe(
      'The statement rendered to HTML by the server. FILL_UP: each {{blank:id}} marker (outside code and math) is an empty <span data-blank="id"></span> for the blank\'s input; null from an older server (render `statement` with its blanks)',
    ),
  samples: z.array(z.object({ input: z.string(), output: z.string() })),
  time_limit_s: z.number().nullable(),
  memory_limit_mb: z.number().nullable(),
  languages_allowed: z.array(problemLanguageSchema).describe('CODE and SQL problems; empty otherwise'),
  default_language: z.string().nullable(),
  user_default_language: z.string().nullable(),
  default_language_unavailable: z
    .boolean()
    .describe("The user's default language is not accepted by this problem or does not run on this server"),
  /** The language the editor opens with (user default if allowed and available, else the problem default). */
  editor_language: z.string().nullable(),
  scaffold_code: z.string().nullable().describe('Scaffold of editor_language'),
  code_text: z.string().nullable().describe("The user's saved draft in editor_language, if any"),
  autocomplete: z.boolean().describe("The user's autocomplete preference (default on)"),
  hints: z.array(z.string()),
  hints_html: z.array(renderedHtml('A hint')).optional(),
  item: problemItemSchema.nullable(),
  best_submission: z.string().nullable().describe('Id of the best submission'),
  submission_ids: z.array(z.string()),
  solution_seen: z.boolean(),
  has_solution: z.boolean(),
  solution_penalty_percentage: z.number(),
  downvote_count: z.number().int(),
  last_upvote_reaction_type: z.union([z.literal(1), z.literal(-1)]).nullable(),
  rating: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    mine: z.number().int().nullable(),
  }),
  sql: z.object({ dialects: z.array(z.string()) }).nullable(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

const codeText = z
  .string()
  .refine(
    (s) => utf8Bytes(s) <= JUDGE_SOURCE_MAX_BYTES,
    `The code is larger than ${JUDGE_SOURCE_MAX_BYTES / 1024} KB.`,
  );

export const languageCodeQuerySchema = z.object({
  language: z.string().trim().min(1, 'Choose a language.').max(32),
});
export const languageCodeSchema = z.object({
  language: z.string(),
  default_scaffold: z.string(),
  saved_code: z.string().nullable(),
  saved_at: z.string().nullable().describe('ISO time of the saved draft'),
});
export const saveDraftBodySchema = z.object({ language: z.string().trim().min(1).max(32), code: codeText });
export const draftSavedSchema = z.object({ language: z.string(), saved_at: z.string() });

export const problemSolutionSchema = z.object({
  editorial: z.string().describe('Markdown'),
  solutions: z.array(z.object({ language: z.string(), code: z.string() })),
  right_answers: z.array(z.string()).nullable().describe('Quiz items: the right option ids / blank answers'),
  solution_desc: z.string().nullable(),
  editorial_html: renderedHtml('The editorial').optional(),
  solution_desc_html: z
    .string()
    .nullable()
    .optional()
    .describe('solution_desc rendered to HTML by the server; null when solution_desc is'),
  solution_seen: z.literal(true),
  solution_viewed_on: z.string(),
  penalty_percentage: z.number(),
});

export const rateBodySchema = z.object({
  rating: z.number().int().min(1, 'Rate from 1 to 5.').max(5, 'Rate from 1 to 5.'),
});
export const problemRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.number().int().nullable(),
});

// The learner's reports on a problem (suggest an edit, report an issue) live in practice-reports.ts.
export * from './practice-reports.ts';

export const problemListSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  total_problems: z.number().int(),
  solved_problems: z.number().int().nullable().describe('null for anonymous callers'),
});
export const problemListsSchema = z.object({ lists: z.array(problemListSummarySchema) });
export const problemListDetailSchema = z.object({
  list: problemListSummarySchema,
  problems: z.array(problemSummarySchema),
});
export const listProgressSchema = z.object({
  total: z.number().int(),
  solved: z.number().int(),
  attempted: z.number().int().describe('Attempted but not solved (zeros for anonymous callers)'),
});

export const bookmarkQuerySchema = z.object({
  problem_id: z.coerce.number().int().positive(),
  offering_id: z.coerce.number().int().positive().optional(),
});
export const bookmarkStateSchema = z.object({ problem_id: z.number().int(), is_bookmarked: z.boolean() });
export const bookmarkListSchema = z.object({ problems: z.array(problemSummarySchema) });

export const reactionBodySchema = z.object({
  parent_id: entityRef,
  reaction_type: z.union([z.literal(1), z.literal(-1)]),
  parent_type: z.enum(['problem']),
});
export const reactionStateSchema = z.object({
  parent_id: z.string(),
  parent_type: z.string(),
  reaction_type: z.union([z.literal(1), z.literal(-1)]).nullable(),
  upvote_count: z.number().int(),
  downvote_count: z.number().int(),
});

export const defaultLanguageBodySchema = z.object({
  language: z.string().trim().min(1, 'Choose a language.').max(32),
});
export const preferencesBodySchema = z.object({ autocomplete: z.boolean() });
export const preferencesSchema = z.object({
  default_language: z.string().nullable(),
  autocomplete: z.boolean(),
});
