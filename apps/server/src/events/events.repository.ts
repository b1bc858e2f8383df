/** Reads and writes of events and registrations (no rules here: events.service.ts decides). */
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventRegistrations, events, type EventRow } from '../db/schema/events.ts';

/** Kinds that the spec's category covers (EVENTS: every kind but the three named ones). */
const CATEGORY_KINDS: Record<string, SQL> = {
  WEBINAR: sql`${events.kind} = 'WEBINAR'`,
  CONTEST: sql`${events.kind} = 'CONTEST'`,
  SCHOLARSHIP: sql`${events.kind} = 'SCHOLARSHIP'`,
  EVENTS: sql`${events.kind} not in ('WEBINAR', 'CONTEST', 'SCHOLARSHIP')`,
};

export function createEventsRepository(db: Db) {
  return {
    async findBySlug(slug: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.slug, slug));
      return row ?? null;
    },

    async findById(id: number): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
      return row !== undefined;
    },

    /** Upcoming and live: not ended at `now`, soonest first; past: ended, newest first. */
    async page(opts: {
      now: Date;
      when: 'upcoming' | 'past';
      category: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: EventRow[]; total: number }> {
      const where = and(
        opts.when === 'upcoming' ? gt(events.endAt, opts.now) : lte(events.endAt, opts.now),
        opts.category ? CATEGORY_KINDS[opts.category] : undefined,
      );
      const rows = await db
        .select()
        .from(events)
        .where(where)
        .orderBy(opts.when === 'upcoming' ? asc(events.startAt) : desc(events.startAt), asc(events.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async registeredCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ eventId: eventRegistrations.eventId, n: count() })
        .from(eventRegistrations)
        .where(inArray(eventRegistrations.eventId, ids))
        .groupBy(eventRegistrations.eventId);
      return new Map(rows.map((r) => [r.eventId, r.n]));
    },

    async registeredIds(userId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ eventId: eventRegistrations.eventId })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.eventId, ids)));
      return new Set(rows.map((r) => r.eventId));
    },

    async register(eventId: number, userId: number, at: Date): Promise<void> {
      await db.insert(eventRegistrations).values({ eventId, userId, registeredAt: at }).onConflictDoNothing();
    },

    async unregister(eventId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
        .returning({ eventId: eventRegistrations.eventId });
      return deleted.length > 0;
    },
  };
}
