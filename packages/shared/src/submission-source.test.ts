import { describe, expect, it } from 'vitest';
import { SubmissionSource, submissionSourceFrom, withSubmissionSource } from './submission-source.ts';

describe('submission source', () => {
  it('reads a known source from the page query and ignores unknown ones', () => {
    expect(submissionSourceFrom('?source=interview_experience')).toBe('interview_experience');
    expect(submissionSourceFrom(new URLSearchParams('a=1&source=interview_bundle'))).toBe('interview_bundle');
    expect(submissionSourceFrom('?source=evil')).toBeUndefined();
    expect(submissionSourceFrom('')).toBeUndefined();
  });

  it('adds the source to a link, keeping its query and hash', () => {
    expect(withSubmissionSource('/problems/two-sum', SubmissionSource.INTERVIEW_EXPERIENCE)).toBe(
      '/problems/two-sum?source=interview_experience',
    );
    expect(withSubmissionSource('/problems/a?tab=x#top', SubmissionSource.GOAL)).toBe(
      '/problems/a?tab=x&source=goal#top',
    );
  });
});
