import { describe, expect, it } from 'vitest';
import { countedScores, peerScore } from './peer-score.ts';

describe('peer score', () => {
  it('is the median of agreeing peers', () => {
    expect(peerScore([3, 3, 4])).toBe(3);
    expect(peerScore([2, 3, 4])).toBe(3);
  });

  it('drops a score more than one rubric step from the median', () => {
    expect(countedScores([3, 3, 0])).toEqual([true, true, false]);
    expect(peerScore([3, 4, 0, 4])).toBe(4); // median 3.5: 0 is dropped, median of 3, 4, 4 is 4
  });

  it('keeps every score of two equal camps, and rounds a half up', () => {
    expect(countedScores([0, 0, 4, 4])).toEqual([true, true, true, true]);
    expect(peerScore([0, 0, 4, 4])).toBe(2);
    expect(peerScore([2, 3])).toBe(3);
  });

  it('drops nothing with fewer than three scores', () => {
    expect(countedScores([0, 4])).toEqual([true, true]);
  });
});
