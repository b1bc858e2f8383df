/**
 * Weekly leaderboards (spec 02 §2 "Leaderboard unlocked screen"; §3 leaderboard summary, entity types, scopes;
 * §4 "EXP and levels", "Leaderboard unlock animation"; §7 xp-summary, user details cached 10 s).
 */
import {
  addDays,
  DAY_SECONDS,
  formatIstDate,
  istDate,
  istWeekday,
  startOfIstDay,
  type IstDate,
} from './ist-time.ts';
import { LEADERBOARD_UNLOCK_LEVEL } from './levels.ts';
import { withOrdinal } from './ordinal.ts';

export const LeaderboardEntityType = {
  PracticeTopic: 'PracticeTopic',
  GuidedPath: 'GuidedPath',
  ContestRound: 'ContestRound',
  College: 'College',
} as const;
export type LeaderboardEntityType = (typeof LeaderboardEntityType)[keyof typeof LeaderboardEntityType];

export const LeaderboardScope = { Personal: 'Personal', Friends: 'Friends' } as const;
export type LeaderboardScope = (typeof LeaderboardScope)[keyof typeof LeaderboardScope];

export const LEADERBOARD_DETAILS_CACHE_MS = 10_000;

// ---- The week ----

/** "Week timeframe: start date plus 6 days, in Asia/Kolkata time." Weeks start on Monday (ISO), which the spec leaves open. */
export const WEEK_START_WEEKDAY = 1;
export const WEEK_DAYS = 7;

export interface LeaderboardWeek {
  /** Epoch seconds of 00:00 IST on the first day (the xp-summary's start_date). */
  start_date: number;
  first_day: IstDate;
  /** first_day + 6 days */
  last_day: IstDate;
  /** Epoch seconds at which the next week starts (and this one is settled). */
  ends_at: number;
}

export function weekStartingOn(firstDay: IstDate): LeaderboardWeek {
  const start = startOfIstDay(firstDay) / 1000;
  return {
    start_date: start,
    first_day: firstDay,
    last_day: addDays(firstDay, 6),
    ends_at: start + WEEK_DAYS * DAY_SECONDS,
  };
}

/** The leaderboard week containing an instant (epoch ms). */
export function leaderboardWeekAt(epochMs: number): LeaderboardWeek {
  const day = istDate(epochMs);
  return weekStartingOn(addDays(day, -((istWeekday(day) - WEEK_START_WEEKDAY + 7) % 7)));
}

/** The week of an xp-summary start_date (epoch seconds). */
export function weekFromStartDate(startDate: number): LeaderboardWeek {
  return weekStartingOn(istDate(startDate * 1000));
}

/** The timeframe the widget shows: '4 Mar - 10 Mar' (start date to start date + 6 days, IST). */
export function weekTimeframeLabel(startDate: number): string {
  const w = weekFromStartDate(startDate);
  return `${formatIstDate(w.first_day, false)} - ${formatIstDate(w.last_day, false)}`;
}

// ---- Ranking ----

export interface WeeklyScore {
  user_id: string;
  exp: number;
  /** Epoch ms when the learner reached this total; earlier wins a tie. */
  reached_at: number;
}

/**
 * Only learners with EXP this week are on the week's board (so the first EXP of a week is the "leaderboard entry").
 * Order: EXP high to low; a tie goes to whoever got there first (the spec is silent; this rewards the earlier effort
 * and never changes a rank after the fact); then user id, so every rank is unique and stable.
 */
export function rankWeeklyScores(scores: readonly WeeklyScore[]): (WeeklyScore & { rank: number })[] {
  return scores
    .filter((s) => s.exp > 0)
    .sort(
      (a, b) =>
        b.exp - a.exp ||
        a.reached_at - b.reached_at ||
        (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0),
    )
    .map((s, i) => ({ ...s, rank: i + 1 }));
}

/** WEEKLY_LEADERBOARD_RANK_UPGRADED: a better (smaller) rank than before; entering the board is an entry, not an upgrade. */
export function isRankUpgrade(previousRank: number | null, newRank: number | null): boolean {
  return previousRank !== null && newRank !== null && newRank < previousRank;
}

/** The navbar's rank state: the ordinal rank ('4th'; ranks above 30 without a suffix). */
export function leaderboardRankText(rank: number): string {
  return withOrdinal(rank);
}

// ---- Entries and the unlock animation ----

export const LbEntryType = {
  FIRST_ENTRY: 'first_entry',
  RE_ENTRY: 're_entry',
  LEVEL_UP: 'level_up',
} as const;
export type LbEntryType = (typeof LbEntryType)[keyof typeof LbEntryType];

export const LB_ENTRY_TEXT = {
  first_entry: 'Unlocked Leaderboard',
  re_entry: 'Back on Leaderboard',
} as const;

/**
 * Which entry a learner makes when they first earn EXP in a week: first_entry if they were never on a weekly board,
 * else re_entry. The spec names the two; deciding by "ever been on one" is ours.
 */
export function leaderboardEntryType(everOnLeaderboard: boolean): LbEntryType {
  return everOnLeaderboard ? LbEntryType.RE_ENTRY : LbEntryType.FIRST_ENTRY;
}

/**
 * The lb_entry_type a LEVEL_UPGRADED toast carries: reaching level 2 is "the level-up entry" onto the leaderboard
 * (spec 02 §3 "Level upgrade content: level, lb_entry_type (first_entry, re_entry, or the level-up entry)"); other
 * levels carry none. The server records it with this and the web reads it with triggersLeaderboardUnlock.
 */
export function levelUpEntryType(level: number): LbEntryType | null {
  return level === LEADERBOARD_UNLOCK_LEVEL ? LbEntryType.LEVEL_UP : null;
}

/** "A level-2 level-up entry triggers the leaderboard unlock animation." */
export function triggersLeaderboardUnlock(content: {
  level: number;
  lb_entry_type?: string | null;
}): boolean {
  return content.level === LEADERBOARD_UNLOCK_LEVEL && content.lb_entry_type === LbEntryType.LEVEL_UP;
}

export const LEADERBOARD_ENTRY_DELAY_MS = 5000;
export const LEADERBOARD_INITIAL_WIDGET_DELAY_MS = 60_000;
/** "shown 5 s plus 2 s": 5 s on screen, then 2 s for it to leave. */
export const LEADERBOARD_INITIAL_WIDGET_SHOW_MS = 5000;
export const LEADERBOARD_INITIAL_WIDGET_EXTRA_MS = 2000;
export const MOBILE_ENTRY_ANIMATION = { cycles: 4, every_ms: 2500, each_ms: 1500 } as const;

export const LEADERBOARD_UNLOCK_INTRO_MS = 4000;
export const LEADERBOARD_UNLOCK_STEP_MS = 1000;
export const LEADERBOARD_UNLOCK_LEAVE_MS = 300;

export type UnlockAnimationStage = 'intro' | 'hover_container' | 'details' | 'final';

/**
 * The unlock screen's timeline: 4 s intro; 1 s later the hover container goes and the "Level 2" text and details
 * slide in; 1 s after that the inner container goes. We count the 1 s steps from the end of the intro.
 */
export function unlockAnimationStage(elapsedMs: number): UnlockAnimationStage {
  if (elapsedMs < LEADERBOARD_UNLOCK_INTRO_MS) return 'intro';
  if (elapsedMs < LEADERBOARD_UNLOCK_INTRO_MS + LEADERBOARD_UNLOCK_STEP_MS) return 'hover_container';
  if (elapsedMs < LEADERBOARD_UNLOCK_INTRO_MS + 2 * LEADERBOARD_UNLOCK_STEP_MS) return 'details';
  return 'final';
}

export const LeaderboardUnlockText = {
  TITLE: `Level ${LEADERBOARD_UNLOCK_LEVEL} Leaderboard unlocked`,
  BUTTON_CONTINUE: 'Great, continue',
  BUTTON_SEE_LEADERBOARD: 'See yourself on the leaderboard',
} as const;

/** "The first name is the part before the first space." */
export function firstName(name: string): string {
  return name.trim().split(' ')[0] ?? '';
}

/** The learner's own row on the unlock screen: '3rd', 'Asha (You)', EXP. */
export function unlockScreenRow(input: { rank: number; name: string; exp: number }): {
  rank: string;
  name: string;
  exp: number;
} {
  return { rank: withOrdinal(input.rank), name: `${firstName(input.name)} (You)`, exp: input.exp };
}
