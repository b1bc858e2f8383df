/**
 * Test series (spec 03 §3 Offering, "Test series calls"): a series holds timed tests; a test is an offering of type
 * Test or ShuffleTest with a duration, an open window and its problems; a learner's attempt records their start,
 * their deadline and their submit; marks for review are per learner, test and problem.
 *
 * Offering ids: submissions carry one `offering_id` column for every kind of offering. Test ids come from an
 * identity that starts at TEST_SERIES_OFFERING_ID_MIN (1,000,000,000), far above any contest id, so a submission's
 * offering_id alone says whether it belongs to a test (>= the minimum) or a contest (below it).
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { problems } from './practice.ts';
import { users } from './users.ts';

export const TEST_SERIES_OFFERING_ID_MIN = 1_000_000_000;

export const testSeries = pgTable(
  'test_series',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Where it was seeded from (content/test-series/<file>). */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_series_slug_key').on(t.slug)],
);

export const testSeriesTests = pgTable(
  'test_series_tests',
  {
    /** The offering id (see the header: from 1,000,000,000 up). */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: TEST_SERIES_OFFERING_ID_MIN }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => testSeries.id, { onDelete: 'cascade' }),
    /** Unique within the series. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** 'Test' or 'ShuffleTest' (timed; ShuffleTest orders problems per learner). */
    offeringType: text('offering_type').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    instructions: text('instructions').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('test_series_tests_series_key').on(t.seriesId, t.key)],
);

export type TestSeriesTestRow = typeof testSeriesTests.$inferSelect;

export const testSeriesTestProblems = pgTable(
  'test_series_test_problems',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => testSeriesTests.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testId, t.problemId] })],
);

export const testSeriesAttempts = pgTable(
  'test_series_attempts',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => testSeriesTests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** start + duration, cut at the test's close: submissions after it do not count. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the learner pressed Submit (ended early); null until then. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    source: text('source'),
  },
  (t) => [primaryKey({ columns: [t.testId, t.userId] }), index('test_series_attempts_user_idx').on(t.userId)],
);

export type TestSeriesAttemptRow = typeof testSeriesAttempts.$inferSelect;

export const testSeriesReviewMarks = pgTable(
  'test_series_review_marks',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => testSeriesTests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.userId, t.problemId] })],
);
