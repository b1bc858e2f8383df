import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, istWeekday } from '../engagement/ist-time.ts';
import {
  baselineOf,
  buildSchedule,
  dayMinutesOf,
  itemMinutes,
  overdueItems,
  PROBLEM_MINUTES,
  QUIZ_MINUTES,
  type PlanItem,
  type ScheduleInput,
} from './schedule.ts';

// 2026-03-02 is a Monday.
const MONDAY = '2026-03-02';

function item(n: number, minutes: number): PlanItem {
  return {
    id: `dsa/item-${n}`,
    pathSlug: 'dsa',
    pathTitle: 'DSA',
    moduleTitle: 'Arrays',
    key: `item-${n}`,
    kind: 'problem',
    title: `Item ${n}`,
    minutes,
  };
}

const base = (over: Partial<ScheduleInput> = {}): ScheduleInput => ({
  today: MONDAY,
  targetDate: addDays(MONDAY, 27),
  dayMinutes: dayMinutesOf(7, [1, 2, 3, 4, 5, 6, 7]), // 60 a day
  pending: [],
  doneToday: [],
  dueCards: 0,
  reviewedToday: 0,
  ...over,
});

const itemIds = (s: ReturnType<typeof buildSchedule>) =>
  s.days.flatMap((d) => d.tasks.flatMap((t) => (t.type === 'item' && !t.done ? [t.item.id] : [])));

describe('item minutes', () => {
  it('uses reading time, problem difficulty and a flat time for quizzes', () => {
    expect(
      itemMinutes({ kind: 'article', durationMinutes: 12, problemType: null, difficulty: null }),
    ).toEqual({
      kind: 'article',
      minutes: 12,
    });
    expect(
      itemMinutes({ kind: 'video', durationMinutes: 0, problemType: null, difficulty: null }).minutes,
    ).toBe(10);
    expect(
      itemMinutes({ kind: 'problem', durationMinutes: 0, problemType: 'CODE', difficulty: 'HARD' }),
    ).toEqual({ kind: 'problem', minutes: PROBLEM_MINUTES.HARD });
    expect(
      itemMinutes({ kind: 'problem', durationMinutes: 0, problemType: 'SQL', difficulty: 'EASY' }).minutes,
    ).toBe(PROBLEM_MINUTES.EASY);
    expect(
      itemMinutes({ kind: 'problem', durationMinutes: 0, problemType: 'SINGLE_CHOICE', difficulty: 'HARD' }),
    ).toEqual({ kind: 'quiz', minutes: QUIZ_MINUTES });
  });

  it('spreads weekly hours evenly over the chosen weekdays', () => {
    expect(dayMinutesOf(5, [1, 3, 5])).toEqual([100, 0, 100, 0, 100, 0, 0]);
    expect(dayMinutesOf(10, [6, 7])).toEqual([0, 0, 0, 0, 0, 300, 300]);
  });
});

describe('buildSchedule', () => {
  it('fills each day up to its minutes, in order, from today', () => {
    const s = buildSchedule(base({ pending: [item(1, 40), item(2, 20), item(3, 40), item(4, 20)] }));
    expect(
      s.days.map((d) => [d.date, d.tasks.map((t) => (t.type === 'item' ? t.item.key : 'review'))]),
    ).toEqual([
      [MONDAY, ['item-1', 'item-2']],
      [addDays(MONDAY, 1), ['item-3', 'item-4']],
    ]);
    expect(s.fits).toBe(true);
    expect(s.finishDate).toBe(addDays(MONDAY, 1));
    expect(s.daysLate).toBe(0);
  });

  it('skips the weekdays the learner does not study', () => {
    const s = buildSchedule(
      base({ dayMinutes: dayMinutesOf(2, [3, 6]), pending: [item(1, 60), item(2, 60)] }),
    );
    expect(s.days.map((d) => d.date)).toEqual([MONDAY, '2026-03-04', '2026-03-07']);
    expect(s.days[0]!.tasks).toEqual([]);
  });

  it('puts due flash-card reviews first today, at most half of the day', () => {
    const s = buildSchedule(base({ dueCards: 500, pending: [item(1, 30), item(2, 30)] }));
    const [review, ...rest] = s.days[0]!.tasks;
    expect(review).toEqual({ type: 'review', cards: 60, minutes: 30, done: false });
    expect(rest.map((t) => (t.type === 'item' ? t.item.key : ''))).toEqual(['item-1']);
    expect(s.days[1]!.tasks.map((t) => (t.type === 'item' ? t.item.key : ''))).toEqual(['item-2']);
  });

  it("counts what the learner finished today against today's minutes and shows it done", () => {
    const s = buildSchedule(base({ doneToday: [item(9, 50)], reviewedToday: 10, pending: [item(1, 20)] }));
    expect(s.days[0]!.tasks).toEqual([
      { type: 'item', item: item(9, 50), minutes: 50, done: true },
      { type: 'review', cards: 10, minutes: 5, done: true },
    ]);
    expect(s.days[1]!.tasks).toEqual([{ type: 'item', item: item(1, 20), minutes: 20, done: false }]);
  });

  it('gives an item longer than a day a day of its own, marked overbooked', () => {
    const s = buildSchedule(base({ pending: [item(1, 30), item(2, 90), item(3, 30)] }));
    expect(s.days.map((d) => [d.tasks.length, d.overbooked])).toEqual([
      [1, false],
      [1, true],
      [1, false],
    ]);
  });

  it('runs past the target date when the work does not fit, and says by how much', () => {
    const pending = Array.from({ length: 10 }, (_, i) => item(i, 60));
    const s = buildSchedule(base({ targetDate: addDays(MONDAY, 6), pending }));
    expect(s.fits).toBe(false);
    expect(s.finishDate).toBe(addDays(MONDAY, 9));
    expect(s.daysLate).toBe(3);
    expect(s.minutesAfterTarget).toBe(180);
    expect(itemIds(s)).toHaveLength(10);
    // 600 minutes over 7 study days: 86 a day, 10 hours a week.
    expect(s.requiredWeeklyHours).toBe(10);
    expect(s.days.filter((d) => d.afterTarget).map((d) => d.date)).toEqual([
      addDays(MONDAY, 7),
      addDays(MONDAY, 8),
      addDays(MONDAY, 9),
    ]);
  });

  it('has just today when nothing is pending', () => {
    const s = buildSchedule(base());
    expect(s.days).toEqual([
      {
        date: MONDAY,
        capacityMinutes: 60,
        plannedMinutes: 0,
        tasks: [],
        overbooked: false,
        afterTarget: false,
      },
    ]);
    expect(s.fits).toBe(true);
    expect(s.remainingMinutes).toBe(0);
  });

  it('refuses a week without any study minutes', () => {
    expect(() => buildSchedule(base({ dayMinutes: [0, 0, 0, 0, 0, 0, 0] }))).toThrow(RangeError);
  });

  it('re-plans from today: work planned for past days and not done moves forward, nothing is dropped', () => {
    const pending = [item(1, 60), item(2, 60), item(3, 60), item(4, 60)];
    const saved = buildSchedule(base({ pending }));
    const baseline = baselineOf(saved);
    expect(baseline['dsa/item-3']).toBe(addDays(MONDAY, 2));
    // Two days later the learner has done only item 1.
    const later = addDays(MONDAY, 2);
    const left = pending.slice(1);
    expect(overdueItems(baseline, left, later).map((i) => i.key)).toEqual(['item-2']);
    const replanned = buildSchedule(base({ today: later, pending: left }));
    expect(replanned.days.map((d) => d.date)).toEqual([later, addDays(later, 1), addDays(later, 2)]);
    expect(itemIds(replanned)).toEqual(left.map((i) => i.id));
    expect(overdueItems(baseline, left, MONDAY)).toEqual([]);
  });
});

// A small seeded generator, so a failure names a reproducible case.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('buildSchedule properties (300 random plans)', () => {
  it('keeps every item once and in order, fills no day past its minutes unless alone, and reports lateness truly', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = rng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
      const studyDays = [1, 2, 3, 4, 5, 6, 7].filter(() => r() < 0.6);
      if (studyDays.length === 0) studyDays.push(int(1, 7));
      const dayMinutes = dayMinutesOf(int(1, 30), studyDays);
      const today = addDays(MONDAY, int(0, 6));
      const pending = Array.from({ length: int(0, 40) }, (_, i) =>
        item(i, [10, 20, 40, 60, 90, 150][int(0, 5)]!),
      );
      const input = base({
        today,
        targetDate: addDays(today, int(1, 60)),
        dayMinutes,
        pending,
        dueCards: int(0, 3) === 0 ? int(1, 200) : 0,
        doneToday: int(0, 2) === 0 ? [item(99, 20)] : [],
      });
      const s = buildSchedule(input);
      const context = `seed ${seed}`;

      expect(itemIds(s), context).toEqual(pending.map((i) => i.id));
      expect(s.days[0]!.date, context).toBe(today);
      for (const [i, day] of s.days.entries()) {
        if (i > 0) {
          expect(daysBetween(s.days[i - 1]!.date, day.date), context).toBeGreaterThan(0);
          expect(dayMinutes[istWeekday(day.date) - 1], context).toBeGreaterThan(0);
        }
        const planned = day.tasks.reduce((sum, t) => sum + t.minutes, 0);
        expect(day.plannedMinutes, context).toBe(planned);
        const items = day.tasks.filter((t) => t.type === 'item' && !t.done);
        if (day.overbooked && i > 0) expect(items, context).toHaveLength(1);
        if (i > 0) expect(day.tasks.length, context).toBeGreaterThan(0);
      }
      const last = s.days.at(-1)!;
      expect(s.finishDate, context).toBe(pending.length > 0 ? last.date : today);
      expect(s.fits, context).toBe(daysBetween(s.finishDate, input.targetDate) >= 0);
      const late = s.days
        .filter((d) => d.afterTarget)
        .flatMap((d) => d.tasks)
        .reduce((sum, t) => sum + (t.type === 'item' && !t.done ? t.minutes : 0), 0);
      expect(s.minutesAfterTarget, context).toBe(late);
    }
  });
});
