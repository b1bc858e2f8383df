import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { colleges } from './colleges.ts';
import { users } from './users.ts';

/** One round as stored: its Markdown questions and the catalogue problems it links (by slug). */
export interface StoredExperienceRound {
  name: string;
  kind: string;
  questions: string;
  problemSlugs: string[];
}

/**
 * Interview experiences written by learners. status: draft (the author's only) -> pending (waiting for a moderator)
 * -> published | rejected (with the reason); an edit of a published one goes back to pending. company_key is the
 * normalised company (companyKey in packages/shared) the list filters by; search_text is the lower-cased words the
 * list's text search reads.
 */
export const interviewExperiences = pgTable(
  'interview_experiences',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    company: text('company').notNull(),
    companyKey: text('company_key').notNull(),
    role: text('role').notNull(),
    branch: text('branch').notNull().default(''),
    collegeSlug: text('college_slug').references(() => colleges.slug, { onDelete: 'set null' }),
    outcome: text('outcome'),
    interviewDate: date('interview_date', { mode: 'string' }),
    experienceYears: integer('experience_years').notNull().default(0),
    tips: text('tips').notNull().default(''),
    rounds: jsonb('rounds').$type<StoredExperienceRound[]>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** A sample from `katana interview-experience demo` (development only), labelled as such on every screen. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Signed-in learners (other than the author) who opened it once published: the "top" order. */
    viewCount: integer('view_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_experiences_slug_key').on(t.slug),
    index('interview_experiences_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('interview_experiences_company_idx').on(t.companyKey, t.status),
    index('interview_experiences_user_idx').on(t.userId, t.updatedAt),
    index('interview_experiences_status_idx').on(t.status, t.submittedAt),
  ],
);

export type InterviewExperienceRow = typeof interviewExperiences.$inferSelect;

/** Who has viewed a published experience (once per learner), so view_count counts learners, not page loads. */
export const interviewExperienceViews = pgTable(
  'interview_experience_views',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => interviewExperiences.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.userId] })],
);
