/**
 * Contest rating (issue #7, spec 02 contest rating widget): one row per learner and rated contest with the Elo-MMR
 * belief AFTER that contest (plain JSON, packages/shared/src/contests/elo-mmr-player.ts) beside the history point
 * the widget draws; one row per contest the rater has processed; each learner's current rating for the
 * distribution and the percentile.
 *
 * contest_id is the contests part's id. There is deliberately no foreign key: the history row keeps the contest's
 * name, slug and end as they were when it was rated, so the graph survives a renamed or deleted contest, and the
 * rating part does not depend on the contests schema's migration order. Contests are ordered by (ended_at,
 * contest_id): a learner's belief before a contest is their row with the greatest such key below it.
 */
import type { EloMmrPlayer } from '@katana/shared/contests/elo-mmr-player';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contestRatingResults = pgTable(
  'contest_rating_results',
  {
    contestId: integer('contest_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contestName: text('contest_name').notNull(),
    contestSlug: text('contest_slug').notNull(),
    contestEndedAt: timestamp('contest_ended_at', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull(),
    problemsSolved: integer('problems_solved').notNull(),
    performance: real('performance').notNull(),
    ratingBefore: integer('rating_before').notNull(),
    ratingAfter: integer('rating_after').notNull(),
    delta: integer('delta').notNull(),
    belief: jsonb('belief').$type<EloMmrPlayer>().notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_rating_results_user_order_idx').on(t.userId, t.contestEndedAt, t.contestId),
  ],
);

export type ContestRatingResultRow = typeof contestRatingResults.$inferSelect;
export type NewContestRatingResultRow = typeof contestRatingResults.$inferInsert;

/** Contests the rater has processed (a contest without an outcome is recorded too, so the sweeper skips it). */
export const ratedContests = pgTable('rated_contests', {
  contestId: integer('contest_id').primaryKey(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  participants: integer('participants').notNull(),
  /** false when the contest had no outcome to learn from (under two participants, or all tied). */
  changedRatings: boolean('changed_ratings').notNull(),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each rated learner's latest rating: derived from contest_rating_results, kept for the distribution. */
export const userContestRatings = pgTable(
  'user_contest_ratings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    contests: integer('contests').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_contest_ratings_rating_idx').on(t.rating)],
);
