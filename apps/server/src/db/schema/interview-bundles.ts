/**
 * Interview bundles (content/interview-bundles/README.md): curated sets of catalogue problems in sections. The
 * structure is content, rewritten whole by the importer and kept as JSON on the bundle's row; problems are named by
 * their slug (stable across catalogue re-imports). A learner's progress is practice's solved / attempted state of
 * those problems, so a bundle keeps no learner table of its own.
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export interface StoredBundleSection {
  title: string;
  summary: string;
  problems: string[];
}

export const interviewBundles = pgTable(
  'interview_bundles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Beginner | Intermediate | Advanced. */
    level: text('level').notNull(),
    position: integer('position').notNull().default(0),
    estimatedHours: integer('estimated_hours').notNull(),
    /** Catalogue topic slugs. */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    descriptionHtml: text('description_html').notNull().default(''),
    sections: jsonb('sections').$type<StoredBundleSection[]>().notNull(),
    /** Hash of the imported bundle.yaml: an unchanged hash means the importer skips the bundle. */
    contentHash: text('content_hash').notNull(),
    /** content/interview-bundles/<slug> */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_bundles_slug_key').on(t.slug)],
);

export type InterviewBundleRow = typeof interviewBundles.$inferSelect;
