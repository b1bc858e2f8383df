/**
 * The submission source (spec 03 §2: "The submission source is chosen by a query parameter present on the page:
 * onboarding, goal, interview experience, kunji, interview problem, popular problem list, interview bundle, new
 * public section"). A page that sends a learner to a problem adds `?source=<value>` to the link; the classroom reads
 * it and sends it with the submission, which the server stores on the submission row.
 */
export const SubmissionSource = {
  ONBOARDING: 'onboarding',
  GOAL: 'goal',
  INTERVIEW_EXPERIENCE: 'interview_experience',
  KUNJI: 'kunji',
  INTERVIEW_PROBLEM: 'interview_problem',
  POPULAR_PROBLEM_LIST: 'popular_problem_list',
  INTERVIEW_BUNDLE: 'interview_bundle',
  NEW_PUBLIC_SECTION: 'new_public_section',
} as const;
export type SubmissionSource = (typeof SubmissionSource)[keyof typeof SubmissionSource];

/** The page's query parameter that carries it. */
export const SUBMISSION_SOURCE_PARAM = 'source';

const KNOWN = new Set<string>(Object.values(SubmissionSource));

/** The source named by the page's query (`?source=interview_experience`), or undefined for none or an unknown one. */
export function submissionSourceFrom(search: URLSearchParams | string): SubmissionSource | undefined {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(
    SUBMISSION_SOURCE_PARAM,
  );
  return value && KNOWN.has(value) ? (value as SubmissionSource) : undefined;
}

/** A link to `path` that carries the source (keeps the path's own query and hash). */
export function withSubmissionSource(path: string, source: SubmissionSource): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${SUBMISSION_SOURCE_PARAM}=${encodeURIComponent(source)}${fragment}`;
}
