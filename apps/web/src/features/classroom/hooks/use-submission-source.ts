/**
 * The submission source the problem page's URL names (spec 03 §2: "chosen by a query parameter present on the
 * page", e.g. `?interview_bundle=<slug>` from an interview bundle), undefined when it names none.
 */
import { useLocation } from 'react-router';
import { submissionSourceOf, type SubmissionSource } from '@katana/shared/submission-source';

export function useSubmissionSource(): SubmissionSource | undefined {
  return submissionSourceOf(useLocation().search);
}
