import { describe, expect, it } from 'vitest';
import { contestReminderTitle, dueContestReminder } from './contest-reminders.ts';

const MIN = 60_000;
const start = Date.parse('2026-03-01T14:00:00Z');

describe('dueContestReminder', () => {
  it.each([
    // registered (min before start), now (min before start) -> due
    [120, 61, null],
    [120, 60, 60],
    [120, 30, 60],
    [120, 10, 10],
    [120, 1, 10],
    [120, 0, null],
    [30, 20, null], // registered after the hour mark: no hour reminder
    [30, 10, 10],
    [5, 3, null], // registered after both marks
  ] as const)('registered %s min before, at %s min before: %s', (registered, now, due) => {
    expect(dueContestReminder(start, start - registered * MIN, start - now * MIN)).toBe(due);
  });

  it('titles the reminder', () => {
    expect(contestReminderTitle('Weekly Contest 9', 60)).toBe('Weekly Contest 9 starts in 1 hour');
    expect(contestReminderTitle('Weekly Contest 9', 10)).toBe('Weekly Contest 9 starts in 10 minutes');
  });
});
