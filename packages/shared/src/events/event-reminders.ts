/**
 * Event reminders (issue #17 "reminders (notification + e-mail, per preferences)"; the spec names the kinds, not
 * when): one day and one hour before an event a learner registered for. Only the nearest reminder point already
 * passed is sent, and only if the learner had registered by then: someone who registers 30 minutes before the start
 * gets nothing (they just saw the time), someone who registers the evening before gets the 1-hour one.
 */

/** Minutes before the start, largest first. */
export const EVENT_REMINDER_MINUTES = [24 * 60, 60] as const;
export type EventReminderMinutes = (typeof EVENT_REMINDER_MINUTES)[number];

export function dueEventReminder(
  startAt: number,
  registeredAt: number,
  now: number,
): EventReminderMinutes | null {
  if (now >= startAt) return null;
  const passed = EVENT_REMINDER_MINUTES.filter((m) => startAt - m * 60_000 <= now);
  const nearest = passed[passed.length - 1];
  if (nearest === undefined || registeredAt > startAt - nearest * 60_000) return null;
  return nearest;
}

/** "Graph algorithms webinar starts in 1 hour" / "... starts tomorrow". */
export function eventReminderTitle(title: string, minutes: EventReminderMinutes): string {
  return `${title} starts ${minutes === 60 ? 'in 1 hour' : 'tomorrow'}`;
}
