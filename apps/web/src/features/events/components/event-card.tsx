/** One event in the calendar list: title, kind, when, where, and whether the viewer registered. */
import { Link } from 'react-router';
import type { EventSummary } from '@katana/shared/api/events';
import { EVENT_KIND_LABELS, eventPath } from '@katana/shared/events/event-kinds';
import { eventDuration, eventWhen } from './event-format.ts';

const STATUS_LABEL: Record<EventSummary['status'], string> = {
  upcoming: 'Upcoming',
  live: 'Happening now',
  ended: 'Ended',
};

export function EventCard({ event }: { event: EventSummary }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-fg">
            <Link to={eventPath(event.slug)} className="hover:text-accent focus-visible:underline">
              {event.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-fg-muted">
            {eventWhen(event.starts_at)} · {eventDuration(event.starts_at, event.ends_at)} · {event.location}
          </p>
          {event.summary && <p className="mt-2 text-sm text-fg">{event.summary}</p>}
        </div>
        <p className="shrink-0 text-sm font-medium text-fg">{STATUS_LABEL[event.status]}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-fg-muted">
          {EVENT_KIND_LABELS[event.kind]}
          {event.high_priority ? ' · Featured' : ''}
        </span>
        <p className="text-xs text-fg-muted">
          {event.registered ? <span className="font-medium text-accent">Registered · </span> : null}
          {event.registered_count} registered
        </p>
      </div>
    </li>
  );
}
