import { describe, expect, it } from 'vitest';
import { checkDeclaredTimeLimit, computeTimeLimit } from './time-limit.ts';

const draft = { acToTimeLimit: 2, timeLimitToTle: 1.5 };

describe('computeTimeLimit', () => {
  it('rounds T_ac x ac_to_time_limit up to the time resolution', () => {
    expect(computeTimeLimit({ slowestAcceptedMs: 420, fastestTleMs: null }, draft, 1).timeLimitS).toBe(1);
    expect(computeTimeLimit({ slowestAcceptedMs: 620, fastestTleMs: null }, draft, 1).timeLimitS).toBe(2);
    expect(computeTimeLimit({ slowestAcceptedMs: 150, fastestTleMs: null }, draft, 0.1).timeLimitS).toBe(0.3);
  });
  it('uses the legacy time_multiplier the same way', () => {
    expect(
      computeTimeLimit(
        { slowestAcceptedMs: 700, fastestTleMs: null },
        { acToTimeLimit: 5, timeLimitToTle: 1 },
        1,
      ).timeLimitS,
    ).toBe(4);
  });
  it('fails when a time_limit_exceeded submission is too fast for the margin', () => {
    const result = computeTimeLimit({ slowestAcceptedMs: 900, fastestTleMs: 2500 }, draft, 1);
    expect(result.timeLimitS).toBeNull();
    expect(result.problem).toMatch(/no time limit fits/);
  });
});

describe('checkDeclaredTimeLimit', () => {
  it('warns when the slowest accepted run leaves too little margin', () => {
    expect(checkDeclaredTimeLimit(1, { slowestAcceptedMs: 600, fastestTleMs: null }, draft)).toHaveLength(1);
    expect(checkDeclaredTimeLimit(2, { slowestAcceptedMs: 600, fastestTleMs: null }, draft)).toEqual([]);
  });
});
