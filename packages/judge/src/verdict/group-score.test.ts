import { describe, expect, it } from 'vitest';
import { CaseStatus } from '@katana/shared/verdicts';
import { defaultGroupSettings } from '../package/test-data.ts';
import type { GroupSettings, TestCase, TestGroup } from '../package/types.ts';
import { scoreSubmission, type CaseOutcome } from './group-score.ts';

function tc(name: string): TestCase {
  return {
    name,
    group: name.slice(0, name.lastIndexOf('/')),
    inputPath: `/x/${name}.in`,
    answerPath: `/x/${name}.ans`,
    interactionPath: null,
    isSample: false,
    validatorFlags: [],
    inputValidatorArgs: {},
    args: [],
    hint: null,
    description: null,
  };
}

function group(
  name: string,
  settings: Partial<GroupSettings>,
  children: Array<TestGroup | string>,
): TestGroup {
  return {
    name,
    path: `/x/${name}`,
    settings: { ...defaultGroupSettings(false), ...settings },
    hasOwnSettings: true,
    items: children.map((c) =>
      typeof c === 'string'
        ? { kind: 'case' as const, case: tc(`${name}/${c}`) }
        : { kind: 'group' as const, group: c },
    ),
  };
}

const outcomes = (entries: Record<string, CaseStatus | CaseOutcome>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? { status: v } : v]));
const { MATCH: AC, NO_MATCH: WA, TO, MLE } = CaseStatus;

describe('scoreSubmission, 2023-07 draft', () => {
  // secret: sum of group1 (30 points, pass-fail) and group2 (70 points, pass-fail)
  const secret = group('secret', {}, [
    group('secret/g1', { scoring: { score: 30, aggregation: null, requirePass: [] } }, ['1', '2']),
    group('secret/g2', { scoring: { score: 70, aggregation: null, requirePass: [] } }, ['1', '2']),
  ]);

  it('gives full marks when every case passes', () => {
    const s = scoreSubmission(
      '2023-07-draft',
      secret,
      outcomes({ 'secret/g1/1': AC, 'secret/g1/2': AC, 'secret/g2/1': AC, 'secret/g2/2': AC }),
    );
    expect(s).toMatchObject({ score: 100, maxScore: 100, percentage: 100, partiallyAccepted: false });
  });

  it('scores a pass-fail group zero when one of its cases fails (partially accepted)', () => {
    const s = scoreSubmission(
      '2023-07-draft',
      secret,
      outcomes({ 'secret/g1/1': AC, 'secret/g1/2': AC, 'secret/g2/1': AC, 'secret/g2/2': TO }),
    );
    expect(s.score).toBe(30);
    expect(s.partiallyAccepted).toBe(true);
    expect(s.secret.groups.map((g) => [g.name, g.score, g.maxScore, g.verdict])).toEqual([
      ['secret/g1', 30, 30, 'AC'],
      ['secret/g2', 0, 70, 'TLE'],
    ]);
  });

  it('spreads the maximum evenly over cases under sum aggregation and counts MLE as RTE', () => {
    const flat = group('secret', {}, ['a', 'b', 'c', 'd']);
    const s = scoreSubmission(
      '2023-07-draft',
      flat,
      outcomes({ 'secret/a': AC, 'secret/b': AC, 'secret/c': WA, 'secret/d': MLE }),
    );
    expect(s.score).toBe(50);
    expect(s.secret.verdict).toBe('WA');
  });

  it('uses the minimum under min aggregation and applies score multipliers', () => {
    const min = group('secret', { scoring: { score: 40, aggregation: 'min', requirePass: [] } }, ['a', 'b']);
    const s = scoreSubmission(
      '2023-07-draft',
      min,
      outcomes({ 'secret/a': AC, 'secret/b': { status: AC, scoreMultiplier: 0.25 } }),
    );
    expect(s.score).toBe(10);
    expect(s.maxScore).toBe(40);
  });

  it('infers the share of groups without an explicit score: (M - S) / (A + T)', () => {
    const mixed = group('secret', {}, [
      group('secret/g1', { scoring: { score: 40, aggregation: null, requirePass: [] } }, ['1']),
      group('secret/g2', {}, ['1']),
      'x',
    ]);
    const s = scoreSubmission(
      '2023-07-draft',
      mixed,
      outcomes({ 'secret/g1/1': WA, 'secret/g2/1': AC, 'secret/x': AC }),
    );
    expect(s.score).toBe(60);
    expect(s.secret.groups[1]!.maxScore).toBe(30);
  });
});

describe('scoreSubmission, legacy default grader', () => {
  // Typical legacy IOI-style package: each group is worth accept_score per case under min; secret sums the groups and
  // is accepted when any group is.
  const secret = group('secret', { graderFlags: ['sum', 'accept_if_any_accepted'] }, [
    group('secret/g1', { graderFlags: ['min'], acceptScore: 25 }, ['1', '2']),
    group('secret/g2', { graderFlags: ['min'], acceptScore: 75 }, ['1', '2']),
  ]);

  it('sums accepted groups and ignores the score of rejected ones', () => {
    const s = scoreSubmission(
      'legacy',
      secret,
      outcomes({ 'secret/g1/1': AC, 'secret/g1/2': AC, 'secret/g2/1': AC, 'secret/g2/2': WA }),
    );
    expect(s).toMatchObject({ score: 25, maxScore: 100, partiallyAccepted: true });
    expect(s.secret.verdict).toBe('AC');
    expect(s.secret.groups[1]).toMatchObject({ score: 0, maxScore: 75, verdict: 'WA' });
  });

  it('takes the worst error of a group (JE, RTE, TLE, WA) in worst_error mode', () => {
    const g = group('secret', {}, ['1', '2', '3']);
    const s = scoreSubmission('legacy', g, outcomes({ 'secret/1': WA, 'secret/2': TO, 'secret/3': AC }));
    expect(s.secret.verdict).toBe('TLE');
    expect(s.score).toBe(0);
  });

  it('uses score.txt of accepted cases and the range as the maximum', () => {
    const g = group('secret', { range: [0, 50] }, ['1', '2']);
    const s = scoreSubmission(
      'legacy',
      g,
      outcomes({ 'secret/1': { status: AC, score: 10 }, 'secret/2': { status: AC, score: 15.5 } }),
    );
    expect(s.score).toBe(25.5);
    expect(s.maxScore).toBe(50);
    expect(s.percentage).toBe(51);
  });
});
