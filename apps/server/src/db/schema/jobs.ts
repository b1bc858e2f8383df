/**
 * The job board (content/jobs/README.md, @katana/shared/api/jobs): posts operators add from content files or with
 * `katana job add`. Open from posted_on to expires_on (UTC dates, included); the reads hide the rest.
 */
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    /** onsite | hybrid | remote */
    remote: text('remote').notNull(),
    /** internship | entry | mid | senior */
    experience: text('experience').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    applyUrl: text('apply_url').notNull(),
    postedOn: text('posted_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** 'content/jobs/<file>' or 'operator' (katana job add). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_posts_slug_key').on(t.slug)],
);

export type JobPostRow = typeof jobPosts.$inferSelect;
