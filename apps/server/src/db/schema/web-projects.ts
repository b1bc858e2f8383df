/**
 * Web-development projects (content/web-projects/README.md): an ordered list of steps, each a front-end problem of
 * the catalogue named by its slug. The row is content, rewritten whole by the importer. A learner's progress is
 * practice's solved state of the step problems and their files are their accepted submissions, so a project keeps
 * no learner table of its own.
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const webProjects = pgTable(
  'web_projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    position: integer('position').notNull().default(0),
    /** The step problems' slugs, in order. */
    steps: jsonb('steps').$type<string[]>().notNull(),
    /** Hash of the imported file: an unchanged hash means the importer skips the project. */
    contentHash: text('content_hash').notNull(),
    /** content/web-projects/<slug>.yaml */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('web_projects_slug_key').on(t.slug)],
);

export type WebProjectRow = typeof webProjects.$inferSelect;
