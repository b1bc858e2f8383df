import { describe, expect, it } from 'vitest';
import {
  defaultAvatarIndex,
  getsPartnerOnboarding,
  popupsAllowedOn,
  requestsLeaderboardOnboarding,
  showsWelcomeDialog,
  storesPrepPlanHighlight,
  WelcomeDialog,
} from './dialogs.ts';

describe('popup suppression', () => {
  it.each([
    ['problem', false],
    ['guided-path-classroom', false],
    ['contest-classroom', false],
    ['contest-detail', false],
    ['test-series-test', false],
    ['goal-setup', false],
    ['profile-setup', false],
    ['problem-of-the-day', false],
    ['user-dashboard', true],
    ['solve-problem', true],
  ] as const)('on %s popups allowed: %s', (kind, ok) => {
    expect(popupsAllowedOn(kind)).toBe(ok);
  });

  it('onboarding=true on a problem page asks for the unlock animation', () => {
    expect(requestsLeaderboardOnboarding('problem', new URLSearchParams('onboarding=true'))).toBe(true);
    expect(requestsLeaderboardOnboarding('problem', new URLSearchParams('onboarding=1'))).toBe(false);
    expect(requestsLeaderboardOnboarding('user-dashboard', new URLSearchParams('onboarding=true'))).toBe(
      false,
    );
  });
});

describe('merged users', () => {
  it.each([
    ['new', false, true, true],
    ['existing', false, true, true],
    ['existing', true, true, false],
    ['new', false, false, false],
    ['porting', false, true, false],
    [null, false, true, false],
  ])('merge %s, seen %s, merged UI %s -> welcome %s', (strategy, seen, ui, shows) => {
    expect(
      showsWelcomeDialog({
        merge_strategy: strategy,
        seen_naukri_onboarding_studio: seen,
        mergedUiEnabled: ui,
      }),
    ).toBe(shows);
  });

  it.each([
    ['porting', false, true],
    ['MIGRATED', false, true],
    ['MIGRATED', true, false],
    ['new', false, false],
  ])('merge %s, seen %s -> partner onboarding %s', (strategy, seen, yes) => {
    expect(getsPartnerOnboarding({ merge_strategy: strategy, seen_naukri_onboarding_studio: seen })).toBe(
      yes,
    );
  });

  it('has the welcome dialog texts', () => {
    expect(WelcomeDialog.STEPS).toEqual([
      'Master coding',
      'Practice & compete',
      'Build an impressive profile',
    ]);
    expect(WelcomeDialog.BUTTON).toBe("Let's get started!");
  });
});

describe('prep-plan highlight', () => {
  it.each([
    [true, 1692469799, true],
    [true, 1692469800, false],
    [false, 1692000000, false],
  ])('signed in %s at %s stores: %s', (signedIn, now, yes) => {
    expect(storesPrepPlanHighlight(signedIn, now)).toBe(yes);
  });
});

describe('default avatar', () => {
  it('picks one of 12, the same each time', () => {
    const i = defaultAvatarIndex('user-42');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(12);
    expect(defaultAvatarIndex('user-42')).toBe(i);
    const spread = new Set(Array.from({ length: 60 }, (_, n) => defaultAvatarIndex(`u${n}`)));
    expect(spread.size).toBeGreaterThan(6);
  });
});
