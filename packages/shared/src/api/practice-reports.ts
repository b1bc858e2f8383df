/**
 * The learner's reports on a problem or a submission: a suggested edit of the statement, editorial, hints or tests,
 * and an issue report (re-exported by practice-catalogue.ts, where their routes are listed).
 */
import { z } from 'zod';

export const REPORT_DETAIL_MAX = 2000;
export const SUGGESTION_MAX = 5000;
export const SUGGESTION_SECTIONS = ['statement', 'editorial', 'hints', 'test_cases', 'other'] as const;
export const suggestEditBodySchema = z.object({
  section: z.enum(SUGGESTION_SECTIONS),
  suggestion: z
    .string()
    .trim()
    .min(1, 'Describe the edit.')
    .max(SUGGESTION_MAX, `At most ${SUGGESTION_MAX} characters.`),
});

/**
 * An id sent as a string or a number (`"42"`, `42`, a slug or a submission uuid). Not z.coerce.string(): that turns a
 * missing field into the text "undefined" instead of failing.
 */
export const entityRef = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().trim().min(1, 'Required.').max(64));

export const ISSUE_TYPES = [
  'WRONG_TEST_CASE',
  'UNCLEAR_STATEMENT',
  'WRONG_SOLUTION',
  'TYPO',
  'OTHER',
] as const;
export const reportIssueBodySchema = z.object({
  entity_type: z.enum(['problem', 'submission']),
  entity_id: entityRef,
  issue_type: z.enum(ISSUE_TYPES),
  issue_detail: z
    .string()
    .trim()
    .min(1, 'Describe the issue.')
    .max(REPORT_DETAIL_MAX, `At most ${REPORT_DETAIL_MAX} characters.`),
  source: z.string().max(60).optional(),
});
export const createdSchema = z.object({ id: z.string() });
