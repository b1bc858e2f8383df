/**
 * Guided paths (spec 01 routes /guided-paths, /guided-paths/{slug}, /guided-paths/{slug}/content; spec 03 §3 course
 * content, contentable, item, offering types, guided path kind and levels; §7 "POST enroll into guided path: slug,
 * naukri_redirect_gp, extra fields, source"; spec 02 EXP source GUIDED_PATH_MODULE, leaderboard and badge entity
 * type GuidedPath). Paths are ours (the spec keeps them behind constants); wire names follow the spec where it
 * names a field. The content format is content/guided-paths/README.md.
 *
 *   GET  /api/v1/guided_paths?kind&level&topic&status     the path cards with the viewer's progress -> guidedPathList
 *   GET  /api/v1/guided_paths/:slug                        detail: description, syllabus, enrolment   -> guidedPathDetail
 *   POST /api/v1/guided_paths/enroll      { slug, naukri_redirect_gp?, source? }                     -> guidedPathEnrolled
 *   GET  /api/v1/guided_paths/:slug/content                the classroom: modules (course contents) -> contentables ->
 *                                                          items, each with the learner's state      -> guidedPathContent
 *   GET  /api/v1/guided_paths/:slug/items/:key             one item's body (article / video notes as HTML; a problem's
 *                                                          slug and type for the problem classroom)  -> guidedPathItem
 *   POST /api/v1/guided_paths/mark_complete { slug, key, completed }  mark an article, video or NOTE done (problems and
 *                                                          quizzes complete by being solved)          -> guidedPathProgress
 *   POST /api/v1/guided_paths/last_viewed   { slug, key }  remember where the learner is (an enrolled learner; for
 *                                                          anyone else it stores nothing: last_content null) -> { last_content }
 *   GET  /api/v1/guided_paths/:slug/certificate.png        the completion certificate (the badge certificate renderer)
 *
 * Rules (the server enforces them; the web shows them):
 * - Reads are public; anonymous callers get no learner state (enrolled false, progress zero, every module but the
 *   first locked). Enroll, mark complete and last viewed need a signed-in learner (401 / code 101).
 * - An item is complete when: problem or quiz (any catalogue type but NOTE) — the learner has an accepted
 *   submission for it (before or after enrolling); article, video, NOTE item — the learner marked it complete.
 * - A module is complete when all its items are. Completing a module pays GUIDED_PATH_MODULE_EXP once per learner
 *   and module (the EXP ledger's idempotency key), with the usual EXP toast, and only to an enrolled learner.
 * - Locking: the first GUIDED_PATH_OPEN_MODULES modules are open to an enrolled learner; each later module opens
 *   when at least GUIDED_PATH_UNLOCK_SHARE of the previous module's items are complete. A locked item's body is
 *   refused (403, GuidedPathMessage.LOCKED); marking it complete too.
 * - Access goes through practice's access policy: an item whose problem is hidden from the viewer (a live contest's
 *   problem) is left out of the content, the counts and the progress for that viewer.
 * - Progress percentage = completed items / items (of what the viewer can see), rounded down; score = the sum of
 *   the learner's best scores on the path's problems and quizzes / the sum of their max scores.
 * - A learner who completes every item (100 %) gets the certificate (certificate_url set).
 * - Enrolled learners earn GuidedPath badges by completion (GUIDED_PATH_BADGE_COMPLETION), and module EXP counts on
 *   the path's weekly leaderboard (entity type GuidedPath, entity id = the path's slug).
 */
import { z } from 'zod';
import { difficultySchema, problemTypeSchema, tagSchema } from './practice-catalogue.ts';

export const GuidedPathsPaths = {
  list: '/api/v1/guided_paths',
  detail: '/api/v1/guided_paths/:slug',
  enroll: '/api/v1/guided_paths/enroll',
  content: '/api/v1/guided_paths/:slug/content',
  item: '/api/v1/guided_paths/:slug/items/:key',
  markComplete: '/api/v1/guided_paths/mark_complete',
  lastViewed: '/api/v1/guided_paths/last_viewed',
  certificate: '/api/v1/guided_paths/:slug/certificate.png',
  /** Dev-only (NODE_ENV=test or KATANA_DEV_ROUTES, loopback): create or update a small path for e2e tests. */
  devUpsert: '/api/dev/guided_paths',
} as const;

/** EXP for completing a module (spec is silent on the amount): a HARD solve and a bit, paid once per module. */
export const GUIDED_PATH_MODULE_EXP = 50;
/** Modules open from the start to an enrolled learner. */
export const GUIDED_PATH_OPEN_MODULES = 1;
/** The share of the previous module's items that opens the next module. */
export const GUIDED_PATH_UNLOCK_SHARE = 0.5;

/**
 * GuidedPath badges (spec 02 badge entity type GuidedPath, tiers Achiever/Specialist/Master) by the share of the
 * path's items the learner completed: badge level -> minimum completion percentage. Reaching a level grants it and
 * every level below it, once (docs/spec-deviations.md).
 */
export const GUIDED_PATH_BADGE_COMPLETION = { 1: 50, 2: 75, 3: 100 } as const;

export const GuidedPathMessage = {
  NOT_FOUND: 'Guided path not found.',
  ITEM_NOT_FOUND: 'This item is not part of the guided path.',
  NOT_ENROLLED: 'Enroll in this guided path first.',
  LOCKED: 'Complete more of the previous module to unlock this one.',
  SOLVE_TO_COMPLETE: 'Problems and quizzes complete when you solve them.',
} as const;

/** Spec 03 §3: guided path kind normal (1) or special (2). */
export const GUIDED_PATH_KINDS = ['normal', 'special'] as const;
export const guidedPathKindSchema = z.enum(GUIDED_PATH_KINDS);

/** Spec 03 §3: category levels 1 to 3, named Achiever, Specialist, Master (formerly Ronin, Samurai, Sensei). */
export const GUIDED_PATH_LEVELS = ['Achiever', 'Specialist', 'Master'] as const;
export const guidedPathLevelSchema = z.enum(GUIDED_PATH_LEVELS);

/** The list's status filter, of the viewer's enrolment. */
export const GUIDED_PATH_STATUSES = ['enrolled', 'not_enrolled', 'completed'] as const;

/** Item kinds in a path: a catalogue problem or quiz (opened in the problem classroom), an article, a video. */
export const GUIDED_PATH_ITEM_KINDS = ['problem', 'article', 'video'] as const;
export const guidedPathItemKindSchema = z.enum(GUIDED_PATH_ITEM_KINDS);

/** Spec 03 §3 offering types a contentable or item carries here (derived from its items' kinds). */
export const GUIDED_PATH_OFFERING_TYPES = [
  'SingleProblemOffering',
  'ProblemSet',
  'NoteOffering',
  'VideoOffering',
  'CourseLecture',
] as const;
export const guidedPathOfferingTypeSchema = z.enum(GUIDED_PATH_OFFERING_TYPES);

const slug = z.string().trim().min(1).max(120);
/** An item's key: unique in its path (a problem's slug, `article-<file>`, `video-<key>`). */
const itemKey = z.string().trim().min(1).max(160);
const source = z.string().trim().max(64).optional();

export const guidedPathParamsSchema = z.object({ slug });
export const guidedPathItemParamsSchema = z.object({ slug, key: itemKey });

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
    z.array(item).optional(),
  );

export const guidedPathListQuerySchema = z.object({
  kind: guidedPathKindSchema.optional(),
  level: csv(guidedPathLevelSchema),
  /** Topic slugs (the cards' topics[].slug). */
  topic: csv(z.string().trim().min(1).max(80)),
  status: z
    .enum(GUIDED_PATH_STATUSES)
    .optional()
    .describe('Needs a signed-in learner; ignored for anonymous'),
});

export const guidedPathProgressSummarySchema = z
  .object({
    completed_items: z.number().int().nonnegative(),
    total_items: z.number().int().nonnegative(),
    percentage: z.number().int().min(0).max(100),
    score: z.number().nonnegative(),
    max_score: z.number().nonnegative(),
    /** Spec 03 §3 contentable progress summary: completed and total counts for videos, problems, notes. */
    videos: z.object({ completed: z.number().int(), total: z.number().int() }),
    problems: z.object({ completed: z.number().int(), total: z.number().int() }),
    notes: z.object({ completed: z.number().int(), total: z.number().int() }),
  })
  .describe('Counts over the items the viewer can see; zero for anonymous callers');
export type GuidedPathProgressSummary = z.infer<typeof guidedPathProgressSummarySchema>;

export const guidedPathCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  kind: guidedPathKindSchema,
  level: guidedPathLevelSchema,
  summary: z.string(),
  topics: z.array(tagSchema),
  estimated_hours: z.number().int().positive(),
  modules_count: z.number().int(),
  enrolled_count: z.number().int(),
  enrolled: z.boolean(),
  progress: guidedPathProgressSummarySchema,
});
export type GuidedPathCard = z.infer<typeof guidedPathCardSchema>;

export const guidedPathListSchema = z.object({
  paths: z.array(guidedPathCardSchema).describe('In the catalogue order (content position)'),
  facets: z.object({
    levels: z.array(z.object({ value: guidedPathLevelSchema, count: z.number().int() })),
    topics: z.array(z.object({ value: tagSchema, count: z.number().int() })),
  }),
});
export type GuidedPathList = z.infer<typeof guidedPathListSchema>;

/** Where the learner is: the item they viewed last (spec 03 §3 course content last_content). */
export const lastContentSchema = z
  .object({ module_slug: z.string(), key: z.string(), title: z.string() })
  .nullable();
export type LastContent = z.infer<typeof lastContentSchema>;

export const syllabusModuleSchema = z.object({
  slug: z.string(),
  name: z.string().describe('Spec 03 course_module_name'),
  summary: z.string(),
  weightage: z.number().int().positive(),
  contentables: z.array(z.object({ slug: z.string(), name: z.string(), items_count: z.number().int() })),
  progress: guidedPathProgressSummarySchema,
});

export const guidedPathDetailSchema = guidedPathCardSchema.extend({
  description_html: z.string(),
  what_you_will_learn: z.array(z.string()),
  prerequisites: z.array(z.string()),
  syllabus: z.array(syllabusModuleSchema),
  last_content: lastContentSchema,
  /** Set once the learner has completed every item. */
  certificate_url: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type GuidedPathDetail = z.infer<typeof guidedPathDetailSchema>;

export const guidedPathEnrollBodySchema = z.object({
  slug,
  naukri_redirect_gp: z
    .boolean()
    .optional()
    .describe('Spec 03 §7; accepted and ignored (no partner redirect)'),
  source,
});

export const guidedPathEnrolledSchema = z.object({
  slug: z.string(),
  enrolled: z.literal(true),
  enrolled_count: z.number().int(),
  /** The item to open first: the last viewed one, else the first item of the path. */
  resume: lastContentSchema,
});
export type GuidedPathEnrolled = z.infer<typeof guidedPathEnrolledSchema>;

/** Spec 03 §3 Item, the subset a path uses. */
export const guidedPathItemSummarySchema = z.object({
  key: z.string(),
  kind: guidedPathItemKindSchema,
  offering_name: z.string().describe('The item title'),
  offering_type: guidedPathOfferingTypeSchema,
  duration: z.number().int().nonnegative().describe('Minutes: reading time, video length, or 0 for problems'),
  /** Problems and quizzes: the catalogue problem. */
  problem_slug: z.string().nullable(),
  problem_type: problemTypeSchema.nullable(),
  level: difficultySchema.nullable(),
  user_score: z.number().nonnegative(),
  max_score: z.number().nonnegative(),
  attempted: z.boolean(),
  is_completed: z.boolean(),
  locked: z.boolean(),
});
export type GuidedPathItemSummary = z.infer<typeof guidedPathItemSummarySchema>;

/** Spec 03 §3 Contentable, the subset a path uses. */
export const guidedPathContentableSchema = z.object({
  slug: z.string(),
  name: z.string(),
  offering_type: guidedPathOfferingTypeSchema,
  locked: z.boolean(),
  is_completed: z.boolean(),
  duration: z.number().int().nonnegative(),
  items: z.array(guidedPathItemSummarySchema),
  progress: guidedPathProgressSummarySchema,
});

/** Spec 03 §3 Course content: one module of the path. */
export const guidedPathModuleSchema = z.object({
  slug: z.string(),
  course_module_name: z.string(),
  summary: z.string(),
  weightage: z.number().int().positive(),
  is_locked: z.boolean(),
  is_completed: z.boolean(),
  contentables: z.array(guidedPathContentableSchema),
  progress: guidedPathProgressSummarySchema,
});
export type GuidedPathModule = z.infer<typeof guidedPathModuleSchema>;

export const guidedPathContentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  enrolled: z.boolean(),
  modules: z.array(guidedPathModuleSchema),
  last_content: lastContentSchema,
  progress: guidedPathProgressSummarySchema,
  certificate_url: z.string().nullable(),
});
export type GuidedPathContent = z.infer<typeof guidedPathContentSchema>;

export const guidedPathItemSchema = z.object({
  key: z.string(),
  kind: guidedPathItemKindSchema,
  title: z.string(),
  module_slug: z.string(),
  is_completed: z.boolean(),
  /** Article: the rendered Markdown (KaTeX, highlighted code); video: its written notes. */
  body_html: z.string().nullable(),
  /** Video only. `embed_url` is a privacy-friendly player URL (youtube-nocookie) or null when not embeddable. */
  video: z
    .object({
      url: z.string(),
      embed_url: z.string().nullable(),
      duration_minutes: z.number().int().positive(),
    })
    .nullable(),
  /** Problem or quiz: open it in the problem classroom (GP context). */
  problem: z
    .object({
      slug: z.string(),
      type: problemTypeSchema,
      difficulty: difficultySchema,
      max_score: z.number(),
    })
    .nullable(),
  previous_key: z.string().nullable(),
  next_key: z.string().nullable(),
});
export type GuidedPathItem = z.infer<typeof guidedPathItemSchema>;

export const guidedPathMarkCompleteBodySchema = z.object({ slug, key: itemKey, completed: z.boolean() });

/** The answer to mark complete: the item, its module's and the path's progress, and EXP when a module completed. */
export const guidedPathProgressSchema = z.object({
  key: z.string(),
  is_completed: z.boolean(),
  module: z.object({
    slug: z.string(),
    is_completed: z.boolean(),
    progress: guidedPathProgressSummarySchema,
  }),
  progress: guidedPathProgressSummarySchema,
  /** Modules this change unlocked (slugs). */
  unlocked_modules: z.array(z.string()),
  /** GUIDED_PATH_MODULE EXP paid by this call (0 when none: already paid, or the module is not complete). */
  exp_awarded: z.number().int().nonnegative(),
  certificate_url: z.string().nullable(),
});
export type GuidedPathProgress = z.infer<typeof guidedPathProgressSchema>;

export const guidedPathLastViewedBodySchema = z.object({ slug, key: itemKey });
export const guidedPathLastViewedSchema = z.object({ last_content: lastContentSchema });

/**
 * The dev-only upsert (e2e tests): a path of catalogue problems and short articles, imported like content (same
 * keys: a problem's slug, `article-<key>`), answered with the path's detail.
 */
export const devGuidedPathBodySchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(120),
  title: z.string().trim().min(1).max(120),
  modules: z
    .array(
      z.object({
        slug: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
          .max(120),
        title: z.string().trim().min(1).max(120),
        items: z
          .array(
            z.union([
              z.object({ problem: z.string().min(1).max(120) }),
              z.object({
                article: z.object({
                  key: z
                    .string()
                    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
                    .max(80),
                  title: z.string().trim().min(1).max(120),
                  markdown: z.string().max(20_000),
                }),
              }),
            ]),
          )
          .min(1)
          .max(20),
      }),
    )
    .min(1)
    .max(10),
});
