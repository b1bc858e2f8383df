/**
 * Weekly leaderboards and leagues (spec 02 §3 leaderboard summary, user leaderboard, entity types, interested
 * user; §4 "Week timeframe: start date plus 6 days, in Asia/Kolkata time"). A week is keyed by its first IST day
 * (a `date`). Scores are written by addWeeklyExp inside the EXP award's transaction; ranks are read through the
 * indexes below (and from Redis sorted sets when REDIS_URL is set).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per learner who ever earned weekly EXP: lifetime weekly EXP, their league tier, onboarding flag. */
export const leaderboardMembers = pgTable('leaderboard_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sum of all weekly EXP (every award passes through addWeeklyExp), so the level-2 unlock is known here. */
  totalExp: integer('total_exp').notNull().default(0),
  /** The tier (7 Iron .. 1 Ninja Dominator) the learner plays in from the next week they join. */
  tierOrder: smallint('tier_order').notNull().default(7),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A learner's score in one IST week, with the league group they joined that week. */
export const weeklyScores = pgTable(
  'weekly_scores',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exp: integer('exp').notNull().default(0),
    /** When the learner reached this total (second precision): earlier wins a tie. */
    reachedAt: timestamp('reached_at', { withTimezone: true, precision: 0 }).notNull(),
    /** The league: tier and group (groups of 30 fill in join order per tier). */
    tierOrder: smallint('tier_order').notNull(),
    groupIndex: integer('group_index').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    // Board order (exp desc, reached_at, user_id): top pages, and the tie part of a rank lookup.
    index('weekly_scores_rank_idx').on(t.weekStart, t.exp.desc(), t.reachedAt, t.userId),
    index('weekly_scores_group_idx').on(t.weekStart, t.tierOrder, t.groupIndex),
  ],
);

/**
 * How many learners hold each EXP value in a week, so a rank is a sum over distinct EXP values above the learner
 * (a few thousand rows) plus the ties before them, instead of counting up to a million rows.
 */
export const weeklyExpCounts = pgTable(
  'weekly_exp_counts',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    exp: integer('exp').notNull(),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.exp] })],
);

/**
 * The same counts split by the hour of the week (0-167) in which the learner reached the total: a tie on EXP is
 * broken by time, so the ties before a learner are the earlier hours' counts plus a scan of one hour's index range
 * (tens of rows) instead of the whole tie (tens of thousands at a low EXP value among a million learners).
 */
export const weeklyExpHourCounts = pgTable(
  'weekly_exp_hour_counts',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    exp: integer('exp').notNull(),
    hour: smallint('hour').notNull(),
    learners: integer('learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.exp, t.hour] })],
);

/** Weekly EXP per entity (PracticeTopic, GuidedPath, ContestRound); College boards join users.college_id. */
export const weeklyEntityScores = pgTable(
  'weekly_entity_scores',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exp: integer('exp').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true, precision: 0 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.entityType, t.entityId, t.userId] }),
    index('weekly_entity_scores_rank_idx').on(
      t.weekStart,
      t.entityType,
      t.entityId,
      t.exp.desc(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

/** A settled week per learner: final rank in the league group, zone, and the tier it leads to. */
export const weekResults = pgTable(
  'week_results',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierOrder: smallint('tier_order').notNull(),
    groupIndex: integer('group_index').notNull(),
    exp: integer('exp').notNull(),
    finalRank: integer('final_rank').notNull(),
    zone: text('zone').notNull(),
    nextTierOrder: smallint('next_tier_order').notNull(),
    promoted: boolean('promoted').notNull(),
    demoted: boolean('demoted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] })],
);

/** Weeks already closed: the rollover runs once per week even with several API nodes. */
export const leaderboardClosedWeeks = pgTable('leaderboard_closed_weeks', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  learners: integer('learners').notNull(),
});

/** League sign-ups (spec 02 §3 "Interested user": email, category, optional entity_type and entity_id). */
export const leagueInterestedUsers = pgTable(
  'league_interested_users',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    category: text('category').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('league_interested_users_key').on(
      t.email,
      t.category,
      sql`coalesce(${t.entityType}, '')`,
      sql`coalesce(${t.entityId}, '')`,
    ),
  ],
);
