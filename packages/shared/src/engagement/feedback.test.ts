import { describe, expect, it } from 'vitest';
import { canSubmitFeedback, feedbackOptions, validateFeedback } from './feedback.ts';

describe('feedback dialog', () => {
  it('always ends the options with Other, once', () => {
    expect(feedbackOptions(['Wrong answer', 'Typo'])).toEqual(['Wrong answer', 'Typo', 'Other']);
    expect(feedbackOptions(['Other', 'Typo'])).toEqual(['Typo', 'Other']);
    expect(feedbackOptions([])).toEqual(['Other']);
  });

  it.each([
    [{ issue: null, comment: '' }, { issue: 'Please select an issue' }],
    [{ issue: 'Typo', comment: '' }, {}],
    [{ issue: 'Other', comment: '  ' }, { comment: 'This field is required' }],
    [{ issue: 'Other', comment: 'It hangs' }, {}],
  ])('%j -> %j', (input, errors) => {
    expect(validateFeedback(input)).toEqual(errors);
    expect(canSubmitFeedback(input)).toBe(Object.keys(errors).length === 0);
  });
});
