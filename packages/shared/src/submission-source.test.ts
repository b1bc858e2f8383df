import { describe, expect, it } from 'vitest';
import { submissionSourceOf } from './submission-source.ts';

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
});
