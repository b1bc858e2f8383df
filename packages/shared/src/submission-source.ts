/**
 * Spec 03 §2: "The submission source is chosen by a query parameter present on the page: onboarding, goal,
 * interview experience, kunji, interview problem, popular problem list, interview bundle, new public section."
 * Each source is a query parameter of the problem page's URL (its value names where the learner came from, e.g.
 * `/problems/two-sum?interview_bundle=graph-patterns`); a submission made on that page is stored with the source's
 * name. When several are present the first of this list wins.
 */
export const SUBMISSION_SOURCES = [
  'onboarding',
  'goal',
  'interview_experience',
  'kunji',
  'interview_problem',
  'popular_problem_list',
  'interview_bundle',
  'new_public_section',
] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

/** The source a page's query string names, if any (`?interview_bundle=x` -> 'interview_bundle'). */
export function submissionSourceOf(search: string | URLSearchParams): SubmissionSource | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return SUBMISSION_SOURCES.find((source) => params.has(source));
}

/**
 * A link to `path` that names the source (`/problems/x` + interview_experience, 'acme-sde' ->
 * `/problems/x?interview_experience=acme-sde`), keeping the path's own query and hash. `value` says where exactly
 * the learner came from (a bundle's or an experience's slug).
 */
export function withSubmissionSource(path: string, source: SubmissionSource, value = '1'): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${source}=${encodeURIComponent(value)}${fragment}`;
}
