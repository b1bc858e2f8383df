import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Colleges: reference data imported from content/colleges (source 'content'), added by an operator with
 * `katana college add` ('operator') or accepted from a learner's request ('request'). users.college_id holds the slug,
 * and the campus leaderboard's entity id is that slug.
 */
export const colleges = pgTable(
  'colleges',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    source: text('source').notNull().default('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colleges_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** A learner asks for a college missing from the list; an operator accepts (creating it) or rejects it. */
export const collegeRequests = pgTable(
  'college_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city'),
    country: text('country'),
    /** pending | accepted | rejected */
    status: text('status').notNull().default('pending'),
    collegeSlug: text('college_slug').references(() => colleges.slug, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('college_requests_status_idx').on(t.status, t.createdAt)],
);

export type CollegeRow = typeof colleges.$inferSelect;
