/**
 * Guided paths (spec 03 §3 course content, contentable, item; content/guided-paths/README.md): a path holds
 * modules, a module holds contentables (sections), a contentable holds items (a catalogue problem or quiz, an
 * article, a video). The structure is content, rewritten by the importer; the learner's state keys on the path's id
 * and the item's stable key (never on item row ids), so a re-import that changes the content keeps every enrolment,
 * completion mark and last viewed item. Module EXP is the EXP ledger's business (its idempotency key
 * `guided-path-module:<path id>:<module slug>`), so no marker table here.
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
import { problems } from './practice.ts';
import { users } from './users.ts';

export const guidedPaths = pgTable(
  'guided_paths',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** normal | special (spec 03 §3). */
    kind: text('kind').notNull(),
    /** Achiever | Specialist | Master. */
    level: text('level').notNull(),
    position: integer('position').notNull().default(0),
    summary: text('summary').notNull(),
    estimatedHours: integer('estimated_hours').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    descriptionHtml: text('description_html').notNull().default(''),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull().default([]),
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
    /** Hash of the imported folder: an unchanged hash means the importer skips the path. */
    contentHash: text('content_hash').notNull(),
    /** content/guided-paths/<slug> */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guided_paths_slug_key').on(t.slug)],
);

export type GuidedPathRow = typeof guidedPaths.$inferSelect;

export const guidedPathModules = pgTable(
  'guided_path_modules',
  {
    id: serial('id').primaryKey(),
    pathId: integer('path_id')
      .notNull()
      .references(() => guidedPaths.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    weightage: integer('weightage').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('guided_path_modules_path_slug').on(t.pathId, t.slug)],
);

export const guidedPathContentables = pgTable(
  'guided_path_contentables',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => guidedPathModules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('guided_path_contentables_module_slug').on(t.moduleId, t.slug)],
);

export const guidedPathItems = pgTable(
  'guided_path_items',
  {
    id: serial('id').primaryKey(),
    pathId: integer('path_id')
      .notNull()
      .references(() => guidedPaths.id, { onDelete: 'cascade' }),
    contentableId: integer('contentable_id')
      .notNull()
      .references(() => guidedPathContentables.id, { onDelete: 'cascade' }),
    /** Stable, unique in the path: a problem's slug, `article-<file>`, `video-<key>`. */
    key: text('key').notNull(),
    /** problem | article | video */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    /** Reading time or video length in minutes; 0 for problems. */
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Article: the rendered Markdown; video: its rendered notes. */
    bodyHtml: text('body_html'),
    videoUrl: text('video_url'),
  },
  (t) => [
    uniqueIndex('guided_path_items_path_key').on(t.pathId, t.key),
    index('guided_path_items_problem_idx').on(t.problemId),
  ],
);

export const guidedPathEnrolments = pgTable(
  'guided_path_enrolments',
  {
    pathId: integer('path_id')
      .notNull()
      .references(() => guidedPaths.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the Enroll came from (spec 03 §7 `source`). */
    source: text('source'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last viewed item's key (spec 03 §3 last_content). */
    lastItemKey: text('last_item_key'),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    /** When every item was complete (the certificate's date); null until then. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.userId] }),
    index('guided_path_enrolments_user_idx').on(t.userId),
  ],
);

export type GuidedPathEnrolmentRow = typeof guidedPathEnrolments.$inferSelect;

/** Articles, videos and NOTE items the learner marked complete (problems and quizzes complete by being solved). */
export const guidedPathItemMarks = pgTable(
  'guided_path_item_marks',
  {
    pathId: integer('path_id')
      .notNull()
      .references(() => guidedPaths.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.userId, t.itemKey] })],
);
