import { describe, expect, it } from 'vitest';
import { gradeFillUp } from './grading.ts';
import { scoreItemGrade } from './item-scoring.ts';
import { fillUpItem } from './test-fixtures.test-support.ts';

describe('scoreItemGrade', () => {
  it.each([
    // percentage, max score, old score -> new score, points gained, already earned
    [100, 10, 0, 10, 10, false],
    [0, 10, 0, 0, 0, false],
    [(2 * 100) / 3, 20, 0, 13, 13, false],
    [100 / 3, 30, 0, 10, 10, false],
    [100, 20, 13, 20, 7, false],
    [100, 10, 10, 10, 0, true],
  ])('%s%% of %s with old score %s gives %s', (percentage, max, old, score, gained, earned) => {
    expect(scoreItemGrade({ percentage }, max, old, 'SINGLE_CHOICE')).toMatchObject({
      newScore: score,
      pointsGained: gained,
      alreadyEarned: earned,
    });
  });

  it('floors a fill-up with two of three blanks right', () => {
    const grade = gradeFillUp(fillUpItem, { kw: 'group by', count: '12' });
    expect(scoreItemGrade(grade, 20, 0, 'FILL_UP').newScore).toBe(13);
  });
});
