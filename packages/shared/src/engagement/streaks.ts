/**
 * Daily streaks (spec 02 §3 "Streak data: current_streak, longest_streak, user_uuid. Streak badge images exist for
 * 10, 50, 100, 300 and 365 days"; §7 streak fetch, monthly streak map with start_date; §9 "Streak milestones 10,
 * 50, 100, 300, 365 days", "Timezone IST +05:30").
 *
 * A day counts when the learner earns EXP or solves a problem during that Asia/Kolkata calendar day.
 */
import { addDays, daysBetween, daysInMonth, istDate, startOfIstMonth, type IstDate } from './ist-time.ts';

export const STREAK_MILESTONES = [10, 50, 100, 300, 365] as const;
export type StreakMilestone = (typeof STREAK_MILESTONES)[number];

/** The IST day an activity falls on, or null when it does not count (no EXP and nothing solved). */
export function streakDayOf(activity: { at: number; exp: number; solved: boolean }): IstDate | null {
  return activity.exp > 0 || activity.solved ? istDate(activity.at) : null;
}

export interface StreakStats {
  current_streak: number;
  longest_streak: number;
}

function sortedDays(activeDays: Iterable<IstDate>, today: IstDate): IstDate[] {
  // Days after today cannot have happened yet; ignoring them keeps a clock skew from inventing a streak.
  return [...new Set(activeDays)].filter((d) => daysBetween(d, today) >= 0).sort();
}

/**
 * current_streak: the run of consecutive active days that ends today, or yesterday while today has no activity
 * yet (the spec does not say; a streak that broke at midnight before the learner could act would punish everyone
 * each morning, so today stays open until it ends). longest_streak: the longest run ever, at least the current one.
 */
export function streakStats(activeDays: Iterable<IstDate>, today: IstDate): StreakStats {
  const days = sortedDays(activeDays, today);
  let longest = 0;
  let run = 0;
  let previous: IstDate | null = null;
  for (const day of days) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days[days.length - 1];
  const alive = last !== undefined && daysBetween(last, today) <= 1;
  return { current_streak: alive ? run : 0, longest_streak: longest };
}

export interface StreakUpdate extends StreakStats {
  /** The activity made today count for the first time: a DAILY_STREAK_UPGRADED toast is due. */
  upgraded: boolean;
  /** Milestones the current streak reached with this update (a streak badge each). */
  milestones: StreakMilestone[];
}

/** What a new activity on `day` changes, given the days that already counted. */
export function recordStreakDay(activeDaysBefore: Iterable<IstDate>, day: IstDate): StreakUpdate {
  const before = new Set(activeDaysBefore);
  const previous = streakStats(before, day);
  if (before.has(day)) return { ...previous, upgraded: false, milestones: [] };
  const next = streakStats([...before, day], day);
  return {
    ...next,
    upgraded: true,
    milestones: milestonesReached(previous.current_streak, next.current_streak),
  };
}

/** Milestones passed when the current streak goes from `before` to `after` days. */
export function milestonesReached(before: number, after: number): StreakMilestone[] {
  return STREAK_MILESTONES.filter((m) => before < m && after >= m);
}

/** The streak badge a streak of `days` shows: the highest milestone reached, or null below 10 days. */
export function streakBadgeMilestone(days: number): StreakMilestone | null {
  return [...STREAK_MILESTONES].reverse().find((m) => days >= m) ?? null;
}

/** The next milestone to aim for, or null past 365 days. */
export function nextStreakMilestone(days: number): StreakMilestone | null {
  return STREAK_MILESTONES.find((m) => days < m) ?? null;
}

export interface StreakMapDay {
  date: IstDate;
  active: boolean;
  /** After `today`: the calendar draws it empty rather than missed. */
  future: boolean;
}

/**
 * The monthly streak map for the calendar heatmap: every day of the IST month containing start_date (the spec
 * passes start_date; any day of the month selects it, the first is the usual one).
 */
export function monthlyStreakMap(
  activeDays: Iterable<IstDate>,
  startDate: IstDate,
  today: IstDate,
): StreakMapDay[] {
  const active = new Set(activeDays);
  const first = startOfIstMonth(startDate);
  return Array.from({ length: daysInMonth(first) }, (_, i) => {
    const date = addDays(first, i);
    return { date, active: active.has(date), future: daysBetween(today, date) > 0 };
  });
}
