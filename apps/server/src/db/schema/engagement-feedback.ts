/**
 * Reports sent from the feedback dialog (spec 02 §2 "Other", §5 "Feedback dialog"): who, which area and issue, the
 * learner's comment as given (user text: stored, never logged) and the page they were on. The (user, created_at)
 * index serves the per-hour limit; the created_at index the operator's `katana feedback list --since`.
 */
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: varchar('area', { length: 32 }).notNull(),
    issue: varchar('issue', { length: 120 }).notNull(),
    comment: text('comment').notNull().default(''),
    pagePath: varchar('page_path', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_reports_user_idx').on(t.userId, t.createdAt),
    index('feedback_reports_created_idx').on(t.createdAt),
  ],
);
export type FeedbackReportRow = typeof feedbackReports.$inferSelect;
