/**
 * EXP (spec 02 §3): the immutable EXP ledger, per-user totals and level, the active-booster grants, delayed
 * boosters (booster_log), streak days on the Asia/Kolkata calendar with their milestones, and the enabler policies
 * and level thresholds (seeded by the experience plugin; the defaults apply while they are empty).
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One row per award, never updated. (user, source, source_id) is unique: an award is written once per source event,
 * so a re-judged or re-delivered submission finds its row and awards nothing.
 */
export const expLedger = pgTable(
  'exp_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** ExpSource: PROBLEM_SOLVED, GOAL, CONTEST, GUIDED_PATH_MODULE, BONUS. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** What earned it (a problem's name...), for the history. */
    title: text('title'),
    base: integer('base').notNull(),
    bonus: integer('bonus').notNull().default(0),
    multiplier: real('multiplier').notNull().default(1),
    /** base x multiplier, rounded. */
    points: integer('points').notNull(),
    /** points + bonus: what the total rose by. */
    total: integer('total').notNull(),
    awardedAt: at('awarded_at').notNull(),
  },
  (t) => [
    uniqueIndex('exp_ledger_user_source_key').on(t.userId, t.source, t.sourceId),
    index('exp_ledger_user_awarded_idx').on(t.userId, t.awardedAt),
  ],
);
export type ExpLedgerRow = typeof expLedger.$inferSelect;

/** The running total and level (the sum of the ledger, kept here so reading it and locking it is one row). */
export const userExperience = pgTable('user_experience', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  points: integer('points').notNull().default(0),
  level: integer('level').notNull().default(1),
  /** Daily goal (goal_exp). */
  goalExp: integer('goal_exp').notNull().default(40),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type UserExperienceRow = typeof userExperience.$inferSelect;

/** A booster joining the user's active queue; the queue at any instant follows from the grants (boosterTimeline). */
export const boosterGrants = pgTable(
  'booster_grants',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: text('type').notNull(),
    multiplier: real('multiplier').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    grantedAt: at('granted_at').notNull(),
    /** The delayed booster it was activated from, if any. */
    boosterLogId: integer('booster_log_id'),
  },
  (t) => [
    index('booster_grants_user_idx').on(t.userId, t.grantedAt),
    uniqueIndex('booster_grants_log_key').on(t.boosterLogId),
  ],
);
export type BoosterGrantRow = typeof boosterGrants.$inferSelect;

/** Delayed boosters: earned now, usable from unlock_time until expiry_time, applied once. */
export const boosterLogs = pgTable(
  'booster_logs',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** Why it was earned (DAILY_TARGET) and the event (the IST day): one booster per reason and event. */
    reason: text('reason').notNull(),
    reasonKey: text('reason_key').notNull(),
    type: text('type').notNull(),
    multiplier: real('multiplier').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    unlockTime: at('unlock_time').notNull(),
    expiryTime: at('expiry_time').notNull(),
    appliedAt: at('applied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booster_logs_reason_key').on(t.userId, t.reason, t.reasonKey),
    index('booster_logs_user_expiry_idx').on(t.userId, t.expiryTime),
  ],
);
export type BoosterLogRow = typeof boosterLogs.$inferSelect;

/** An Asia/Kolkata calendar day on which the learner earned EXP or solved something. */
export const streakDays = pgTable(
  'streak_days',
  {
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Per-user streak summary (current as of last_day) and the milestone waiting for acknowledgement. */
export const userStreaks = pgTable('user_streaks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  lastDay: date('last_day', { mode: 'string' }),
  unacknowledgedMilestone: integer('unacknowledged_milestone'),
  acknowledgedAt: at('acknowledged_at'),
});
export type UserStreakRow = typeof userStreaks.$inferSelect;

/** Enabler policies (key, name, required_user_level). */
export const enablerPolicies = pgTable('enabler_policies', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  requiredUserLevel: integer('required_user_level').notNull(),
  position: integer('position').notNull().default(0),
});

/** level_points_map: total EXP at which each level 1..10 is reached. */
export const levelThresholds = pgTable('level_thresholds', {
  level: integer('level').primaryKey(),
  points: integer('points').notNull(),
});
