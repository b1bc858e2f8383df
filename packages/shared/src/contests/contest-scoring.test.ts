import { describe, expect, it } from 'vitest';
import { contestProblemScore, contestSubmissionPoints } from './contest-scoring.ts';

describe('contestProblemScore', () => {
  it('ICPC: the problem points for an accept, nothing for any other status however many tests passed', () => {
    const icpc = { format: 'ICPC' as const, points: 100 };
    expect(contestProblemScore({ ...icpc, verdict: 'CORRECT_ANSWER', percentage: 100 })).toBe(100);
    expect(contestProblemScore({ ...icpc, verdict: 'WRONG_ANSWER', percentage: 20 })).toBe(0);
    expect(contestProblemScore({ ...icpc, verdict: 'TIME_LIMIT_EXCEEDED', percentage: 90 })).toBe(0);
  });

  it("IOI: the tests' share of the problem points, to two decimals", () => {
    const ioi = { format: 'IOI' as const, points: 100, verdict: 'WRONG_ANSWER' };
    expect(contestProblemScore({ ...ioi, percentage: 40 })).toBe(40);
    expect(contestProblemScore({ ...ioi, percentage: 100 / 3 })).toBe(33.33);
    expect(contestProblemScore({ ...ioi, points: 250, percentage: 120 })).toBe(250);
  });
});

describe('contestSubmissionPoints', () => {
  it('an ICPC wrong answer gains nothing; the first accept gains the points; a second is already earned', () => {
    const icpc = { format: 'ICPC' as const, points: 100 };
    expect(
      contestSubmissionPoints({ ...icpc, verdict: 'WRONG_ANSWER', percentage: 20, previousBest: 0 }),
    ).toEqual({ new_score: 0, user_score: 0, points_gained: 0, already_earned: false, max_score: 100 });
    expect(
      contestSubmissionPoints({ ...icpc, verdict: 'CORRECT_ANSWER', percentage: 100, previousBest: 0 }),
    ).toEqual({ new_score: 100, user_score: 100, points_gained: 100, already_earned: false, max_score: 100 });
    expect(
      contestSubmissionPoints({ ...icpc, verdict: 'CORRECT_ANSWER', percentage: 100, previousBest: 100 }),
    ).toEqual({ new_score: 100, user_score: 100, points_gained: 0, already_earned: true, max_score: 100 });
    expect(
      contestSubmissionPoints({ ...icpc, verdict: 'WRONG_ANSWER', percentage: 60, previousBest: 100 }),
    ).toMatchObject({ new_score: 0, user_score: 100, points_gained: 0, already_earned: false });
  });

  it('IOI gains the improvement over the best so far', () => {
    const ioi = { format: 'IOI' as const, points: 100, verdict: 'WRONG_ANSWER' };
    expect(contestSubmissionPoints({ ...ioi, percentage: 40, previousBest: 25 })).toMatchObject({
      new_score: 40,
      user_score: 40,
      points_gained: 15,
    });
    expect(contestSubmissionPoints({ ...ioi, percentage: 20, previousBest: 40 })).toMatchObject({
      user_score: 40,
      points_gained: 0,
    });
  });
});
