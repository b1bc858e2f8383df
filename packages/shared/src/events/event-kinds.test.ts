import { describe, expect, it } from 'vitest';
import { eventCategory, eventNotificationKind, slugifyEventTitle } from './event-kinds.ts';
import { dueEventReminder, eventReminderTitle } from './event-reminders.ts';

describe('eventCategory', () => {
  it('keeps WEBINAR, CONTEST and SCHOLARSHIP and shows every other kind as EVENTS', () => {
    expect(
      ['WEBINAR', 'CONTEST', 'SCHOLARSHIP', 'WORKSHOP', 'BOOTCAMP', 'CODING_EVENT'].map(eventCategory),
    ).toEqual(['WEBINAR', 'CONTEST', 'SCHOLARSHIP', 'EVENTS', 'EVENTS', 'EVENTS']);
  });
});

describe('eventNotificationKind', () => {
  it('sends reminders as the spec kind that matches the event', () => {
    expect(
      (['WEBINAR', 'WORKSHOP', 'SCHOLARSHIP', 'BOOTCAMP', 'CONTEST', 'CODING_EVENT'] as const).map(
        eventNotificationKind,
      ),
    ).toEqual(['WEBINAR', 'WORKSHOP', 'SCHOLARSHIP', 'BOOTCAMP_EVENT', 'CODING_EVENT', 'CODING_EVENT']);
  });
});

describe('slugifyEventTitle', () => {
  it('makes a lower-case dashed slug', () => {
    expect(slugifyEventTitle('  Graph search, LIVE! ')).toBe('graph-search-live');
  });
});

describe('dueEventReminder', () => {
  const HOUR = 3_600_000;
  const start = Date.UTC(2026, 11, 6, 14, 30);
  it('is the nearest reminder point passed, for a learner registered by then', () => {
    expect(dueEventReminder(start, start - 48 * HOUR, start - 25 * HOUR)).toBeNull();
    expect(dueEventReminder(start, start - 48 * HOUR, start - 23 * HOUR)).toBe(1440);
    expect(dueEventReminder(start, start - 48 * HOUR, start - HOUR / 2)).toBe(60);
    expect(dueEventReminder(start, start - 48 * HOUR, start + 1)).toBeNull();
  });
  it('skips a reminder point the learner registered after', () => {
    expect(dueEventReminder(start, start - 10 * HOUR, start - 5 * HOUR)).toBeNull();
    expect(dueEventReminder(start, start - 10 * HOUR, start - HOUR / 2)).toBe(60);
    expect(dueEventReminder(start, start - HOUR / 2, start - HOUR / 4)).toBeNull();
  });
  it('titles the reminder', () => {
    expect(eventReminderTitle('Graph search', 1440)).toBe('Graph search starts tomorrow');
    expect(eventReminderTitle('Graph search', 60)).toBe('Graph search starts in 1 hour');
  });
});
