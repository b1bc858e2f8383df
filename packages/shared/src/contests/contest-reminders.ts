/**
 * Contest reminders (issue #16: CONTEST notifications "before a registered contest starts"; the spec names the
 * CONTEST kind but not when): an inbox item one hour and ten minutes before a contest a learner registered for.
 */

/** Minutes before the start, largest first. */
export const CONTEST_REMINDER_MINUTES = [60, 10] as const;
export type ContestReminderMinutes = (typeof CONTEST_REMINDER_MINUTES)[number];

/**
 * The reminder due for a registration at `now`: the nearest reminder point already passed, if the learner had
 * registered by then and the contest has not started. Only that one is sent: a node that was down does not send an
 * hour's reminder five minutes before the start, and a learner who registers 30 minutes before gets only the
 * 10-minute one.
 */
export function dueContestReminder(
  startAt: number,
  registeredAt: number,
  now: number,
): ContestReminderMinutes | null {
  if (now >= startAt) return null;
  const passed = CONTEST_REMINDER_MINUTES.filter((m) => startAt - m * 60_000 <= now);
  const nearest = passed[passed.length - 1];
  if (nearest === undefined || registeredAt > startAt - nearest * 60_000) return null;
  return nearest;
}

/** "Weekly Contest 9 starts in 1 hour" / "... starts in 10 minutes". */
export function contestReminderTitle(contestTitle: string, minutes: ContestReminderMinutes): string {
  return `${contestTitle} starts in ${minutes === 60 ? '1 hour' : `${minutes} minutes`}`;
}

export const contestReminderDedupeKey = (contestId: number, minutes: ContestReminderMinutes) =>
  `contest-reminder:${contestId}:${minutes}`;
