import { describe, expect, it } from 'vitest';
import {
  gradeFillUp,
  gradeItem,
  gradeMultiple,
  gradeSingleChoice,
  ItemAnswerError,
  itemAnswerSchema,
  multiplePartialCredit,
} from './grading.ts';
import { fillUpItem, multipleItem, singleItem } from './test-fixtures.test-support.ts';

describe('gradeSingleChoice', () => {
  it.each([
    ['b', 100, true],
    ['a', 0, false],
    ['B', 0, false],
    ['', 0, false],
    ['zz', 0, false],
  ])('selecting %j scores %s%%', (selected, percentage, correct) => {
    const grade = gradeSingleChoice(singleItem, selected);
    expect(grade).toMatchObject({ percentage, correct });
  });

  it('reveals the right answer and the explanation in every grade', () => {
    expect(gradeSingleChoice(singleItem, 'a')).toEqual({
      percentage: 0,
      correct: false,
      rightAnswers: ['b'],
      solutionDesc: 'B is right.',
    });
  });
});

describe('gradeMultiple (all-or-nothing by default)', () => {
  it.each([
    [['a', 'c'], 100],
    [['c', 'a'], 100],
    [['a', 'c', 'a'], 100],
    [['a'], 0],
    [['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], 0],
    [[], 0],
  ])('selecting %j scores %s%%', (selected, percentage) => {
    expect(gradeMultiple(multipleItem, selected).percentage).toBe(percentage);
  });

  it.each([
    [['a', 'c'], 100],
    [['a'], 50],
    [['a', 'b'], 0],
    [['a', 'c', 'b'], 50],
    [['a', 'b', 'c', 'd'], 0],
    [['b', 'd'], 0],
  ])('with partial credit, selecting %j scores %s%%', (selected, percentage) => {
    expect(gradeMultiple(multipleItem, selected, 'partial').percentage).toBe(percentage);
  });
});

describe('multiplePartialCredit', () => {
  it.each([
    [['a', 'b', 'c'], ['a', 'b', 'c'], 100],
    [['a', 'b'], ['a', 'b', 'c'], (2 * 100) / 3],
    [['a', 'b', 'x'], ['a', 'b', 'c'], 100 / 3],
    [['a', 'a', 'a'], ['a', 'b'], 50],
    [['x', 'y'], ['a'], 0],
    [[], ['a'], 0],
  ])('%j against %j gives %s', (selected, right, expected) => {
    expect(multiplePartialCredit(selected, right)).toBeCloseTo(expected, 10);
  });
});

describe('gradeFillUp', () => {
  it.each([
    [{ kw: 'group by', count: '12', ratio: '3.14' }, 100, [true, true, true]],
    [{ kw: '  Group   By ', count: '12.0', ratio: '3.15' }, 100, [true, true, true]],
    [{ kw: 'GROUP BY', count: '12', ratio: '3.16' }, (2 * 100) / 3, [true, true, false]],
    [{ kw: 'GROUPBY', count: '1e1', ratio: '3.135' }, 100 / 3, [false, false, true]],
    [{ kw: 'ORDER BY', count: 'twelve', ratio: '' }, 0, [false, false, false]],
    [{}, 0, [false, false, false]],
  ])('%j scores %s%%', (given, percentage, perBlank) => {
    const grade = gradeFillUp(fillUpItem, given);
    expect(grade.percentage).toBeCloseTo(percentage, 10);
    expect(grade.blanks?.map((b) => b.correct)).toEqual(perBlank);
    expect(grade.correct).toBe(percentage === 100);
  });

  it('shows the canonical answer of each blank next to what was typed', () => {
    const grade = gradeFillUp(fillUpItem, { kw: 'where', count: '12' });
    expect(grade.rightAnswers).toEqual(['GROUP BY', '12', '3.14']);
    expect(grade.blanks).toEqual([
      { id: 'kw', correct: false, given: 'where', expected: 'GROUP BY' },
      { id: 'count', correct: true, given: '12', expected: '12' },
      { id: 'ratio', correct: false, given: '', expected: '3.14' },
    ]);
    expect(grade.solutionDesc).toBe('Because.');
  });

  it('ignores answers for blanks the item does not have', () => {
    const grade = gradeFillUp(fillUpItem, { kw: 'group by', count: '12', ratio: '3.14', extra: 'x' });
    expect(grade.percentage).toBe(100);
  });
});

describe('gradeItem', () => {
  it('dispatches on the answer type', () => {
    expect(gradeItem(singleItem, { type: 'SINGLE_CHOICE', selected: 'b' }).percentage).toBe(100);
    expect(gradeItem(multipleItem, { type: 'MULTIPLE', selected: ['a'] }).percentage).toBe(0);
    expect(gradeItem(multipleItem, { type: 'MULTIPLE', selected: ['a'] }, 'partial').percentage).toBe(50);
    expect(gradeItem(fillUpItem, { type: 'FILL_UP', blanks: { count: '12' } }).percentage).toBeCloseTo(
      100 / 3,
    );
  });

  it('rejects an answer of another type', () => {
    expect(() => gradeItem(singleItem, { type: 'MULTIPLE', selected: ['b'] })).toThrow(ItemAnswerError);
  });
});

describe('itemAnswerSchema', () => {
  it.each([
    [{ type: 'SINGLE_CHOICE', selected: 'a' }, true],
    [{ type: 'MULTIPLE', selected: ['a', 'b'] }, true],
    [{ type: 'FILL_UP', blanks: { x: '1' } }, true],
    [{ type: 'SINGLE_CHOICE', selected: ['a'] }, false],
    [{ type: 'MULTIPLE', selected: 'a' }, false],
    [{ type: 'FILL_UP', blanks: { x: 'y'.repeat(201) } }, false],
    [{ type: 'NOTE' }, false],
    [{ type: 'SINGLE_CHOICE', selected: 'a', extra: 1 }, false],
  ])('%j is valid: %s', (answer, valid) => {
    expect(itemAnswerSchema.safeParse(answer).success).toBe(valid);
  });
});
