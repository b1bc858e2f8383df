/**
 * The contests API contract (issue #7; spec 03 §2 contest classroom configuration, §3 contest problem list, §7
 * "start contest", "submit contest", "unregister", "add calendar event"; spec 01 §2 contest routes). Paths are ours
 * (the spec keeps them behind constants); wire names follow the spec where it names them. A contest's offering_id
 * is its `id` (the web's classroom route is /contests/{slug}/{offering_id}/problems).
 *
 *   GET  /api/v1/contests?category&status&page&page_size  list, soonest first for upcoming/live, newest ended first
 *   GET  /api/v1/contests/:slug                       detail with the caller's participation        -> contestDetail
 *   POST /api/v1/contests/register      { event_id }  register (guest contests: also allowed)       -> contestDetail
 *   POST /api/v1/contests/unregister    { event_id }  unregister before the start                   -> contestDetail
 *   POST /api/v1/contests/start  { slug, offering_id, source?, virtual? }  start (windowed: own clock;
 *                                                     virtual: replay of an ended contest)          -> contestDetail
 *   POST /api/v1/contests/submit { slug, offering_id } finish / end test (the 'Submit' warning)     -> contestDetail
 *   GET  /api/v1/contests/problems?slug&offering_id   contest problem list (userScore, userAttemptStats) -> contestProblemList
 *   GET  /api/v1/contests/:slug/standings?page&page_size&around_me   freeze-aware board            -> contestStandings
 *   GET  /api/v1/contests/:slug/virtual_standing      the caller's would-be rank in a virtual attempt -> virtualStanding
 *   GET  /api/v1/contests/:slug/calendar.ics          calendar event (text/calendar)
 *
 * Submitting in a contest is the practice submission itself (api/practice-submissions: POST
 * /api/v1/problems/:slug/submissions, /api/v1/submissions/mcq, /fill_up) with `offering_id` = the contest's id; it
 * is refused (403, "This contest is not live for you.") unless the learner's attempt is ACTIVE and the problem is in
 * the contest. Mark for review is the bookmark with the contest's offering_id (GET /api/v2/bookmarks/add|remove).
 *
 * Live standings: on the same socket.io connection as submissions (authenticated by node_access_token), the client
 * emits CONTEST_JOIN_EVENT { slug } (ack: contestJoinAck) and then receives CONTEST_STANDINGS_EVENT
 * (contestStandingsEvent) in room `contest:<id>` after verdicts (debounced); it then refetches its standings page,
 * because what each viewer may see during a freeze differs. CONTEST_LEAVE_EVENT { slug } leaves the room.
 * Anonymous viewers connect without a token to the namespace CONTEST_PUBLIC_NAMESPACE ('/contests', same path)
 * and join and listen the same way.
 *
 * Dev only (never in production), for e2e: POST /api/dev/contests (devContestBody) creates a contest starting now;
 * POST /api/dev/contests/:slug/end ends it now.
 */
import { z } from 'zod';
import { CONTEST_CATEGORIES, CONTEST_ESSENCE_TYPES } from '../contests/contest-category.ts';
import { boardEntrantShape } from '../profile/board-entrant.ts';

export const ContestPaths = {
  list: '/api/v1/contests',
  detail: '/api/v1/contests/:slug',
  register: '/api/v1/contests/register',
  unregister: '/api/v1/contests/unregister',
  start: '/api/v1/contests/start',
  submit: '/api/v1/contests/submit',
  problems: '/api/v1/contests/problems',
  standings: '/api/v1/contests/:slug/standings',
  virtualStanding: '/api/v1/contests/:slug/virtual_standing',
  calendar: '/api/v1/contests/:slug/calendar.ics',
  devCreate: '/api/dev/contests',
  devEnd: '/api/dev/contests/:slug/end',
  devReminders: '/api/dev/contests/reminders',
} as const;

/** `:slug` of the contest paths. */
export const contestParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const CONTEST_FORMATS = ['ICPC', 'IOI'] as const;
export const contestFormatSchema = z.enum(CONTEST_FORMATS);
export const contestCategorySchema = z.enum(CONTEST_CATEGORIES);
export const contestEssenceTypeSchema = z.enum(CONTEST_ESSENCE_TYPES);
export const CONTEST_PHASES = ['upcoming', 'registration', 'live', 'ended'] as const;
export const contestPhaseSchema = z.enum(CONTEST_PHASES);
export const OFFERING_STATUSES = ['NOT_OPEN', 'ACTIVE', 'NOT_STARTED', 'HAS_ENDED'] as const;
export const TEST_STATUSES = ['TEST_ATTEMPTED_OR_SUBMITTED', 'TEST_STARTED', 'TEST_NOT_ATTEMPTED'] as const;

/** List filter: upcoming = not started yet (upcoming or registration phase). */
export const CONTEST_STATUS_FILTERS = ['upcoming', 'live', 'ended'] as const;

export const CONTEST_PAGE_SIZE_DEFAULT = 20;
export const CONTEST_PAGE_SIZE_MAX = 50;
export const STANDINGS_PAGE_SIZE_DEFAULT = 50;
export const STANDINGS_PAGE_SIZE_MAX = 200;
export const CONTEST_TITLE_MAX = 120;
export const CONTEST_PROBLEMS_MAX = 26;

export const CONTEST_JOIN_EVENT = 'contest:join';
export const CONTEST_LEAVE_EVENT = 'contest:leave';
export const CONTEST_STANDINGS_EVENT = 'contest:standings';
/** socket.io namespace for viewers without a session (standings signals only). */
export const CONTEST_PUBLIC_NAMESPACE = '/contests';
/** Room name on the server (clients never use it directly; they join by slug). */
export const contestRoom = (contestId: number) => `contest:${contestId}`;

export const CONTEST_NOT_LIVE_MESSAGE = 'This contest is not live for you.';
/** GET /api/v1/problems/:slug/solution answers 403 with this while a contest with the problem is live. */
export const CONTEST_SOLUTION_LOCKED_MESSAGE = 'The solution opens when the contest ends.';

const slug = z.string().trim().min(1).max(200);
const offeringId = z.coerce.number().int().positive();

export const contestListQuerySchema = z.object({
  category: contestCategorySchema.optional(),
  status: z.enum(CONTEST_STATUS_FILTERS).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTEST_PAGE_SIZE_MAX, `At most ${CONTEST_PAGE_SIZE_MAX} per page.`)
    .default(CONTEST_PAGE_SIZE_DEFAULT),
});
export type ContestListQuery = z.input<typeof contestListQuerySchema>;

/** The caller's place in the contest (null for anonymous callers). */
export const contestParticipationSchema = z.object({
  registered: z.boolean(),
  registered_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  virtual: z.boolean(),
  offering_status: z.enum(OFFERING_STATUSES),
  test_status: z.enum(TEST_STATUSES),
  /** The classroom timer: ms left while ACTIVE, else null. */
  remaining_ms: z.number().int().nullable(),
  /** When the caller's window ends (ISO), null before a windowed/virtual start. */
  ends_at: z.string().nullable(),
  can_register: z.boolean(),
  can_unregister: z.boolean(),
  can_start: z.boolean(),
  can_start_virtual: z.boolean(),
  can_submit: z.boolean(),
  can_finish: z.boolean(),
  /** Spec 03 §2 contest row: live = top performers, finish button, timer, mark button; finished = solution,
   * discuss, hints, suggest, rate open. */
  classroom: z.object({ live: z.boolean(), finished: z.boolean() }),
});
export type ContestParticipation = z.infer<typeof contestParticipationSchema>;

export const contestSummarySchema = z.object({
  id: z.number().int().describe('Also the offering_id of the contest classroom'),
  slug: z.string(),
  title: z.string(),
  category: contestCategorySchema,
  essence_type: contestEssenceTypeSchema,
  essence_label: z.string(),
  format: contestFormatSchema,
  rated: z.boolean(),
  guest_allowed: z.boolean(),
  registration_opens_at: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  /** Windowed contests: minutes each learner gets from their own start; null = fixed timing. */
  window_minutes: z.number().int().nullable(),
  freeze_minutes: z.number().int(),
  duration_minutes: z.number().int(),
  phase: contestPhaseSchema,
  problem_count: z.number().int(),
  registered_count: z.number().int(),
  /** The caller's participation; null for anonymous callers. */
  user: contestParticipationSchema.nullable(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

export const contestListPageSchema = z.object({
  contests: z.array(contestSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ContestListPage = z.infer<typeof contestListPageSchema>;

export const contestDetailSchema = contestSummarySchema.extend({
  description: z.string(),
  /** Problems are named only once the caller may see them (live attempt or after the end). */
  problems_visible: z.boolean(),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;

export const contestEventBodySchema = z.object({ event_id: z.coerce.number().int().positive() });

export const startContestBodySchema = z.object({
  slug,
  offering_id: offeringId,
  source: z.string().trim().max(60).optional(),
  /** Start a virtual attempt of an ended contest. */
  virtual: z.boolean().optional(),
});

export const submitContestBodySchema = z.object({ slug, offering_id: offeringId });

/** Spec 03 §5: offering_id only when present. */
export const contestProblemListQuerySchema = z.object({ slug, offering_id: offeringId.optional() });

export const contestProblemSchema = z.object({
  id: z.number().int().describe('The contest problem id'),
  offerable_type: z.literal('Problem'),
  /** A, B, C ... in contest order. */
  label: z.string(),
  points: z.number().int(),
  problem: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    problem_type: z.string(),
    difficulty: z.string(),
    max_score: z.number().int(),
  }),
  solution_languages: z.array(z.string()),
  set_no_index: z.boolean(),
  is_marked_for_review: z.boolean(),
});

export const attemptStatsSchema = z.object({
  attempted: z.number().int(),
  unattempted: z.number().int(),
  markedForReview: z.number().int(),
});

export const contestProblemListSchema = z.object({
  contest: contestSummarySchema,
  problems: z.array(contestProblemSchema),
  /** Problem id -> 100 once accepted, null while attempted without an accept (spec 03 §4). */
  userScore: z.record(z.string(), z.number().nullable()),
  userAttemptStats: attemptStatsSchema,
});
export type ContestProblemList = z.infer<typeof contestProblemListSchema>;

export const standingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(STANDINGS_PAGE_SIZE_MAX, `At most ${STANDINGS_PAGE_SIZE_MAX} per page.`)
    .default(STANDINGS_PAGE_SIZE_DEFAULT),
  /** Open the page holding the caller's row (ignores page). */
  around_me: z.enum(['true', 'false']).optional(),
});

export const standingsCellSchema = z.object({
  problem_id: z.number().int(),
  /** ICPC: accepted; IOI: full points. */
  solved: z.boolean(),
  /** ICPC: counted wrong attempts (before the accept); IOI: visible submissions. */
  attempts: z.number().int(),
  /** ICPC: whole minutes to the first accept. */
  solved_at_minute: z.number().int().nullable(),
  first_to_solve: z.boolean(),
  /** IOI: best points on the problem; ICPC: the problem's points once solved, else 0. */
  score: z.number(),
  /** Submissions during the freeze whose results this viewer cannot see yet. */
  pending: z.number().int(),
});

/** A learner on the standings, shown by the boards' one rule (profile/board-entrant.ts). */
export const standingsUserSchema = z.object(boardEntrantShape);

export const standingsRowSchema = z.object({
  rank: z.number().int(),
  user: standingsUserSchema,
  solved: z.number().int(),
  /** ICPC penalty minutes (0 for IOI). */
  penalty: z.number().int(),
  /** IOI total points (ICPC: points of the solved problems). */
  score: z.number(),
  cells: z.array(standingsCellSchema),
  is_me: z.boolean(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

export const contestStandingsSchema = z.object({
  contest_id: z.number().int(),
  format: contestFormatSchema,
  /** The board is frozen for this viewer: others' late results show as pending (their own row stays live). */
  frozen: z.boolean(),
  freeze_at: z.string().nullable(),
  problems: z.array(
    z.object({ id: z.number().int(), label: z.string(), slug: z.string(), name: z.string() }),
  ),
  rows: z.array(standingsRowSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** The caller's row and page when they take part (null otherwise). */
  my_row: standingsRowSchema.nullable(),
  my_page: z.number().int().nullable(),
  updated_at: z.string(),
});
export type ContestStandings = z.infer<typeof contestStandingsSchema>;

export const virtualStandingSchema = z.object({
  contest_id: z.number().int(),
  rank: z.number().int(),
  of: z.number().int(),
  elapsed_ms: z.number().int(),
  offering_status: z.enum(OFFERING_STATUSES),
  row: standingsRowSchema,
});
export type VirtualStanding = z.infer<typeof virtualStandingSchema>;

export const contestJoinBodySchema = z.object({ slug });
export const contestJoinAckSchema = z.union([
  z.object({ ok: z.literal(true), contest_id: z.number().int() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ContestJoinAck = z.infer<typeof contestJoinAckSchema>;

export const contestStandingsEventSchema = z.object({
  contest_id: z.number().int(),
  slug: z.string(),
  updated_at: z.string(),
});
export type ContestStandingsEvent = z.infer<typeof contestStandingsEventSchema>;

export const devContestBodySchema = z.object({
  title: z.string().trim().min(1).max(CONTEST_TITLE_MAX).optional(),
  problem_slugs: z.array(slug).min(1).max(CONTEST_PROBLEMS_MAX),
  duration_minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  format: contestFormatSchema.default('ICPC'),
  freeze_minutes: z.number().int().min(0).default(0),
  window_minutes: z.number().int().min(1).optional(),
  rated: z.boolean().default(true),
  guest_allowed: z.boolean().default(false),
  /** Seconds from now to the start (0 = live now). */
  starts_in_seconds: z.number().int().min(0).default(0),
});

/** Dev only: run the contest reminder sweep as if `in_seconds` had passed (e2e tests cannot wait an hour). */
export const devContestRemindersBodySchema = z.object({
  in_seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60 * 60)
    .default(0),
});
