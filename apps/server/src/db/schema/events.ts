/**
 * Events (issue #17): webinars, workshops, scholarships, contests and other events in one calendar, created by
 * operators (`katana event create`, content/events/*.yaml), and the learners registered for them. A registration
 * remembers the nearest reminder already sent (reminded_minutes), so the reminder sweep sends each one once even
 * when the learner turned the in-app kind off and only the e-mail goes out.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** EVENT_KINDS (packages/shared/src/events/event-kinds.ts). */
    kind: text('kind').notNull(),
    summary: text('summary').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    location: text('location').notNull().default('Online'),
    joinUrl: text('join_url'),
    host: text('host'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    highPriority: boolean('high_priority').notNull().default(false),
    /** 'content' for content/events files (re-imported when their hash changes), 'command' or 'demo'. */
    source: text('source').notNull().default('command'),
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug').on(t.slug), index('events_start_at').on(t.startAt)],
);
export type EventRow = typeof events.$inferSelect;

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The nearest reminder point (minutes before the start) already sent; null before the first. */
    remindedMinutes: integer('reminded_minutes'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_registrations_user_id').on(t.userId)],
);
