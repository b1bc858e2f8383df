import { describe, expect, it } from 'vitest';
import { scoreJudgedSubmission, scoringKindOf, type ScoreInput } from './submission-scoring.ts';

const submittedAt = new Date('2026-03-01T10:00:00Z');
const base: ScoreInput = {
  verdict: 'CORRECT_ANSWER',
  percentageWithoutPenalty: 100,
  maxScore: 80,
  kind: 'CODE',
  oldScore: 0,
  solutionViewedOn: null,
  submittedAt,
  bestPercentage: null,
};

describe('scoreJudgedSubmission', () => {
  it.each([
    // [case, input overrides, percentage, new score, user score, points gained, already earned, best, solved]
    ['a first correct answer earns the full score', {}, 100, 80, 80, 80, false, true, true],
    [
      'a partial answer is floored and not solved',
      { verdict: 'WRONG_ANSWER', percentageWithoutPenalty: 66.67 },
      66.67,
      53,
      53,
      53,
      false,
      true,
      false,
    ],
    [
      'a worse answer keeps the user score and gains nothing',
      { verdict: 'WRONG_ANSWER', percentageWithoutPenalty: 40, oldScore: 60, bestPercentage: 75 },
      40,
      32,
      60,
      0,
      false,
      false,
      false,
    ],
    [
      'a correct answer after full marks is already earned',
      { oldScore: 80, bestPercentage: 100 },
      100,
      80,
      80,
      0,
      true,
      false,
      true,
    ],
    [
      'a better answer gains the difference and becomes the best',
      { oldScore: 40, bestPercentage: 50 },
      100,
      80,
      80,
      40,
      false,
      true,
      true,
    ],
    [
      'a compile error (0 %) is never already earned',
      { verdict: 'COMPILATION_ERROR', percentageWithoutPenalty: 0, oldScore: 80, bestPercentage: 100 },
      0,
      0,
      80,
      0,
      false,
      false,
      false,
    ],
  ] as const)('%s', (_name, overrides, pct, newScore, userScore, gained, alreadyEarned, best, solved) => {
    const scored = scoreJudgedSubmission({ ...base, ...overrides });
    expect(scored.percentageScore).toBeCloseTo(pct);
    expect(scored.points).toEqual({ newScore, userScore, pointsGained: gained, alreadyEarned });
    expect(scored.isBest).toBe(best);
    expect(scored.solved).toBe(solved);
    expect(scored.penaltyReason).toBeNull();
  });

  it('halves the percentage when the solution was seen before submitting, and keeps both percentages', () => {
    const viewed = new Date(submittedAt.getTime() - 60_000);
    const scored = scoreJudgedSubmission({ ...base, solutionViewedOn: viewed });
    expect(scored).toMatchObject({
      percentageScore: 50,
      percentageScoreWithoutPenalty: 100,
      penaltyPercentage: 50,
      penaltyReason: 'SOLUTION_SEEN',
      solutionViewedOn: viewed,
      solved: true,
    });
    expect(scored.points.newScore).toBe(40);
  });

  it('applies no penalty when the solution was opened only after the submission', () => {
    const scored = scoreJudgedSubmission({ ...base, solutionViewedOn: new Date(submittedAt.getTime() + 1) });
    expect(scored).toMatchObject({ percentageScore: 100, penaltyPercentage: 0, penaltyReason: null });
    expect(scored.solutionViewedOn).toBeNull();
  });

  it('keeps the earlier best on a tie', () => {
    expect(scoreJudgedSubmission({ ...base, bestPercentage: 100 }).isBest).toBe(false);
  });
});

describe('scoringKindOf', () => {
  it('maps submittable problem types to their scoring kind', () => {
    expect(scoringKindOf('SQL')).toBe('SQL');
    expect(scoringKindOf('FILL_UP')).toBe('FILL_UP');
    expect(scoringKindOf('MACHINE_LEARNING')).toBe('MACHINE_LEARNING');
    expect(scoringKindOf('FRONTEND')).toBe('CODE');
  });
});
