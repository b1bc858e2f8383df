import { describe, expect, it } from 'vitest';
import { canAnswerNps, shouldTriggerNps, type NpsTriggerInput } from './nps.ts';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);
const base: NpsTriggerInput = {
  now,
  accountCreatedAt: daysAgo(30),
  solvedCount: 0,
  lastAnsweredAt: null,
  lastDismissedAt: null,
  forced: false,
};

describe('shouldTriggerNps', () => {
  it.each<[string, Partial<NpsTriggerInput>, boolean]>([
    ['an account 30 days old, never asked', {}, true],
    ['an account exactly 14 days old', { accountCreatedAt: daysAgo(14) }, true],
    ['a new account that solved nothing', { accountCreatedAt: daysAgo(2) }, false],
    ['a new account that solved 4 problems', { accountCreatedAt: daysAgo(2), solvedCount: 4 }, false],
    ['a new account that solved 5 problems', { accountCreatedAt: daysAgo(2), solvedCount: 5 }, true],
    ['answered 89 days ago', { lastAnsweredAt: daysAgo(89) }, false],
    ['answered 90 days ago', { lastAnsweredAt: daysAgo(90) }, true],
    ['dismissed 13 days ago', { lastDismissedAt: daysAgo(13) }, false],
    ['dismissed 14 days ago', { lastDismissedAt: daysAgo(14) }, true],
    ['forced on a new account', { accountCreatedAt: daysAgo(0), forced: true }, true],
    ['forced, but answered last week', { forced: true, lastAnsweredAt: daysAgo(7) }, false],
    ['forced, but dismissed yesterday', { forced: true, lastDismissedAt: daysAgo(1) }, false],
  ])('%s -> %s', (_, input, expected) => {
    expect(shouldTriggerNps({ ...base, ...input })).toBe(expected);
  });
});

describe('canAnswerNps', () => {
  it('refuses a second answer inside 90 days', () => {
    expect(canAnswerNps(null, now)).toBe(true);
    expect(canAnswerNps(daysAgo(1), now)).toBe(false);
    expect(canAnswerNps(daysAgo(90), now)).toBe(true);
  });
});
