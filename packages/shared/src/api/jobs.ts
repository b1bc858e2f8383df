/**
 * The job board (spec 01 route /jobs; page kind "jobs"). Operators fill it: content files (content/jobs/*.yaml) or
 * `katana job add`. Katana ships no posts: an empty board explains how an operator adds them. Paths are ours.
 *
 *   GET /api/v1/jobs?q&remote&experience&skill&location   open posts, newest first -> jobList
 *   GET /api/v1/jobs/:slug                                 one open post -> jobPost (404 unknown or expired)
 *
 * Rules: a post is open from posted_on to expires_on (UTC dates, both included); expired posts and posts dated in
 * the future are hidden everywhere. Filters combine with AND; several values of one filter combine with OR; `q`
 * matches title, company and skills (case-insensitive). Facets count the open posts.
 */
import { z } from 'zod';

export const JobsPaths = {
  list: '/api/v1/jobs',
  detail: '/api/v1/jobs/:slug',
} as const;

export const JobMessage = { NOT_FOUND: 'Job post not found.' } as const;

export const JOB_REMOTE = ['onsite', 'hybrid', 'remote'] as const;
export type JobRemote = (typeof JOB_REMOTE)[number];
export const JOB_REMOTE_LABELS: Record<JobRemote, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const JOB_EXPERIENCE = ['internship', 'entry', 'mid', 'senior'] as const;
export type JobExperience = (typeof JOB_EXPERIENCE)[number];
export const JOB_EXPERIENCE_LABELS: Record<JobExperience, string> = {
  internship: 'Internship',
  entry: 'Entry level (0-2 years)',
  mid: 'Mid level (2-5 years)',
  senior: 'Senior (5+ years)',
};

export const JOB_LIMITS = {
  title: 120,
  company: 80,
  location: 80,
  skills: 12,
  skill: 40,
  description: 5000,
} as const;

/** The operator's instructions the empty board shows. */
export const JOB_BOARD_EMPTY_HELP = {
  title: 'No open positions yet',
  body: 'This board lists jobs that the people running this site add. An operator can add a post with `katana job add` or with a file in content/jobs/ (see content/jobs/README.md).',
  command:
    'katana job add --title "Backend engineer" --company "Your company" --location "City" --remote hybrid --experience mid --skills go,postgresql --apply-url https://example.org/apply --expires 2027-01-31',
} as const;

export const jobParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
    z.array(item).max(20).optional(),
  );

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  remote: csv(z.enum(JOB_REMOTE)),
  experience: csv(z.enum(JOB_EXPERIENCE)),
  skill: csv(z.string().trim().min(1).max(JOB_LIMITS.skill)),
  location: csv(z.string().trim().min(1).max(JOB_LIMITS.location)),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.enum(JOB_REMOTE),
  experience: z.enum(JOB_EXPERIENCE),
  skills: z.array(z.string()),
  apply_url: z.string().url(),
  posted_on: z.string(),
  expires_on: z.string(),
  description_html: z.string(),
});
export type JobPost = z.infer<typeof jobPostSchema>;

const facet = z.array(z.object({ value: z.string(), count: z.number().int().positive() }));
export const jobListSchema = z.object({
  jobs: z.array(jobPostSchema),
  /** Open posts before filtering (0: the board is empty, show the operator's help). */
  open_total: z.number().int().nonnegative(),
  facets: z.object({ remote: facet, experience: facet, skills: facet, locations: facet }),
});
export type JobList = z.infer<typeof jobListSchema>;

/** Open on `day` (YYYY-MM-DD): posted on or before it and expiring on or after it. */
export function isJobOpen(post: { posted_on: string; expires_on: string }, day: string): boolean {
  return post.posted_on <= day && day <= post.expires_on;
}
