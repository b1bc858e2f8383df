/**
 * Monthly challenges (content/challenges/README.md, @katana/shared/api/challenges): one catalogue problem per day,
 * each unlocking at 00:00 UTC of its day. The days are content, kept as JSON on the challenge's row and named by
 * problem slug. Learners register; a solve counts only when the hook records it in challenge_solves (a registered
 * learner's accepted submission inside the day's window), so a problem solved before the challenge does not count.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** The Challenge badge's month-style index, 1-42 (spec 02). */
    monthIndex: integer('month_index').notNull(),
    /** UTC dates YYYY-MM-DD; ends_on is included. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    /** Problem slugs, day 1 first. */
    days: jsonb('days').$type<string[]>().notNull(),
    contentHash: text('content_hash').notNull(),
    /** 'content/challenges/<file>' or 'operator' (katana challenge add). */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenges_slug_key').on(t.slug),
    // The month index names the Challenge badge (Challenge:<index>-<level>): one challenge per index.
    uniqueIndex('challenges_month_index_key').on(t.monthIndex),
  ],
);

export const challengeRegistrations = pgTable(
  'challenge_registrations',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('challenge_registrations_user_idx').on(t.userId),
  ],
);

export const challengeSolves = pgTable(
  'challenge_solves',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    submissionId: text('submission_id').notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId, t.day] })],
);

export type ChallengeRow = typeof challenges.$inferSelect;
