import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { problems } from './practice.ts';
import { users } from './users.ts';

/**
 * Learners' free-text answers to SUBJECTIVE problems (apps/server/src/subjective): one current answer per learner and
 * problem. status: waiting (for reviews; a resubmission replaces the text) -> scored (final score set, from the
 * peers' median or a moderator). submission_id is the practice submission that recorded the score.
 */
export const subjectiveAnswers = pgTable(
  'subjective_answers',
  {
    id: serial('id').primaryKey(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status').notNull().default('waiting'),
    score: integer('score'),
    scoredBy: text('scored_by'),
    submissionId: text('submission_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subjective_answers_problem_user_idx').on(t.problemId, t.userId),
    index('subjective_answers_problem_status_idx').on(t.problemId, t.status),
  ],
);

/** One review per (answer, reviewer): a peer's or a moderator's score by the rubric, with a comment. */
export const subjectiveReviews = pgTable(
  'subjective_reviews',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => subjectiveAnswers.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** peer | moderator */
    role: text('role').notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subjective_reviews_answer_reviewer_idx').on(t.answerId, t.reviewerId),
    index('subjective_reviews_reviewer_created_idx').on(t.reviewerId, t.createdAt),
  ],
);

export type SubjectiveAnswerRow = typeof subjectiveAnswers.$inferSelect;
export type SubjectiveReviewRow = typeof subjectiveReviews.$inferSelect;
