/**
 * Badges (spec 02 §3 "Badge"): a badge is an entity (practice topic, guided path, contest round, challenge, streak,
 * subject) and each of its levels 1-3 (Achiever, Specialist, Master) is a badge level with its own id
 * (badge_level_id). A user holds badge levels (user_badge_level_id), acknowledges them, and gets a certificate.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const badgeLevels = pgTable(
  'badge_levels',
  {
    id: serial('id').primaryKey(),
    /** `${entity_type}:${entity_id}`: one badge, several levels. */
    badgeKey: text('badge_key').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entitySlug: text('entity_slug'),
    entityName: text('entity_name').notNull(),
    level: integer('level').notNull(),
    /** Normal (1), Differentiable (2). */
    type: integer('type').notNull().default(1),
    badgeLevelOrder: integer('badge_level_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badge_levels_key_level').on(t.badgeKey, t.level)],
);
export type BadgeLevelRow = typeof badgeLevels.$inferSelect;

export const userBadgeLevels = pgTable(
  'user_badge_levels',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeLevelId: integer('badge_level_id')
      .notNull()
      .references(() => badgeLevels.id, { onDelete: 'cascade' }),
    contestRank: integer('contest_rank'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_badge_levels_user_level').on(t.userId, t.badgeLevelId),
    index('user_badge_levels_user').on(t.userId),
  ],
);
export type UserBadgeLevelRow = typeof userBadgeLevels.$inferSelect;
