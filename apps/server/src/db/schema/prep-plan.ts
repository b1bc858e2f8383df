/**
 * The prep plan (issue 14): one plan per learner. Only the settings and the baseline live here; what is done comes
 * from the real sources (guided-path marks and solved problems, flash-card reviews) on every read.
 */
import { date, integer, jsonb, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const prepPlans = pgTable('prep_plans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IST calendar day to be ready by. */
  targetDate: date('target_date', { mode: 'string' }).notNull(),
  weeklyHours: real('weekly_hours').notNull(),
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  studyDays: jsonb('study_days').$type<number[]>().notNull(),
  /** Guided path slugs, in the order to follow them. */
  paths: jsonb('paths').$type<string[]>().notNull(),
  /** The plan as saved: item id (`<path>/<item key>`) -> the IST day it was planned for. */
  baseline: jsonb('baseline').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PrepPlanRow = typeof prepPlans.$inferSelect;
