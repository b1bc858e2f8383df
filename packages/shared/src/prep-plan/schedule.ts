/**
 * The prep plan's scheduler (issue 14; spec 02 "Prep plan ... behaviour: not shown", so the rules are ours). Pure:
 * the server feeds it the learner's settings, their pending guided-path items in path order, what they finished
 * today and today's due flash cards, and renders what it answers.
 *
 * - Each study day has `dayMinutes[weekday]` minutes (weekly hours spread evenly over the chosen weekdays).
 * - Today first gets the due flash-card reviews (REVIEW_SECONDS_PER_CARD a card, at most half of the day, never
 *   less than MIN_REVIEW_MINUTES), and loses the minutes of what the learner already finished today.
 * - Pending items are laid out in order, day after day, each on the first study day whose remaining minutes hold it;
 *   an item longer than a whole day gets a study day of its own (that day is overbooked). Nothing is ever dropped:
 *   when the items do not fit by the target date the plan runs past it and says by how many days and minutes.
 * - Re-planning is recomputing: whatever is not done by today is pending again and moves forward from today.
 */
import { addDays, daysBetween, istWeekday, type IstDate } from '../engagement/ist-time.ts';

export const REVIEW_SECONDS_PER_CARD = 30;
export const MIN_REVIEW_MINUTES = 5;
/** Minutes of a problem by difficulty; quizzes and note items take QUIZ_MINUTES. */
export const PROBLEM_MINUTES = { EASY: 20, MEDIUM: 40, HARD: 60 } as const;
export const QUIZ_MINUTES = 10;
/** Reading or watching time when the content gives none. */
export const DEFAULT_READING_MINUTES = 10;
/** A plan never runs longer than this (the settings' limits keep real plans far below). */
const MAX_PLAN_DAYS = 366 * 20;

export type PlanItemKind = 'problem' | 'quiz' | 'article' | 'video';

export interface PlanItem {
  /** `<path slug>/<item key>`: unique across the learner's paths. */
  id: string;
  pathSlug: string;
  pathTitle: string;
  moduleTitle: string;
  key: string;
  kind: PlanItemKind;
  title: string;
  minutes: number;
}

/** Estimated minutes of a guided-path item: reading/video time, or by the problem's difficulty. */
export function itemMinutes(item: {
  kind: 'problem' | 'article' | 'video';
  durationMinutes: number;
  problemType: string | null;
  difficulty: string | null;
}): { kind: PlanItemKind; minutes: number } {
  if (item.kind !== 'problem') {
    return {
      kind: item.kind,
      minutes: item.durationMinutes > 0 ? item.durationMinutes : DEFAULT_READING_MINUTES,
    };
  }
  if (item.problemType !== null && !['CODE', 'SQL'].includes(item.problemType)) {
    return { kind: 'quiz', minutes: QUIZ_MINUTES };
  }
  const byDifficulty = PROBLEM_MINUTES[item.difficulty as keyof typeof PROBLEM_MINUTES];
  return { kind: 'problem', minutes: byDifficulty ?? PROBLEM_MINUTES.MEDIUM };
}

/** Minutes of each ISO weekday (index 0 = Monday ... 6 = Sunday) from weekly hours and the chosen weekdays. */
export function dayMinutesOf(weeklyHours: number, studyDays: readonly number[]): number[] {
  const days = new Set(studyDays.filter((d) => d >= 1 && d <= 7));
  const each = days.size === 0 ? 0 : Math.round((weeklyHours * 60) / days.size);
  return [1, 2, 3, 4, 5, 6, 7].map((d) => (days.has(d) ? each : 0));
}

export function reviewMinutes(cards: number): number {
  return Math.ceil((cards * REVIEW_SECONDS_PER_CARD) / 60);
}

export interface ScheduleInput {
  today: IstDate;
  targetDate: IstDate;
  /** Minutes per ISO weekday, index 0 = Monday; at least one must be positive. */
  dayMinutes: readonly number[];
  /** Items not completed yet, in the order they should be done. */
  pending: readonly PlanItem[];
  /** Items completed today (shown done; their minutes count against today). */
  doneToday: readonly PlanItem[];
  /** Flash cards due now, and cards reviewed today. */
  dueCards: number;
  reviewedToday: number;
}

export type ScheduledTask =
  | { type: 'item'; item: PlanItem; minutes: number; done: boolean }
  | { type: 'review'; cards: number; minutes: number; done: boolean };

export interface ScheduledDay {
  date: IstDate;
  capacityMinutes: number;
  plannedMinutes: number;
  tasks: ScheduledTask[];
  /** More minutes planned than the day has (an item longer than a day, or today's work already over). */
  overbooked: boolean;
  afterTarget: boolean;
}

export interface Schedule {
  /** Today, then every later day with tasks, in order. */
  days: ScheduledDay[];
  /** The day the last pending item is planned (today when nothing is pending). */
  finishDate: IstDate;
  fits: boolean;
  /** Days the finish date falls after the target date (0 when it fits). */
  daysLate: number;
  /** Minutes of items planned after the target date. */
  minutesAfterTarget: number;
  /** Minutes of everything still to do (pending items and today's reviews). */
  remainingMinutes: number;
  /** Weekly hours (in half hours) that would finish everything by the target date on the same weekdays. */
  requiredWeeklyHours: number;
}

export function buildSchedule(input: ScheduleInput): Schedule {
  const { today, targetDate, dayMinutes } = input;
  if (!dayMinutes.some((m) => m > 0)) throw new RangeError('a plan needs at least one day with minutes');
  const capacityOf = (date: IstDate) => dayMinutes[istWeekday(date) - 1] ?? 0;

  // Today: what is done, then the reviews, then items.
  const todayCapacity = capacityOf(today);
  const todayTasks: ScheduledTask[] = input.doneToday.map((item) => ({
    type: 'item',
    item,
    minutes: item.minutes,
    done: true,
  }));
  let used = input.doneToday.reduce((s, i) => s + i.minutes, 0);
  if (input.reviewedToday > 0) {
    const minutes = reviewMinutes(input.reviewedToday);
    todayTasks.push({ type: 'review', cards: input.reviewedToday, minutes, done: true });
    used += minutes;
  }
  let reviewDueMinutes = 0;
  if (input.dueCards > 0) {
    const cap = Math.max(MIN_REVIEW_MINUTES, Math.floor(todayCapacity / 2));
    const cards = Math.min(input.dueCards, Math.floor((cap * 60) / REVIEW_SECONDS_PER_CARD));
    reviewDueMinutes = reviewMinutes(cards);
    todayTasks.push({ type: 'review', cards, minutes: reviewDueMinutes, done: false });
    used += reviewDueMinutes;
  }

  const days: ScheduledDay[] = [];
  let day: ScheduledDay = {
    date: today,
    capacityMinutes: todayCapacity,
    plannedMinutes: used,
    tasks: todayTasks,
    overbooked: false,
    afterTarget: daysBetween(targetDate, today) > 0,
  };
  let itemsToday = 0;
  const close = () => {
    day.overbooked = day.plannedMinutes > day.capacityMinutes;
    days.push(day);
  };
  let finishDate = today;
  let minutesAfterTarget = 0;
  let offset = 0;
  for (const item of input.pending) {
    for (;;) {
      const left = day.capacityMinutes - day.plannedMinutes;
      const fitsHere = item.minutes <= left;
      const ownDay = item.minutes > day.capacityMinutes && itemsToday === 0 && left > 0;
      if (fitsHere || ownDay) break;
      if (day.tasks.length > 0 || day.date === today) close();
      do {
        offset += 1;
        if (offset > MAX_PLAN_DAYS) throw new RangeError('the plan runs too long');
      } while (capacityOf(addDays(today, offset)) === 0);
      const date = addDays(today, offset);
      day = {
        date,
        capacityMinutes: capacityOf(date),
        plannedMinutes: 0,
        tasks: [],
        overbooked: false,
        afterTarget: daysBetween(targetDate, date) > 0,
      };
      itemsToday = 0;
    }
    day.tasks.push({ type: 'item', item, minutes: item.minutes, done: false });
    day.plannedMinutes += item.minutes;
    itemsToday += 1;
    finishDate = day.date;
    if (day.afterTarget) minutesAfterTarget += item.minutes;
  }
  if (day.tasks.length > 0 || day.date === today) close();

  const daysLate = Math.max(0, daysBetween(targetDate, finishDate));
  const remainingMinutes = input.pending.reduce((s, i) => s + i.minutes, 0) + reviewDueMinutes;
  const studyDays = dayMinutes.filter((m) => m > 0).length;
  const span = Math.max(1, daysBetween(today, targetDate) + 1);
  // Study days between today and the target, counted on the learner's weekdays.
  let studyDaysLeft = 0;
  for (let d = 0; d < span; d++) if (capacityOf(addDays(today, d)) > 0) studyDaysLeft++;
  const perStudyDay = remainingMinutes / Math.max(1, studyDaysLeft);
  const requiredWeeklyHours = Math.ceil(((perStudyDay * studyDays) / 60) * 2) / 2;
  return {
    days,
    finishDate,
    fits: daysLate === 0,
    daysLate,
    minutesAfterTarget,
    remainingMinutes,
    requiredWeeklyHours,
  };
}

/**
 * Items the plan as saved (`baseline`: item id -> the day it was planned for) expected done before today that are
 * still pending: the learner is behind by these.
 */
export function overdueItems(
  baseline: Readonly<Record<string, IstDate>>,
  pending: readonly PlanItem[],
  today: IstDate,
): PlanItem[] {
  return pending.filter((item) => {
    const planned = baseline[item.id];
    return planned !== undefined && daysBetween(planned, today) > 0;
  });
}

/** The baseline to store when the learner saves the plan: each planned item's day. */
export function baselineOf(schedule: Schedule): Record<string, IstDate> {
  const out: Record<string, IstDate> = {};
  for (const day of schedule.days) {
    for (const task of day.tasks) if (task.type === 'item' && !task.done) out[task.item.id] = day.date;
  }
  return out;
}
