/**
 * Practice area (spec 03 §3): the problem catalogue imported from content/, curated lists and tags, the learner's
 * per-problem state, drafts, bookmarks, submissions and feedback. The catalogue tables are written by the importer;
 * submissions, user_problem_states' score columns and problems' submission counters by the judging service.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** PGlite hands bytea back as Uint8Array, node-postgres as Buffer: callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A CODE or SQL problem package as a zip (what @katana/judge loadPackage reads), keyed by the zip's SHA-256. */
export const problemPackages = pgTable('problem_packages', {
  sha256: text('sha256').primaryKey(),
  archive: bytea('archive').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

export type ProblemPackageRow = typeof problemPackages.$inferSelect;

export interface ProblemSample {
  input: string;
  output: string;
}
export interface ProblemSolutionCode {
  language: string;
  code: string;
}

/**
 * A problem's Markdown fields rendered to HTML at import (practice/catalogue/problem-html.ts), so a request only
 * reads them. FILL_UP statements stay null: the web puts inputs at their {{blank:id}} markers.
 */
export interface ProblemHtml {
  /** The renderer that wrote it (MARKDOWN_RENDERER_VERSION); another one means render again. */
  version: string;
  statement: string | null;
  editorial: string;
  hints: string[];
  /** NOTE items' article. */
  note: string | null;
  /** Choice items' option texts by option id. */
  options: Record<string, string>;
  /** Quiz items' explanation: like the item's answers, sent only with the solution or a graded submission. */
  solutionDesc: string | null;
  /** SUBJECTIVE items' rubric level descriptions, by level (absent when stored before rubrics were rendered). */
  rubric?: string[];
}

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    uuid: text('uuid').notNull(),
    name: text('name').notNull(),
    problemType: text('problem_type').notNull(),
    difficulty: text('difficulty').notNull(),
    maxScore: integer('max_score').notNull(),
    statement: text('statement').notNull().default(''),
    editorial: text('editorial').notNull().default(''),
    hints: jsonb('hints').$type<string[]>().notNull().default([]),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    samples: jsonb('samples').$type<ProblemSample[]>().notNull().default([]),
    timeLimitS: real('time_limit_s'),
    memoryLimitMb: integer('memory_limit_mb'),
    /** Language keys a learner may submit in (CODE: judge languages; SQL: dialects). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    defaultLanguage: text('default_language'),
    scaffolds: jsonb('scaffolds').$type<Record<string, string>>().notNull().default({}),
    /** Accepted reference solutions shown in the solution tab. */
    solutions: jsonb('solutions').$type<ProblemSolutionCode[]>().notNull().default([]),
    /** The full quiz / NOTE item including the right answers: server only, never sent as is. */
    item: jsonb('item').$type<Record<string, unknown>>(),
    /** The Markdown fields as HTML; null until the importer has rendered them. */
    html: jsonb('html').$type<ProblemHtml>(),
    sqlSettings: jsonb('sql_settings').$type<Record<string, unknown>>(),
    packageSha: text('package_sha').references(() => problemPackages.sha256, { onDelete: 'set null' }),
    /** Hash of everything imported for this problem; an unchanged hash means the importer skips it. */
    contentHash: text('content_hash').notNull(),
    testCount: integer('test_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Where the problem was imported from (content/problems/<dir>, content/items/<file>, a zip's name). */
    source: text('source'),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    submissionCount: integer('submission_count').notNull().default(0),
    acceptedCount: integer('accepted_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('problems_slug_key').on(t.slug), index('problems_position_idx').on(t.position)],
);

export type ProblemRow = typeof problems.$inferSelect;
export type NewProblemRow = typeof problems.$inferInsert;

export const topics = pgTable(
  'topics',
  { id: serial('id').primaryKey(), slug: text('slug').notNull(), name: text('name').notNull() },
  (t) => [uniqueIndex('topics_slug_key').on(t.slug)],
);

export const problemTopics = pgTable(
  'problem_topics',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.topicId] }), index('problem_topics_topic_idx').on(t.topicId)],
);

export const companies = pgTable(
  'companies',
  { id: serial('id').primaryKey(), slug: text('slug').notNull(), name: text('name').notNull() },
  (t) => [uniqueIndex('companies_slug_key').on(t.slug)],
);

export const problemCompanies = pgTable(
  'problem_companies',
  {
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.problemId, t.companyId] }),
    index('problem_companies_company_idx').on(t.companyId),
  ],
);

export const problemLists = pgTable(
  'problem_lists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('problem_lists_slug_key').on(t.slug)],
);

export const problemListItems = pgTable(
  'problem_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => problemLists.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.problemId] }),
    index('problem_list_items_problem_idx').on(t.problemId),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

export const codeDrafts = pgTable(
  'code_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.language] })],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id'),
    submissionType: text('submission_type').notNull(),
    language: text('language'),
    code: text('code'),
    answer: jsonb('answer'),
    source: text('source'),
    state: text('state').notNull().default('QUEUED'),
    statusMessage: text('status_message'),
    errorMessage: text('error_message'),
    percentageScore: real('percentage_score').notNull().default(0),
    percentageScoreWithoutPenalty: real('percentage_score_without_penalty').notNull().default(0),
    penaltyPercentage: real('penalty_percentage').notNull().default(0),
    penaltyReason: text('penalty_reason'),
    solutionViewedOn: timestamp('solution_viewed_on', { withTimezone: true }),
    deadlineCrossedOn: timestamp('deadline_crossed_on', { withTimezone: true }),
    totalTestCases: integer('total_test_cases').notNull().default(0),
    noOfTestCasesCorrect: integer('no_of_test_cases_correct').notNull().default(0),
    totalTimeMs: integer('total_time_ms'),
    maxMemoryKb: integer('max_memory_kb'),
    resultJson: jsonb('result_json')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sqlResult: jsonb('sql_result'),
    points: jsonb('points'),
    isBest: boolean('is_best').notNull().default(false),
    createdAt: createdAt(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
  },
  (t) => [index('submissions_user_problem_created_idx').on(t.userId, t.problemId, t.createdAt)],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;

export const userProblemStates = pgTable(
  'user_problem_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userScore: integer('user_score').notNull().default(0),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    bestSubmissionId: uuid('best_submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    solutionViewedOn: timestamp('solution_viewed_on', { withTimezone: true }),
    /** 1 upvote, -1 downvote, null none (spec 03 §4 toggle). */
    reaction: smallint('reaction'),
    /** 1..5, null = not rated. */
    rating: smallint('rating'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    index('user_problem_states_problem_idx').on(t.problemId),
  ],
);

export type UserProblemStateRow = typeof userProblemStates.$inferSelect;

export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultLanguage: text('default_language'),
  autocomplete: boolean('autocomplete').notNull().default(true),
});

/** "Report an issue" (spec 03 §3 Issue report) about a problem or a submission. */
export const problemReports = pgTable('problem_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  issueType: text('issue_type').notNull(),
  issueDetail: text('issue_detail').notNull(),
  source: text('source'),
  createdAt: createdAt(),
});

export const editSuggestions = pgTable('edit_suggestions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  problemId: integer('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' }),
  section: text('section').notNull(),
  suggestion: text('suggestion').notNull(),
  createdAt: createdAt(),
});
