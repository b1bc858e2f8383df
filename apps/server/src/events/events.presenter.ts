/** The wire shape of events (contract @katana/shared/api/events): never the rows themselves. */
import type { EventDetail, EventSummary } from '@katana/shared/api/events';
import { eventCategory, type EventKind } from '@katana/shared/events/event-kinds';
import type { EventRow } from '../db/schema/events.ts';

export function eventStatus(row: EventRow, now: Date): EventSummary['status'] {
  if (now < row.startAt) return 'upcoming';
  return now < row.endAt ? 'live' : 'ended';
}

export function presentEventSummary(
  row: EventRow,
  opts: { now: Date; registeredCount: number; registered: boolean | null },
): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind as EventKind,
    category: eventCategory(row.kind),
    summary: row.summary,
    starts_at: row.startAt.toISOString(),
    ends_at: row.endAt.toISOString(),
    location: row.location,
    high_priority: row.highPriority,
    registered_count: opts.registeredCount,
    registered: opts.registered,
    status: eventStatus(row, opts.now),
  };
}

export function presentEventDetail(
  row: EventRow,
  opts: { now: Date; registeredCount: number; registered: boolean | null },
): EventDetail {
  const summary = presentEventSummary(row, opts);
  return {
    ...summary,
    description_html: row.descriptionHtml,
    // The address to join is for the learners who registered.
    join_url: opts.registered ? row.joinUrl : null,
    host: row.host,
    can_register: opts.registered === false && summary.status !== 'ended',
    can_unregister: opts.registered === true && summary.status === 'upcoming',
  };
}
