/**
 * Goals (spec 03 §3 Goal; content/goals/README.md): a journey goal holds phases, a phase holds elements (a guided
 * path module, a problem list, an article, a video). The structure is content, rewritten whole by the importer and
 * kept as JSON on the goal's row; the learner's state keys on the content's stable slugs and keys (never on row
 * ids), so a re-import keeps every goal choice, custom pick and mark. GOAL EXP is the EXP ledger's business (its
 * idempotency key `goal-phase:<goal>:<phase>`), so no marker table here.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type StoredGoalElement =
  | {
      key: string;
      type: 'guided_path_module';
      title: string;
      optional: boolean;
      path: string;
      module: string;
    }
  | {
      key: string;
      type: 'problem_list';
      title: string;
      optional: boolean;
      list: string;
      target: number | null;
    }
  | { key: string; type: 'article'; title: string; optional: boolean; path: string; item: string }
  | {
      key: string;
      type: 'video';
      title: string;
      optional: boolean;
      url: string;
      durationMinutes: number;
      notesHtml: string;
    };

export interface StoredGoalPhase {
  slug: string;
  title: string;
  summary: string;
  elements: StoredGoalElement[];
}

export const journeyGoals = pgTable('journey_goals', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  position: integer('position').notNull().default(0),
  descriptionHtml: text('description_html').notNull().default(''),
  /** Language keys the learner may pick as the goal language. */
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  phases: jsonb('phases').$type<StoredGoalPhase[]>().notNull(),
  /** Hash of the imported file: an unchanged hash means the importer skips the goal. */
  contentHash: text('content_hash').notNull(),
  /** content/goals/<slug>.yaml */
  source: text('source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JourneyGoalRow = typeof journeyGoals.$inferSelect;

/** The learner's current goal (one at a time), its language, last viewed element and landing. */
export const userGoals = pgTable('user_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goalSlug: text('goal_slug')
    .notNull()
    .references(() => journeyGoals.slug, { onDelete: 'cascade' }),
  languageId: text('language_id'),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  lastPhaseSlug: text('last_phase_slug'),
  lastElementKey: text('last_element_key'),
  lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  landedAt: timestamp('landed_at', { withTimezone: true }),
});

export type UserGoalRow = typeof userGoals.$inferSelect;

/** Optional elements the learner picked, per goal and phase (spec 03 §7 select custom elements). */
export const userGoalCustomElements = pgTable(
  'user_goal_custom_elements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalSlug: text('goal_slug').notNull(),
    phaseSlug: text('phase_slug').notNull(),
    elementKey: text('element_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goalSlug, t.phaseSlug, t.elementKey] })],
);

/**
 * Articles opened (elements that complete by the learner's mark). Videos completed are the library's one record
 * (library.ts video_completions), shared with /resources/videos.
 */
export const userGoalElementMarks = pgTable(
  'user_goal_element_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalSlug: text('goal_slug').notNull(),
    elementKey: text('element_key').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goalSlug, t.elementKey] }),
    index('user_goal_element_marks_user_idx').on(t.userId),
  ],
);
