import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_AREAS,
  canSubmitFeedback,
  feedbackAreaOptions,
  feedbackOptions,
  isFeedbackArea,
  validateFeedback,
} from './feedback.ts';

describe('feedback dialog', () => {
  it('always ends the options with Other, once', () => {
    expect(feedbackOptions(['Wrong answer', 'Typo'])).toEqual(['Wrong answer', 'Typo', 'Other']);
    expect(feedbackOptions(['Other', 'Typo'])).toEqual(['Typo', 'Other']);
    expect(feedbackOptions([])).toEqual(['Other']);
  });

  it.each([
    [{ issue: null, comment: '' }, { issue: 'Please select an issue' }],
    [{ issue: '', comment: 'words but no issue' }, { issue: 'Please select an issue' }],
    [{ issue: 'Typo', comment: '' }, {}],
    [{ issue: 'Typo', comment: 'more detail' }, {}],
    [{ issue: 'Other', comment: '' }, { comment: 'This field is required' }],
    [{ issue: 'Other', comment: '  \n ' }, { comment: 'This field is required' }],
    [{ issue: 'Other', comment: 'It hangs' }, {}],
  ])('%j -> %j', (input, errors) => {
    expect(validateFeedback(input)).toEqual(errors);
    expect(canSubmitFeedback(input)).toBe(Object.keys(errors).length === 0);
  });
});

describe('feedback areas', () => {
  it.each([
    ['exp', ['EXP not added', 'Wrong level', 'Booster not applied', 'Other']],
    ['leaderboard', ['My rank is wrong', 'Wrong league', 'Missing friend', 'Other']],
    ['notifications', ['Notification not received', 'Too many notifications', 'Other']],
  ] as const)('%s offers its issues then Other', (area, options) => {
    expect(feedbackAreaOptions(area)).toEqual(options);
  });

  it('knows its areas and nothing else', () => {
    expect(Object.keys(FEEDBACK_AREAS).every(isFeedbackArea)).toBe(true);
    expect(isFeedbackArea('toString')).toBe(false);
    expect(isFeedbackArea('billing')).toBe(false);
  });
});
