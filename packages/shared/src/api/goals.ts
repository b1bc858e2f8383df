/**
 * Goals: journeys made of phases and phase elements (spec 01 routes /goals -> /home/goals, /goals/setup; spec 02 §7
 * "select goal for user: journey_goal_id", the goal calls of the §7 table; spec 03 §3 Goal fields, §7 "Guided path
 * and goal calls"). Wire names follow the spec; paths are ours. The content format is content/goals/README.md.
 * Ids are the content's stable slugs: journey_goal_id = the goal's slug, journey_phase_id = a phase's slug,
 * element_id / phase_element_id = an element's key (unique in its goal), language_id = a language key.
 *
 *   GET  /api/v1/goals                                   all goals (journey cards)                -> goalList
 *   POST /api/v1/goals/user_goal     { journey_goal_id, language_id? }  set user goal (spec 02 "select goal
 *                                                        for user")                               -> userGoalStatus
 *   GET  /api/v1/goals/details?journey_goal_id&show_phase_elements&journey_phase_id?             -> goalDetails
 *   POST /api/v1/goals/custom_elements { journey_phase_id, phase_element_ids }                    -> goalProgress
 *   POST /api/v1/goals/language      { language_id, journey_goal_id }                             -> userGoalStatus
 *   POST /api/v1/goals/video_completed { video_id, video_list_id }                                -> goalProgress
 *   GET  /api/v1/goals/progress?journey_goal_id                                                   -> goalProgress
 *   GET  /api/v1/goals/element?element_id&element_type                                            -> goalElementDetails
 *   POST /api/v1/goals/guided_path_list { guided_path_id, guided_path_list_id }  documented no-op -> noOp
 *   POST /api/v1/goals/last_viewed   { journey_phase_id, element_type, element_data }             -> goalProgress
 *   GET  /api/v1/goals/action_card?journey_phase_id                                               -> actionCard
 *   POST /api/v1/goals/landing_event { journey_goal_id }                                          -> { recorded }
 *   GET  /api/v1/goals/status?get_phase_data                                                      -> userGoalStatus
 *   POST /api/v1/goals/sheet, /api/v1/goals/partner_language   partner calls: documented no-ops    -> noOp
 *
 * Rules:
 * - Reads of goals and their details are public; everything about "my goal" needs a signed-in learner (401).
 * - A phase's elements are its required elements plus the optional ones the learner picked (custom elements).
 * - Element progress comes from the real sources: a guided path module is complete when the guided path says so
 *   (its items solved / marked); a problem list when the learner solved `target` of its problems (default all); a
 *   video when the learner marked it completed; an article when the learner opened it (mark last viewed element).
 * - A phase is complete when all its elements are. GOAL EXP (GOAL_PHASE_EXP) is paid once per learner, goal and
 *   phase, to the learner whose current goal it is, when a goal call sees the phase complete (exp-awards key
 *   GOAL:goal-phase:<goal>:<phase>). Changing goals and coming back never pays a phase twice.
 * - The next action is the first incomplete element of the first incomplete phase.
 */
import { z } from 'zod';

export const GoalsPaths = {
  list: '/api/v1/goals',
  setUserGoal: '/api/v1/goals/user_goal',
  details: '/api/v1/goals/details',
  customElements: '/api/v1/goals/custom_elements',
  language: '/api/v1/goals/language',
  videoCompleted: '/api/v1/goals/video_completed',
  progress: '/api/v1/goals/progress',
  element: '/api/v1/goals/element',
  guidedPathList: '/api/v1/goals/guided_path_list',
  lastViewed: '/api/v1/goals/last_viewed',
  actionCard: '/api/v1/goals/action_card',
  landingEvent: '/api/v1/goals/landing_event',
  status: '/api/v1/goals/status',
  sheet: '/api/v1/goals/sheet',
  partnerLanguage: '/api/v1/goals/partner_language',
} as const;

/**
 * GOAL EXP for completing a phase of the learner's goal (spec 02: learners earn EXP by "following a goal"; the
 * amount is ours). A phase bundles several modules or lists that already paid their own EXP, so this is a
 * milestone reward, not a second payment for the same work: 30, between a MEDIUM solve (20) and a guided path
 * module (50).
 */
export const GOAL_PHASE_EXP = 30;

export const GoalMessage = {
  NOT_FOUND: 'Goal not found.',
  PHASE_NOT_FOUND: 'This phase is not part of your goal.',
  ELEMENT_NOT_FOUND: 'This element is not part of the goal.',
  NO_GOAL: 'Set a goal first.',
  LANGUAGE_NOT_OFFERED: 'This goal does not offer that language.',
  NOT_OPTIONAL: 'Only optional elements can be picked.',
  NOT_A_VIDEO: 'This element is not a video.',
} as const;

export const GOAL_ELEMENT_TYPES = ['guided_path_module', 'problem_list', 'article', 'video'] as const;
export const goalElementTypeSchema = z.enum(GOAL_ELEMENT_TYPES);
export type GoalElementType = z.infer<typeof goalElementTypeSchema>;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = (what: string) => z.string().trim().regex(KEBAB, `${what} must be a kebab-case id`).max(120);
const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .or(z.boolean());

export const goalCardSchema = z.object({
  journey_goal_id: z.string(),
  title: z.string(),
  summary: z.string(),
  phase_count: z.number().int(),
  element_count: z.number().int(),
  languages: z.array(z.string()).describe('Language keys the goal offers'),
  selected: z.boolean().describe("Whether this is the viewer's current goal"),
});
export type GoalCard = z.infer<typeof goalCardSchema>;
export const goalListSchema = z.object({ goals: z.array(goalCardSchema) });
export type GoalList = z.infer<typeof goalListSchema>;

export const goalElementSchema = z.object({
  element_id: z.string(),
  element_type: goalElementTypeSchema,
  title: z.string(),
  optional: z.boolean(),
  /** Whether the element is part of the learner's phase (required, or optional and picked). */
  included: z.boolean(),
  completed: z.boolean(),
  done_count: z.number().int().describe('Items done (module items, list problems solved; 0/1 otherwise)'),
  total_count: z.number().int(),
  /** Where the element opens on the web (a guided path classroom, a problem list, the goal page). */
  href: z.string(),
});
export type GoalElement = z.infer<typeof goalElementSchema>;

export const goalPhaseSchema = z.object({
  journey_phase_id: z.string(),
  title: z.string(),
  summary: z.string(),
  completed: z.boolean(),
  completed_elements: z.number().int(),
  total_elements: z.number().int(),
  percentage: z.number().int(),
  elements: z.array(goalElementSchema).describe('Empty unless show_phase_elements'),
});
export type GoalPhase = z.infer<typeof goalPhaseSchema>;

export const goalDetailsQuerySchema = z.object({
  journey_goal_id: id('journey_goal_id'),
  show_phase_elements: booleanParam.optional().default(false),
  journey_phase_id: id('journey_phase_id').optional(),
});

export const goalDetailsSchema = z.object({
  journey_goal_id: z.string(),
  title: z.string(),
  summary: z.string(),
  description_html: z.string(),
  languages: z.array(z.string()),
  phases: z.array(goalPhaseSchema),
});
export type GoalDetails = z.infer<typeof goalDetailsSchema>;

export const lastViewedElementSchema = z
  .object({
    journey_phase_id: z.string(),
    element_type: goalElementTypeSchema,
    element_id: z.string(),
    title: z.string(),
    href: z.string(),
    viewed_at: z.string(),
  })
  .nullable();
export type LastViewedElement = z.infer<typeof lastViewedElementSchema>;

export const actionCardSchema = z
  .object({
    journey_phase_id: z.string(),
    phase_title: z.string(),
    element: goalElementSchema,
  })
  .nullable()
  .describe('The next thing to do; null when the goal is complete');
export type ActionCard = z.infer<typeof actionCardSchema>;

export const goalProgressSchema = z.object({
  journey_goal_id: z.string(),
  title: z.string(),
  language_id: z.string().nullable(),
  percentage: z.number().int(),
  completed_phases: z.number().int(),
  total_phases: z.number().int(),
  phases: z.array(goalPhaseSchema),
  next_action: actionCardSchema,
  last_viewed_element: lastViewedElementSchema,
  /** GOAL EXP this call paid (phases it saw complete for the first time). */
  exp_awarded: z.number().int(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const userGoalStatusSchema = z.object({
  has_goal: z.boolean(),
  journey_goal_id: z.string().nullable(),
  language_id: z.string().nullable(),
  progress: goalProgressSchema.nullable().describe('Only with get_phase_data'),
});
export type UserGoalStatus = z.infer<typeof userGoalStatusSchema>;

export const setUserGoalBodySchema = z.object({
  journey_goal_id: id('journey_goal_id'),
  language_id: z.string().trim().min(1).max(40).optional(),
});
export const setGoalLanguageBodySchema = z.object({
  language_id: z.string().trim().min(1).max(40),
  journey_goal_id: id('journey_goal_id'),
});
export const customElementsBodySchema = z.object({
  journey_phase_id: id('journey_phase_id'),
  phase_element_ids: z.array(id('phase_element_ids')).max(50),
});
export const videoCompletedBodySchema = z.object({
  video_id: id('video_id'),
  video_list_id: id('video_list_id').describe('The phase the video belongs to'),
});
export const goalProgressQuerySchema = z.object({ journey_goal_id: id('journey_goal_id') });
export const elementDetailsQuerySchema = z.object({
  element_id: id('element_id'),
  element_type: goalElementTypeSchema,
});
export const goalElementDetailsSchema = z.object({
  journey_goal_id: z.string(),
  journey_phase_id: z.string(),
  element: goalElementSchema,
  body_html: z.string().nullable().describe('An article or the notes of a video'),
  video_url: z.string().nullable(),
  /** The privacy-friendly player URL (as guided paths' videos), or null when the video cannot be embedded. */
  embed_url: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
});
export type GoalElementDetails = z.infer<typeof goalElementDetailsSchema>;
export const lastViewedBodySchema = z.object({
  journey_phase_id: id('journey_phase_id'),
  element_type: goalElementTypeSchema,
  element_data: z.object({ element_id: id('element_id') }),
});
export const actionCardQuerySchema = z.object({ journey_phase_id: id('journey_phase_id').optional() });
export const landingEventBodySchema = z.object({ journey_goal_id: id('journey_goal_id') });
export const landingEventSchema = z.object({ recorded: z.boolean() });
export const userGoalStatusQuerySchema = z.object({
  get_phase_data: booleanParam.optional().default(false),
});
export const guidedPathListBodySchema = z.object({
  guided_path_id: z.union([z.string(), z.number()]),
  guided_path_list_id: z.union([z.string(), z.number()]),
});
export const partnerBodySchema = z.record(z.string(), z.unknown());
/** The answer of a partner/sheet call this product does not have a partner for (documented no-op). */
export const noOpSchema = z.object({ accepted: z.literal(false), reason: z.string() });
export const NO_PARTNER_REASON = 'Katana has no job-portal partner or sheet; the call changes nothing.';
export const GUIDED_PATH_LIST_REASON =
  'A goal element names its guided path module in content/goals; the call changes nothing.';
