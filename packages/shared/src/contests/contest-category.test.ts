import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes.ts';
import {
  CONTEST_ESSENCE_LABEL,
  contestCategory,
  contestClassroomPath,
  contestEssenceLabel,
  contestListPath,
  contestPath,
  isContestEssenceType,
} from './contest-category.ts';

describe('contestCategory', () => {
  it.each([
    ['Weekly Contest 112', 'weekly'],
    ['WEEKLY contest', 'weekly'],
    ["Beginner's Contest 7", 'biweekly'],
    ['Beginner Weekly Contest 3', 'biweekly'],
    ['Biweekly Contest 4', 'weekly'],
    ['Scholarship Test: Spring 2026', 'scholarship'],
    ['Striver DSA Challenge', 'striver'],
    ['Hiring Sprint: Backend', 'other'],
    ['', 'other'],
  ])('%j is %s', (title, category) => {
    expect(contestCategory(title)).toBe(category);
  });
});

describe('essence types', () => {
  it('are the four spec types with the spec labels', () => {
    expect(CONTEST_ESSENCE_LABEL).toEqual({
      community_practice: 'Community practice',
      hiring_challenge: 'Hiring challenge',
      skill_development: 'Skill Development',
      rated_challenge: 'Rated challenge',
    });
  });

  it.each([
    ['rated_challenge', 'Rated challenge'],
    ['skill_development', 'Skill Development'],
    ['RATED_CHALLENGE', null],
    [undefined, null],
    [3, null],
  ])('%j is labelled %j', (value, label) => {
    expect(contestEssenceLabel(value)).toBe(label);
    expect(isContestEssenceType(value)).toBe(label !== null);
  });
});

describe('contest paths', () => {
  it.each([
    [contestListPath(), 'contest-list', {}],
    [contestPath('weekly-contest-112'), 'contest-detail', { slug: 'weekly-contest-112' }],
    [
      contestClassroomPath('weekly-contest-112', 81),
      'contest-classroom',
      { slug: 'weekly-contest-112', offeringId: '81' },
    ],
    [
      contestClassroomPath('weekly-contest-112', 81, 'two-sum'),
      'contest-classroom',
      { slug: 'weekly-contest-112', offeringId: '81', problemId: 'two-sum' },
    ],
  ])('%s is a %s route', (path, kind, params) => {
    const match = matchRoute(path);
    expect(match.kind).toBe(kind);
    expect(match.params).toMatchObject(params);
  });
});
