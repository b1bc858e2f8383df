import { describe, expect, it } from 'vitest';
import {
  applyPenalty,
  newScore,
  recordContestAttempt,
  scoreSubmission,
  toggleMarkForReview,
  toggleReaction,
  Vote,
} from './scoring.ts';

describe('newScore', () => {
  it.each([
    [100, 40, 'CODE', 40],
    [50, 45, 'CODE', 22],
    [50, 45, 'SQL', 22],
    [50, 45, 'DATASCIENCE', 23],
    [50, 45, 'MACHINE_LEARNING', 23],
    [33.3, 80, 'CODE', 26],
    [0, 120, 'CODE', 0],
  ] as const)('%s%% of %s (%s) is %s', (percentage, max, kind, expected) => {
    expect(newScore(percentage, max, kind)).toBe(expected);
  });
});

describe('scoreSubmission', () => {
  it.each([
    // percentage, max, old, -> new, user score, points gained, already earned
    [100, 40, 0, 40, 40, 40, false],
    [50, 40, 0, 20, 20, 20, false],
    [100, 40, 20, 40, 40, 20, false],
    [50, 40, 30, 20, 30, 0, false],
    [100, 40, 40, 40, 40, 0, true],
    [50, 40, 40, 20, 40, 0, true],
    [0, 40, 40, 0, 40, 0, false],
  ])('%s%% of %s with old score %s', (percentage, maxScore, oldScore, ns, us, gained, earned) => {
    expect(scoreSubmission({ percentage, maxScore, oldScore, kind: 'CODE' })).toEqual({
      newScore: ns,
      userScore: us,
      pointsGained: gained,
      alreadyEarned: earned,
    });
  });
});

describe('applyPenalty', () => {
  it('takes the penalty share off the percentage', () => {
    expect(applyPenalty(100, 50)).toBe(50);
    expect(applyPenalty(80, 25)).toBe(60);
    expect(applyPenalty(80, 0)).toBe(80);
    expect(applyPenalty(80, 150)).toBe(0);
  });
});

describe('toggleReaction', () => {
  it('adds, removes and switches a reaction, adjusting the count', () => {
    const up = toggleReaction({ reaction: null, count: 5 }, Vote.UPVOTE);
    expect(up).toEqual({ reaction: 1, count: 6 });
    expect(toggleReaction(up, Vote.UPVOTE)).toEqual({ reaction: null, count: 5 });
    expect(toggleReaction(up, Vote.DOWNVOTE)).toEqual({ reaction: -1, count: 4 });
    expect(toggleReaction({ reaction: -1, count: 4 }, Vote.DOWNVOTE)).toEqual({ reaction: null, count: 5 });
  });
});

describe('recordContestAttempt', () => {
  const stats = { attempted: 0, unattempted: 3, markedForReview: 0 };

  it('moves one problem to attempted on the first attempt only', () => {
    const first = recordContestAttempt(stats, {}, 'p1', 'WRONG_ANSWER');
    expect(first.stats).toEqual({ attempted: 1, unattempted: 2, markedForReview: 0 });
    expect(first.scores).toEqual({ p1: null });
    const second = recordContestAttempt(first.stats, first.scores, 'p1', 'ACCEPTED');
    expect(second.stats).toEqual(first.stats);
    expect(second.scores).toEqual({ p1: 100 });
  });

  it('keeps an accepted score when a later attempt fails', () => {
    const after = recordContestAttempt(stats, { p1: 100 }, 'p1', 'WRONG_ANSWER');
    expect(after.scores.p1).toBe(100);
  });
});

describe('toggleMarkForReview', () => {
  it('adds and removes the mark, adjusting the count', () => {
    const on = toggleMarkForReview({ attempted: 0, unattempted: 2, markedForReview: 0 }, false);
    expect(on).toEqual({ marked: true, stats: { attempted: 0, unattempted: 2, markedForReview: 1 } });
    expect(toggleMarkForReview(on.stats, true).stats.markedForReview).toBe(0);
  });
});
