/**
 * Events for learners (issue #17): the calendar list by category (upcoming or past), an event's page, registering
 * (until the event ends) and unregistering (until it starts), and the calendar file. A registration is also
 * recorded on the header's highlight (user_already_registered), so the ripple stops nudging for it.
 */
import { ErrorCode } from '@katana/shared/envelope';
import {
  EVENT_NOT_FOUND_MESSAGE,
  eventCalendarPath,
  type EventDetail,
  type EventList,
} from '@katana/shared/api/events';
import { contestPageInput, type PageMetaInput } from '@katana/shared/page-meta';
import type { Db } from '../db/client.ts';
import type { EventRow } from '../db/schema/events.ts';
import {
  recordHighlightedEventRegistration,
  removeHighlightedEventRegistration,
} from '../engagement/index.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { highlightId } from './event-admin.ts';
import { eventIcsFileName } from './event-calendar.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventStatus, presentEventDetail, presentEventSummary } from './events.presenter.ts';

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, EVENT_NOT_FOUND_MESSAGE);
const conflict = (message: string) => new ApiError(409, ErrorCode.CONFLICT, message);

export interface EventsServiceDeps {
  db: Db;
  now?: () => Date;
}

export function createEventsService({ db, now = () => new Date() }: EventsServiceDeps) {
  const repo = createEventsRepository(db);

  async function detailOf(row: EventRow, userId: number | null): Promise<EventDetail> {
    const [counts, mine] = await Promise.all([
      repo.registeredCounts([row.id]),
      userId === null ? Promise.resolve(null) : repo.registeredIds(userId, [row.id]),
    ]);
    return presentEventDetail(row, {
      now: now(),
      registeredCount: counts.get(row.id) ?? 0,
      registered: mine === null ? null : mine.has(row.id),
    });
  }

  async function byId(eventId: number): Promise<EventRow> {
    const row = await repo.findById(eventId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(
      userId: number | null,
      query: { category?: string | undefined; when: 'upcoming' | 'past'; page: number; page_size: number },
    ): Promise<EventList> {
      const at = now();
      const { rows, total } = await repo.page({
        now: at,
        when: query.when,
        category: query.category,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const ids = rows.map((r) => r.id);
      const [counts, mine] = await Promise.all([
        repo.registeredCounts(ids),
        userId === null ? Promise.resolve(null) : repo.registeredIds(userId, ids),
      ]);
      return {
        events: rows.map((row) =>
          presentEventSummary(row, {
            now: at,
            registeredCount: counts.get(row.id) ?? 0,
            registered: mine === null ? null : mine.has(row.id),
          }),
        ),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async detail(userId: number | null, slug: string): Promise<EventDetail> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound();
      return detailOf(row, userId);
    },

    async register(userId: number, eventId: number): Promise<EventDetail> {
      const row = await byId(eventId);
      if (eventStatus(row, now()) === 'ended') throw conflict('This event has ended.');
      await db.transaction(async (tx) => {
        await createEventsRepository(tx).register(row.id, userId, now());
        await recordHighlightedEventRegistration(tx, { eventId: highlightId(row.id), userId });
      });
      return detailOf(row, userId);
    },

    async unregister(userId: number, eventId: number): Promise<EventDetail> {
      const row = await byId(eventId);
      if (eventStatus(row, now()) !== 'upcoming')
        throw conflict('You can no longer unregister: the event has started.');
      await db.transaction(async (tx) => {
        if (!(await createEventsRepository(tx).unregister(row.id, userId)))
          throw conflict('You are not registered for this event.');
        await removeHighlightedEventRegistration(tx, { eventId: highlightId(row.id), userId });
      });
      return detailOf(row, userId);
    },

    /** The POST "add calendar event": where the .ics file is (the web downloads it). */
    async calendarEvent(eventId: number): Promise<{ ics_url: string; file_name: string }> {
      const row = await byId(eventId);
      return { ics_url: eventCalendarPath(row.slug), file_name: eventIcsFileName(row) };
    },

    findBySlug: (slug: string) => repo.findBySlug(slug),

    /** The server-rendered head of /events/:slug (spec 03 "contest or event": title, description). */
    async pageHead(slug: string): Promise<PageMetaInput | null> {
      const row = await repo.findBySlug(slug);
      return row ? contestPageInput({ title: row.title, description: row.summary }) : null;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
