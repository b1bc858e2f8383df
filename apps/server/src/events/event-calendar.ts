/**
 * The calendar event of an event (spec 03 §7 "add calendar event"): an .ics file with its start and end in UTC, a
 * stable UID (re-adding updates the same calendar entry), the event page's address and a reminder an hour before.
 */
import { createEvent } from 'ics';
import { eventPath } from '@katana/shared/events/event-kinds';
import type { EventRow } from '../db/schema/events.ts';

export function eventIcs(event: EventRow, origin: string, brand: string): string {
  const url = `${origin.replace(/\/$/, '')}${eventPath(event.slug)}`;
  const { error, value } = createEvent({
    uid: `event-${event.id}@${new URL(origin).hostname}`,
    productId: `${brand}/events`,
    title: event.title,
    description: `${event.summary ? `${event.summary}\n\n` : ''}${url}`,
    location: event.location,
    url,
    start: event.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    alarms: [
      {
        action: 'display',
        description: `${event.title} starts in 1 hour`,
        trigger: { hours: 1, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return value;
}

export const eventIcsFileName = (event: EventRow) => `${event.slug}.ics`;
