/**
 * /events: webinars, workshops, scholarships, contests and other events in one calendar, upcoming (soonest first)
 * or past (newest first), filtered by the spec's categories (WEBINAR, CONTEST, SCHOLARSHIP, EVENTS). The filters
 * live in the URL query so a shared link opens the same view.
 */
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { EVENT_PAGE_SIZE_DEFAULT } from '@katana/shared/api/events';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  type EventCategory,
} from '@katana/shared/events/event-kinds';
import { Pager } from '../../../components/ui/pager.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useEventList, type EventListParams } from '../api/event-list.ts';
import { EventCard } from '../components/event-card.tsx';

const chip = (active: boolean) =>
  clsx(
    'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
    active
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line bg-surface text-fg-muted hover:text-fg',
  );

const tabClass = (active: boolean) =>
  clsx(
    'h-10 border-b-2 px-1 text-sm font-medium transition-colors',
    active ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg',
  );

function EventsPage() {
  const auth = useAuth();
  const [search, setSearch] = useSearchParams();
  const when = search.get('when') === 'past' ? 'past' : 'upcoming';
  const category = EVENT_CATEGORIES.find((c) => c === search.get('category')) ?? null;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const params: EventListParams = { when, page: String(page) };
  if (category) params.category = category;
  const list = useEventList(params, auth.user?.id ?? null);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  }
  const pickCategory = (value: EventCategory | null) => update({ category: value });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / EVENT_PAGE_SIZE_DEFAULT)) : 1;

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Events</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Webinars, workshops, scholarships and contests in one calendar. Register to get a reminder before an
        event starts, or add it to your own calendar.
      </p>

      <div role="group" aria-label="Category" className="-mx-1 mt-5 flex gap-2 overflow-x-auto px-1 pb-1">
        <button
          type="button"
          aria-pressed={category === null}
          className={chip(category === null)}
          onClick={() => pickCategory(null)}
        >
          All
        </button>
        {EVENT_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            className={chip(category === c)}
            onClick={() => pickCategory(c)}
          >
            {EVENT_CATEGORY_LABELS[c]}
          </button>
        ))}
      </div>

      <div role="tablist" aria-label="When" className="mt-4 flex gap-6 border-b border-line">
        {(['upcoming', 'past'] as const).map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            aria-selected={when === w}
            className={tabClass(when === w)}
            onClick={() => update({ when: w === 'upcoming' ? null : w })}
          >
            {w === 'upcoming' ? 'Upcoming' : 'Past'}
          </button>
        ))}
      </div>

      <section
        role="tabpanel"
        aria-label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}
        className="mt-4"
      >
        <h2 className="sr-only">{when === 'upcoming' ? 'Upcoming events' : 'Past events'}</h2>
        {list.isPending ? (
          <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-surface-muted" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-fg">
            The events could not be loaded: {list.error.message}
          </p>
        ) : list.data.events.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-6 text-sm text-fg-muted">
            <p className="font-medium text-fg">
              {when === 'upcoming' ? 'No upcoming events yet.' : 'No past events.'}
            </p>
            {when === 'upcoming' && (
              <p className="mt-1">
                Operators add events with <code>katana event create</code> or as files in{' '}
                <code>content/events/</code>.
              </p>
            )}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <Pager
            page={page}
            pages={pages}
            onPage={(p) => update({ page: String(p) })}
            label="Event pages"
            className="mt-4 gap-3"
            countClassName="text-sm"
          />
        )}
      </section>
    </div>
  );
}

export default EventsPage;
