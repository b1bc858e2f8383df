/**
 * Problem of the day: the pick per IST calendar date, stored the first time the date is asked for, so the
 * problem of a day never changes afterwards, even when the catalogue grows or is re-imported.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { problems } from './practice.ts';

export const problemOfTheDay = pgTable(
  'problem_of_the_day',
  {
    /** IST date 'YYYY-MM-DD'. */
    date: text('date').primaryKey(),
    // A problem removed from the catalogue takes its days with it; the date is picked afresh when next asked for.
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('problem_of_the_day_problem_idx').on(t.problemId)],
);

export type ProblemOfTheDayRow = typeof problemOfTheDay.$inferSelect;
