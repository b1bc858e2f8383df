/**
 * Engagement analytics (spec 02 §7 "Analytics events are sent for EXP gained, booster given or activated, daily
 * target completed, level unlocked, rank change, nav clicks and delayed-booster popup. Analytics landing sampling
 * covers 5 percent of users"; "A worker polls an application-version file with a 900000 ms (15 min) timeout";
 * §4 "An update notice is shown once when the app-version worker reports applicationUpdated").
 */

/** Event names are ours (the spec lists what is tracked, not how it is named). */
export const EngagementEvent = {
  EXP_GAINED: 'exp_gained',
  BOOSTER_GIVEN: 'booster_given',
  BOOSTER_ACTIVATED: 'booster_activated',
  DAILY_TARGET_COMPLETED: 'daily_target_completed',
  LEVEL_UNLOCKED: 'level_unlocked',
  RANK_CHANGE: 'rank_change',
  NAV_CLICK: 'nav_click',
  DELAYED_BOOSTER_POPUP: 'delayed_booster_popup',
} as const;
export type EngagementEvent = (typeof EngagementEvent)[keyof typeof EngagementEvent];

export const ANALYTICS_LANDING_SAMPLE_PERCENT = 5;

/**
 * Whether a visitor is in the 5 % landing sample. Decided from a stable key (user id or the marketing token) so the
 * same person is always in or out, instead of a coin flip per page.
 */
export function inLandingSample(key: string, percent = ANALYTICS_LANDING_SAMPLE_PERCENT): boolean {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash % 100 < percent;
}

/** The update notice shows once: on the first applicationUpdated report, never again in that page's life. */
export function shouldShowUpdateNotice(alreadyShown: boolean, applicationUpdated: boolean): boolean {
  return applicationUpdated && !alreadyShown;
}
