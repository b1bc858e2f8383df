import { describe, expect, it } from 'vitest';
import {
  authRedirectUrl,
  headerHeight,
  isHeaderHidden,
  isReservedCampusSlug,
  matchRoute,
  stripIdentityParams,
} from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/auth', 'auth'],
    ['/v2/auth', 'auth'],
    ['/problems', 'solve-problem'],
    ['/problems/', 'solve-problem'],
    ['/problems/pair-sum', 'problem'],
    ['/problem-lists', 'top-problem-list'],
    ['/problem-lists/top-interview-50', 'problem-list'],
    ['/online-compiler', 'online-compiler'],
    ['/online-compiler/online-python-compiler', 'online-compiler'],
    ['/online-compiler/online-cobol-compiler', 'not-found'],
    ['/contests/weekly-1/42/problems', 'contest-classroom'],
    ['/home/leaderboards/leagues', 'leaderboard'],
    ['/profile/setup', 'profile-setup'],
    ['/profile/3f2a', 'profile-detail'],
    ['/fourofour', 'not-found'],
    ['/500', 'server-error'],
    ['/no/such/page', 'not-found'],
    ['/prep-plan/flash-cards', 'prep-plan-flash-cards'],
    ['/prep-plan/flash-cards/quiz', 'prep-plan-flash-cards'],
    ['/prep-plan/flash-cards/decks/graphs', 'prep-plan-flash-cards-deck'],
    ['/prep-plan/flash-cards/decks/graphs/quiz', 'prep-plan-flash-cards-deck'],
    ['/concept-of-the-day', 'concept-of-the-day'],
    ['/concept-of-the-day/quiz', 'concept-of-the-day'],
    ['/concept-of-the-day/2026-11-20', 'concept-of-the-day'],
    ['/concept-of-the-day/2026-11-20/quiz', 'concept-of-the-day'],
    ['/concept-of-the-day/yesterday', 'not-found'],
    ['/campus/public', 'campus-public-redirect'],
    ['/campus/public/', 'campus-public-redirect'],
    ['/campus/public-discussion', 'campus-public-discussions'],
    ['/campus/public/discussions/12', 'campus-discussion'],
    ['/campus/moderation', 'campus-moderation'],
    ['/campus/riverside-institute', 'campus-detail'],
  ])('%s is %s', (path, kind) => {
    expect(matchRoute(path).kind).toBe(kind);
  });

  it('reserves the college slugs a campus route takes, and no other', () => {
    for (const slug of ['public', 'public-discussion', 'moderation'])
      expect(isReservedCampusSlug(slug), slug).toBe(true);
    for (const slug of ['publica', 'public-college', 'riverside-institute', 'iit-moderation'])
      expect(isReservedCampusSlug(slug), slug).toBe(false);
  });

  it('returns named params and ignores the query', () => {
    expect(matchRoute('/online-compiler/online-cpp-compiler?x=1').params).toEqual({ language: 'cpp' });
    expect(matchRoute('/contests/weekly-1/42/problems').params).toEqual({
      slug: 'weekly-1',
      offeringId: '42',
    });
    expect(matchRoute('/prep-plan/flash-cards/decks/sql/quiz').params).toEqual({ deck: 'sql' });
    expect(matchRoute('/concept-of-the-day/2026-11-20').params).toEqual({ date: '2026-11-20' });
  });
});

describe('isHeaderHidden', () => {
  it.each([
    ['/problems/pair-sum', true],
    ['/home', true],
    ['/home/goals', true],
    ['/guided-paths/dsa/content', true],
    ['/contests', true],
    ['/codekaze-2026', true],
    ['/problems', false],
    ['/', false],
    ['/fourofour', false],
  ])('%s -> %s', (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden);
    expect(headerHeight(path)).toBe(hidden ? 0 : 56);
  });
});

describe('authRedirectUrl', () => {
  it('carries the original URL', () => {
    expect(authRedirectUrl('/home/goals?tab=1')).toBe('/auth?redirect=%2Fhome%2Fgoals%3Ftab%3D1');
  });

  it('sends the error pages back to home', () => {
    expect(authRedirectUrl('/fourofour')).toBe('/auth?redirect=%2F');
    expect(authRedirectUrl('/500')).toBe('/auth?redirect=%2F');
  });
});

describe('stripIdentityParams', () => {
  it('removes email and phone_number and keeps the rest', () => {
    expect(stripIdentityParams('/home?email=a%40b.co&phone_number=9&tab=2')).toBe('/home?tab=2');
  });

  it('returns null when there is nothing to strip', () => {
    expect(stripIdentityParams('/home?tab=2')).toBeNull();
  });
});
