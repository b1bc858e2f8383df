/**
 * Interview experiences (issue #15; spec 01 routes /interview-experiences and /interview-experiences/{slug}, spec 03
 * page kinds "interview experience list and detail"). Learners write structured experiences — company, role,
 * branch, college, rounds with their questions (Markdown) and links to catalogue problems, outcome, date — that a
 * moderator approves before anyone else sees them.
 *
 *   GET    /api/v1/interview-experiences?company=&role=&outcome=&year=&q=&page=   published, newest first
 *   GET    /api/v1/interview-experiences/recent         the newest few published ("recent experiences")
 *   GET    /api/v1/interview-experiences/top            the most viewed published in the last TOP_EXPERIENCES_DAYS days
 *   GET    /api/v1/interview-experiences/companies      companies with published experiences (the filter's options)
 *   GET    /api/v1/interview-experiences/mine           signed in: the learner's own, every status
 *   GET    /api/v1/interview-experiences/review         moderators: the queue of experiences waiting for review
 *   POST   /api/v1/interview-experiences                signed in: create (a draft, or submitted with captcha_token)
 *   GET    /api/v1/interview-experiences/:slug          published ones for everyone; the author and moderators any
 *   PUT    /api/v1/interview-experiences/:slug          the author: edit (a published one goes back to review)
 *   DELETE /api/v1/interview-experiences/:slug          the author: delete
 *   POST   /api/v1/interview-experiences/:slug/review   moderators: { decision: approve | reject, reason }
 *   POST   /api/dev/interview-experiences/moderators   dev only (e2e): { email } is made a moderator
 */
import { z } from 'zod';
import { CaptchaMessage, captchaTokenSchema } from './captcha.ts';

export const InterviewExperiencePaths = {
  list: '/api/v1/interview-experiences',
  recent: '/api/v1/interview-experiences/recent',
  top: '/api/v1/interview-experiences/top',
  companies: '/api/v1/interview-experiences/companies',
  mine: '/api/v1/interview-experiences/mine',
  reviewQueue: '/api/v1/interview-experiences/review',
  detail: '/api/v1/interview-experiences/:slug',
  review: '/api/v1/interview-experiences/:slug/review',
  /** Dev only (NODE_ENV=test or KATANA_DEV_ROUTES, loopback clients), for e2e: { email } becomes a moderator. */
  devModerator: '/api/dev/interview-experiences/moderators',
} as const;

/** Web paths of the screens (the list and detail are spec 01 routes; the others are ours). */
export const InterviewExperienceWebPaths = {
  list: '/interview-experiences',
  write: '/interview-experiences/write',
  mine: '/interview-experiences/mine',
  review: '/interview-experiences/review',
  detail: (slug: string) => `/interview-experiences/${encodeURIComponent(slug)}`,
  edit: (slug: string) => `/interview-experiences/${encodeURIComponent(slug)}/edit`,
} as const;

export const INTERVIEW_EXPERIENCE_PAGE_SIZE = 12;
export const RECENT_EXPERIENCES_COUNT = 5;
/**
 * "Top interview experiences": the most viewed (by signed-in learners other than the author, once each) among those
 * published in the last this many days; ties go to the newer one.
 */
export const TOP_EXPERIENCES_DAYS = 90;
/** A learner may have this many experiences waiting for review at once (abuse limit). */
export const MAX_PENDING_EXPERIENCES = 5;

export const EXPERIENCE_LIMITS = {
  company: { min: 2, max: 100 },
  role: { min: 2, max: 100 },
  branch: 100,
  roundName: 120,
  questions: { min: 20, max: 10_000 },
  tips: 5_000,
  rounds: { min: 1, max: 12 },
  problemsPerRound: 10,
  experienceYears: 50,
  reason: { min: 5, max: 500 },
} as const;

export const EXPERIENCE_OUTCOMES = ['selected', 'rejected', 'pending', 'withdrew', 'offer_declined'] as const;
export type ExperienceOutcome = (typeof EXPERIENCE_OUTCOMES)[number];
export const OUTCOME_LABELS: Record<ExperienceOutcome, string> = {
  selected: 'Selected',
  rejected: 'Rejected',
  pending: 'Result pending',
  withdrew: 'Withdrew',
  offer_declined: 'Offer declined',
};

export const ROUND_KINDS = [
  'online_assessment',
  'coding',
  'technical',
  'system_design',
  'managerial',
  'hr',
  'group_discussion',
  'other',
] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_KIND_LABELS: Record<RoundKind, string> = {
  online_assessment: 'Online assessment',
  coding: 'Coding',
  technical: 'Technical',
  system_design: 'System design',
  managerial: 'Managerial',
  hr: 'HR',
  group_discussion: 'Group discussion',
  other: 'Other',
};

export const EXPERIENCE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];
export const STATUS_LABELS: Record<ExperienceStatus, string> = {
  draft: 'Draft',
  pending: 'In review',
  published: 'Published',
  rejected: 'Not approved',
};

export const ExperienceMessage = {
  NOT_FOUND: 'This interview experience does not exist or is not published yet.',
  NOT_AUTHOR: 'Only the author can change this interview experience.',
  UNKNOWN_PROBLEM: 'No problem with this link exists in the catalogue:',
  UNKNOWN_COLLEGE: 'Choose your college from the list.',
  FUTURE_DATE: 'The interview date cannot be in the future.',
  NOT_IN_REVIEW: 'This interview experience is not waiting for review.',
  SUBMITTED: 'Thanks! A moderator will review your experience before it is published.',
  SAVED: 'Draft saved. Submit it for review when it is ready.',
  APPROVED: 'Approved and published.',
  REJECTED: 'Sent back to the author with your reason.',
  DELETED: 'Your interview experience was deleted.',
  SUBMIT_RATE: 'You are submitting too often. Please wait a minute before submitting again.',
  TOO_MANY_PENDING: `You have ${MAX_PENDING_EXPERIENCES} experiences waiting for review. Submit more once a moderator has read them.`,
} as const;

/**
 * The key a company is filtered by: case, accents, punctuation and legal suffixes ("Inc.", "Pvt Ltd") do not
 * count, so "ACME Pvt. Ltd." and "Acme" are one company. Companies are free text typed by learners.
 */
export function companyKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const suffixes = new Set([
    'inc',
    'ltd',
    'llc',
    'llp',
    'pvt',
    'private',
    'limited',
    'corp',
    'corporation',
    'co',
    'plc',
    'gmbh',
  ]);
  while (words.length > 1 && suffixes.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PROBLEM_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export const experienceRoundSchema = z.object({
  name: z.string().trim().max(EXPERIENCE_LIMITS.roundName).default(''),
  kind: z.enum(ROUND_KINDS),
  questions: z
    .string()
    .max(
      EXPERIENCE_LIMITS.questions.max,
      `Write at most ${EXPERIENCE_LIMITS.questions.max} characters per round.`,
    ),
  problem_slugs: z
    .array(z.string().trim().toLowerCase().regex(PROBLEM_SLUG, 'Link a problem by its slug, e.g. two-sum.'))
    .max(
      EXPERIENCE_LIMITS.problemsPerRound,
      `Link at most ${EXPERIENCE_LIMITS.problemsPerRound} problems per round.`,
    )
    .default([]),
});

/**
 * The write form's body, the same for create and edit. A draft needs the company and the role only; submitting
 * (submit: true) needs the whole experience and the captcha. The web form validates with this very schema.
 */
export const experienceBodySchema = z
  .object({
    company: z
      .string()
      .trim()
      .min(EXPERIENCE_LIMITS.company.min, 'Enter the company name.')
      .max(EXPERIENCE_LIMITS.company.max),
    role: z
      .string()
      .trim()
      .min(EXPERIENCE_LIMITS.role.min, 'Enter the role you interviewed for.')
      .max(EXPERIENCE_LIMITS.role.max),
    branch: z.string().trim().max(EXPERIENCE_LIMITS.branch).default(''),
    college_slug: z.string().trim().max(120).nullable().default(null),
    outcome: z.enum(EXPERIENCE_OUTCOMES).nullable().default(null),
    interview_date: z.string().regex(ISO_DATE, 'Pick the interview date.').nullable().default(null),
    experience_years: z.coerce
      .number()
      .int()
      .min(0, 'Years of experience cannot be negative.')
      .max(EXPERIENCE_LIMITS.experienceYears)
      .default(0),
    tips: z
      .string()
      .max(EXPERIENCE_LIMITS.tips, `Write at most ${EXPERIENCE_LIMITS.tips} characters of tips.`)
      .default(''),
    rounds: z
      .array(experienceRoundSchema)
      .max(EXPERIENCE_LIMITS.rounds.max, `At most ${EXPERIENCE_LIMITS.rounds.max} rounds.`)
      .default([]),
    submit: z.boolean().default(false),
    captcha_token: captchaTokenSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.submit) return;
    if (!body.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Choose the outcome.' });
    if (!body.interview_date)
      ctx.addIssue({ code: 'custom', path: ['interview_date'], message: 'Pick the interview date.' });
    if (body.rounds.length < EXPERIENCE_LIMITS.rounds.min)
      ctx.addIssue({ code: 'custom', path: ['rounds'], message: 'Add at least one round.' });
    body.rounds.forEach((round, i) => {
      if (round.questions.trim().length < EXPERIENCE_LIMITS.questions.min)
        ctx.addIssue({
          code: 'custom',
          path: ['rounds', i, 'questions'],
          message: `Describe round ${i + 1} in at least ${EXPERIENCE_LIMITS.questions.min} characters.`,
        });
    });
    if (!body.captcha_token)
      ctx.addIssue({
        code: 'custom',
        path: ['captcha_token'],
        message: CaptchaMessage.MISSING,
      });
  });
export type ExperienceBody = z.input<typeof experienceBodySchema>;
export type ExperienceBodyParsed = z.output<typeof experienceBodySchema>;

export const experienceListQuerySchema = z.object({
  company: z.string().trim().max(EXPERIENCE_LIMITS.company.max).optional(),
  role: z.string().trim().max(EXPERIENCE_LIMITS.role.max).optional(),
  outcome: z.enum(EXPERIENCE_OUTCOMES).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const experienceSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const experienceReviewBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(EXPERIENCE_LIMITS.reason.max).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && body.reason.length < EXPERIENCE_LIMITS.reason.min)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Tell the author why (at least 5 characters).',
      });
  });

const collegeRefSchema = z.object({ slug: z.string(), name: z.string() });

export const experienceSummarySchema = z.object({
  slug: z.string(),
  company: z.string(),
  company_key: z.string(),
  role: z.string(),
  branch: z.string(),
  college: collegeRefSchema.nullable(),
  outcome: z.enum(EXPERIENCE_OUTCOMES).nullable(),
  interview_date: z.string().nullable(),
  experience_years: z.number().int(),
  rounds_count: z.number().int(),
  round_kinds: z.array(z.enum(ROUND_KINDS)),
  author: z.object({ name: z.string() }),
  status: z.enum(EXPERIENCE_STATUSES),
  excerpt: z.string().describe('Plain text of the first round, cut short'),
  is_demo: z.boolean().describe('A sample made by `katana interview-experience demo` for development'),
  view_count: z.number().int().describe('Signed-in learners other than the author who opened it'),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;

export const linkedProblemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  difficulty: z.string(),
});
export type LinkedProblem = z.infer<typeof linkedProblemSchema>;

export const experienceDetailSchema = experienceSummarySchema.extend({
  tips: z.string(),
  tips_html: z.string(),
  rounds: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(ROUND_KINDS),
      questions: z.string(),
      questions_html: z.string().describe('Sanitised HTML of the Markdown'),
      problem_slugs: z.array(z.string()),
      problems: z.array(linkedProblemSchema).describe('Linked problems that exist and the viewer may open'),
    }),
  ),
  rejection_reason: z.string().nullable().describe('Shown to the author and moderators only'),
  can_edit: z.boolean(),
  can_moderate: z.boolean(),
  message: z.string().optional(),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;

export const experienceListSchema = z.object({
  experiences: z.array(experienceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ExperienceList = z.infer<typeof experienceListSchema>;

export const experienceItemsSchema = z.object({ experiences: z.array(experienceSummarySchema) });
export type ExperienceItems = z.infer<typeof experienceItemsSchema>;

export const experienceCompaniesSchema = z.object({
  companies: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
});
export type ExperienceCompanies = z.infer<typeof experienceCompaniesSchema>;

export const experienceDeletedSchema = z.object({ deleted: z.literal(true), message: z.string() });

export const devModeratorBodySchema = z.object({ email: z.string().trim().toLowerCase().email() });
