import { describe, expect, it } from 'vitest';
import { submissionSourceOf, withSubmissionSource } from './submission-source.ts';

describe('submissionSourceOf', () => {
  it('names the source whose query parameter the page carries', () => {
    expect(submissionSourceOf('?interview_bundle=graph-patterns')).toBe('interview_bundle');
    expect(submissionSourceOf(new URLSearchParams('goal=1&tab=problem'))).toBe('goal');
  });

  it('is undefined on a page without a source parameter', () => {
    expect(submissionSourceOf('')).toBeUndefined();
    expect(submissionSourceOf('?tab=submissions&bundle=x')).toBeUndefined();
  });

  it('takes the first source of the spec list when several are present', () => {
    expect(submissionSourceOf('?interview_bundle=a&onboarding=1')).toBe('onboarding');
  });

  it("builds links that name the source and keep the path's query and hash", () => {
    expect(withSubmissionSource('/problems/x', 'interview_experience', 'acme sde')).toBe(
      '/problems/x?interview_experience=acme%20sde',
    );
    expect(withSubmissionSource('/problems/x?tab=a#top', 'interview_bundle', 'g')).toBe(
      '/problems/x?tab=a&interview_bundle=g#top',
    );
    expect(submissionSourceOf(withSubmissionSource('/problems/x', 'goal').split('?')[1]!)).toBe('goal');
  });
});
