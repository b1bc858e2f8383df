/**
 * /events/{slug}: an event's page (when, where, who hosts it, the description) with registration, joining and the
 * calendar file. Its title and description are the ones the server renders in the head.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventDetail } from '@katana/shared/api/events';
import { EVENT_KIND_LABELS } from '@katana/shared/events/event-kinds';
import { contestPageInput } from '@katana/shared/page-meta';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useEventDetail } from '../api/event-detail.ts';
import { EventActions } from '../components/event-actions.tsx';
import { eventDuration, eventWhen } from '../components/event-format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function Detail({ event, viewer }: { event: EventDetail; viewer: number | null }) {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/events" className="text-sm text-fg-muted hover:text-accent">
        ← All events
      </Link>
      <header className="mt-3 flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
        <div>
          <p className="text-sm font-medium text-accent">
            {EVENT_KIND_LABELS[event.kind]}
            {event.status === 'live' ? ' · Happening now' : event.status === 'ended' ? ' · Ended' : ''}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-fg">{event.title}</h1>
          {event.summary && <p className="mt-2 text-sm text-fg-muted">{event.summary}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Starts">{eventWhen(event.starts_at)}</Fact>
          <Fact label="Duration">{eventDuration(event.starts_at, event.ends_at)}</Fact>
          <Fact label="Where">{event.location}</Fact>
          <Fact label="Registered">{event.registered_count}</Fact>
        </dl>
        {event.host && <p className="text-sm text-fg-muted">Hosted by {event.host}</p>}
        <EventActions event={event} viewer={viewer} />
      </header>
      <section aria-label="About this event" className="mt-6">
        {event.description_html ? (
          <MarkdownHtml html={event.description_html} />
        ) : (
          <p className="text-sm text-fg-muted">No description for this event.</p>
        )}
      </section>
    </div>
  );
}

function EventDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const viewer = auth.user?.id ?? null;
  const detail = useEventDetail(slug, viewer);
  usePageMetaOverride(
    detail.data
      ? { input: contestPageInput({ title: detail.data.title, description: detail.data.summary }) }
      : null,
  );
  if (detail.isPending)
    return <div aria-busy="true" className="mx-auto h-64 w-full max-w-4xl animate-pulse p-6" />;
  if (detail.isError) {
    const missing = detail.error.status === 404 || detail.error.code === 404;
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-xl font-semibold">
          {missing ? 'We could not find this event' : 'The event could not be loaded'}
        </h1>
        <p className="text-sm text-fg-muted">
          {missing ? 'It may have been renamed or removed.' : detail.error.message}
        </p>
        <Link to="/events" className={buttonClasses('primary')}>
          All events
        </Link>
      </section>
    );
  }
  return <Detail key={detail.data.slug} event={detail.data} viewer={viewer} />;
}

export default EventDetailPage;
