import { describe, expect, it } from 'vitest';
import { feedbackBodySchema } from './api-feedback.ts';

const fieldErrors = (body: unknown) => {
  const result = feedbackBodySchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('feedbackBodySchema', () => {
  it.each([
    [{ area: 'exp', issue: 'EXP not added' }],
    [{ area: 'leaderboard', issue: 'Missing friend', comment: 'Asha is not listed', page: '/leaderboard' }],
    [{ area: 'notifications', issue: 'Other', comment: 'The bell never rings' }],
  ])('accepts %j', (body) => {
    expect(fieldErrors(body)).toEqual({});
  });

  it.each([
    [
      { area: 'billing', issue: 'Other', comment: 'x' },
      { area: 'Pick one of: exp, leaderboard, notifications.' },
    ],
    [{ area: 'exp' }, { issue: 'Please select an issue' }],
    [{ area: 'exp', issue: '  ' }, { issue: 'Please select an issue' }],
    [{ area: 'exp', issue: 'My rank is wrong' }, { issue: 'Pick one of the listed issues.' }],
    [{ area: 'exp', issue: 'Other' }, { comment: 'This field is required' }],
    [{ area: 'exp', issue: 'Other', comment: '   ' }, { comment: 'This field is required' }],
    [
      { area: 'exp', issue: 'Wrong level', comment: 'x'.repeat(1001) },
      { comment: 'Keep it under 1000 characters.' },
    ],
    [
      { area: 'exp', issue: 'Wrong level', page: '//evil.example/x' },
      { page: 'A path on this site, like /leaderboard.' },
    ],
    [
      { area: 'exp', issue: 'Wrong level', page: 'https://evil.example/' },
      { page: 'A path on this site, like /leaderboard.' },
    ],
    [
      { area: 'exp', issue: 'Wrong level', page: '/x?token=abc' },
      { page: 'A path on this site, like /leaderboard.' },
    ],
  ])('rejects %j with %j', (body, errors) => {
    expect(fieldErrors(body)).toEqual(errors);
  });

  it('trims the comment and keeps 1000 characters', () => {
    const parsed = feedbackBodySchema.parse({
      area: 'exp',
      issue: 'Wrong level',
      comment: ` ${'y'.repeat(1000)} `,
    });
    expect(parsed.comment).toHaveLength(1000);
  });
});
