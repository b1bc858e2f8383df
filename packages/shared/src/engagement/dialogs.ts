/**
 * When engagement dialogs and highlights may show (spec 02 §2 "Dialogs", "Leaderboard unlocked screen"; §3 feature
 * flag NAVBAR_INTERVIEW_TAB_PREP_PLAN; §4 "Badge popup and badge rename", "Prep plan highlight"; §6 merged users;
 * §9 UI timings).
 */
import type { PageKind } from '../page-kinds.ts';

/**
 * "Popups are suppressed on these pages: guided class page, problem class page, contest class page, test-series
 * test page, user goal setup, user profile setup, problem of the day page, problem-of-the-day problem page, contest
 * detail page." Both problem-of-the-day pages are the one route kind 'problem-of-the-day'.
 */
export const POPUP_SUPPRESSED_PAGES: ReadonlySet<PageKind> = new Set<PageKind>([
  'guided-path-classroom',
  'problem',
  'contest-classroom',
  'test-series-test',
  'goal-setup',
  'profile-setup',
  'problem-of-the-day',
  'contest-detail',
]);

export function popupsAllowedOn(kind: PageKind): boolean {
  return !POPUP_SUPPRESSED_PAGES.has(kind);
}

/** "A problem class page opened with the query parameter onboarding=true triggers this onboarding animation." */
export function requestsLeaderboardOnboarding(kind: PageKind, query: URLSearchParams): boolean {
  return kind === 'problem' && query.get('onboarding') === 'true';
}

// ---- Welcome dialog for users merged from the partner ----

export const WelcomeDialog = {
  WIDTH_PX: 600,
  HEIGHT_PX: 664,
  /** Full screen on widths up to 980 px. */
  FULL_SCREEN_MAX_WIDTH_PX: 980,
  STEPS: ['Master coding', 'Practice & compete', 'Build an impressive profile'],
  BUTTON: "Let's get started!",
} as const;

/**
 * "The welcome popup is shown when merge strategy is new or existing, the studio onboarding is not yet seen, and
 * the merged UI is enabled." Both this and the dialogs below are dismissed only by their button.
 */
export function showsWelcomeDialog(user: {
  merge_strategy: string | null;
  seen_naukri_onboarding_studio: boolean;
  mergedUiEnabled: boolean;
}): boolean {
  return (
    (user.merge_strategy === 'new' || user.merge_strategy === 'existing') &&
    !user.seen_naukri_onboarding_studio &&
    user.mergedUiEnabled
  );
}

/**
 * "Users with merge_strategy MIGRATED who have not seen the studio onboarding get the partner UI and onboarding
 * dialog." Spec 01 says 'porting' is the migrated value and MIGRATED is also used; both count.
 */
export function getsPartnerOnboarding(user: {
  merge_strategy: string | null;
  seen_naukri_onboarding_studio: boolean;
}): boolean {
  return (
    (user.merge_strategy === 'porting' || user.merge_strategy === 'MIGRATED') &&
    !user.seen_naukri_onboarding_studio
  );
}

// ---- Prep-plan highlight ----

/** Epoch seconds (20 Aug 2023, 00:00 IST). */
export const PREP_PLAN_HIGHLIGHT_EXPIRY = 1692469800;

/** "Stored locally only if the user is signed in and the current time is before its expiry." */
export function storesPrepPlanHighlight(
  signedIn: boolean,
  nowSeconds: number,
  expiry = PREP_PLAN_HIGHLIGHT_EXPIRY,
): boolean {
  return signedIn && nowSeconds < expiry;
}

// ---- UI timings and sizes from §9 ----

export const TOOLTIP_HOVER_DELAY_MS = 400;
export const DEFAULT_AVATAR_COUNT = 12;
export const MOBILE_MAX_WIDTH_PX = 979;

/** One of the 12 default avatars, picked steadily from the user id so a user keeps theirs. */
export function defaultAvatarIndex(userId: string): number {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % DEFAULT_AVATAR_COUNT;
}
