/**
 * Follow (spec 02 §3 "Follow", §4 "Follow"): one row per (follower, followee). The primary key makes the
 * relation unique, so concurrent toggles can't store it twice; the followee index serves "followers of".
 */
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
);
export type FollowRow = typeof follows.$inferSelect;

/**
 * NPS answers (spec 02 §3 "NPS survey"): the rating and the learner's feedback text as given (user text: stored,
 * never logged). The (user, created_at) index serves the trigger's "answered lately" check.
 */
export const npsResponses = pgTable(
  'nps_responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nps_responses_user_idx').on(t.userId, t.createdAt)],
);

/** Closing the survey before the thank-you step: with the rating picked, or none. */
export const npsDismissals = pgTable(
  'nps_dismissals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nps_dismissals_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A referral: the referred account is the primary key, so a new account is recorded once whatever retries.
 * The referrer index serves "friends who joined through my link".
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);
