import { describe, expect, it } from 'vitest';
import { learnerView } from './learner-view.ts';
import { fillUpItem, multipleItem, singleItem } from './test-fixtures.test-support.ts';

describe('learnerView', () => {
  it.each([singleItem, multipleItem, fillUpItem])('never carries the answers of $slug', (item) => {
    const json = JSON.stringify(learnerView(item));
    expect(json).not.toMatch(/rightAnswers|solutionDesc|answers|Because|is right/);
  });

  it('keeps the options of a choice item and the blank ids of a fill-up', () => {
    expect(learnerView(singleItem)).toMatchObject({ statement: 'Pick one.', options: singleItem.options });
    expect(learnerView(fillUpItem)).toMatchObject({ blankIds: ['kw', 'count', 'ratio'] });
  });
});
