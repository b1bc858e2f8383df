/**
 * Contests (issue #7): the contest (its id is the classroom's offering_id), its problems from the catalogue,
 * participations (registration, official or virtual start, finish) and what the judging side records for the
 * standings: one row per judged contest submission (the board is computed from these in one query) and per
 * participant and problem a summary (attempts, first accept, best score) kept inside the verdict transaction.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { problems, submissions } from './practice.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const contests = pgTable(
  'contests',
  {
    /** Contest ids start high so they never meet another kind of offering's small ids in submissions.offering_id. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Derived from the title by the shared rule when the contest is created. */
    category: text('category').notNull(),
    essenceType: text('essence_type').notNull().default('rated_challenge'),
    /** ICPC or IOI. */
    format: text('format').notNull().default('ICPC'),
    rated: boolean('rated').notNull().default(true),
    guestAllowed: boolean('guest_allowed').notNull().default(false),
    registrationOpensAt: ts('registration_opens_at'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    windowMinutes: integer('window_minutes'),
    freezeMinutes: integer('freeze_minutes').notNull().default(0),
    /** Bumped by every recorded contest verdict: API nodes compare it to know their cached board is stale. */
    standingsVersion: integer('standings_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contests_slug_key').on(t.slug), index('contests_start_idx').on(t.startAt)],
);

export type ContestRow = typeof contests.$inferSelect;
export type NewContestRow = typeof contests.$inferInsert;

export const contestProblems = pgTable(
  'contest_problems',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull().default(100),
    /**
     * A contest-only problem: the practice catalogue answers 404 for it (and leaves it out of the listing) until
     * the contest starts. False for catalogue problems used in a contest (the seeded demo contests).
     */
    hiddenUntilStart: boolean('hidden_until_start').notNull().default(false),
  },
  (t) => [uniqueIndex('contest_problems_contest_problem_key').on(t.contestId, t.problemId)],
);

export type ContestProblemRow = typeof contestProblems.$inferSelect;

export const contestParticipations = pgTable(
  'contest_participations',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A replay of the ended contest: never rated, never on the real board. */
    virtual: boolean('virtual').notNull().default(false),
    registeredAt: ts('registered_at'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_participations_key').on(t.contestId, t.userId, t.virtual),
    index('contest_participations_user_idx').on(t.userId),
  ],
);

export type ContestParticipationRow = typeof contestParticipations.$inferSelect;

/** One judged submission made in a contest, as the standings read it. */
export const contestSubmissions = pgTable(
  'contest_submissions',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id').notNull(),
    /** When the learner submitted (not when it was judged): what penalty minutes count. */
    submittedAt: ts('submitted_at').notNull(),
    verdict: text('verdict').notNull(),
    /** Points on the problem's contest scale (IOI partial score). */
    score: real('score').notNull().default(0),
  },
  (t) => [
    index('contest_submissions_contest_idx').on(t.contestId, t.submittedAt),
    // A standings page reads the cells of only its own participants.
    index('contest_submissions_participation_idx').on(t.participationId),
  ],
);

/** A participant's summary on one problem (the contest problem list and quick views read it). */
export const contestProblemResults = pgTable(
  'contest_problem_results',
  {
    participationId: integer('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    firstAcceptedAt: ts('first_accepted_at'),
    bestScore: real('best_score').notNull().default(0),
    lastSubmittedAt: ts('last_submitted_at'),
  },
  (t) => [primaryKey({ columns: [t.participationId, t.problemId] })],
);

/**
 * A participant's standing on the official board, kept by the verdict hook (recomputed for that participant with
 * the shared ICPC/IOI rules inside the verdict transaction), live and as seen through the freeze. The indexes
 * follow the board order, so a standings page is one indexed ORDER BY ... LIMIT and a rank is a COUNT of strictly
 * better rows: no API node has to load and rank 20,000 participants first.
 */
const idText = sql`(participation_id::text collate "C")`;

export const contestStandings = pgTable(
  'contest_standings',
  {
    participationId: integer('participation_id')
      .primaryKey()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    solved: integer('solved').notNull().default(0),
    penalty: integer('penalty').notNull().default(0),
    /** ICPC: elapsed ms of the last accept (0 when none, as the shared comparison treats null). */
    lastMs: doublePrecision('last_ms').notNull().default(0),
    /** IOI total. */
    score: doublePrecision('score').notNull().default(0),
    frozenSolved: integer('frozen_solved').notNull().default(0),
    frozenPenalty: integer('frozen_penalty').notNull().default(0),
    frozenLastMs: doublePrecision('frozen_last_ms').notNull().default(0),
    frozenScore: doublePrecision('frozen_score').notNull().default(0),
  },
  (t) => [
    // The trailing id text is the shared rules' tie order (rankRows compares ids as strings): a page is an index scan.
    index('contest_standings_icpc_order_idx').on(t.contestId, t.solved.desc(), t.penalty, t.lastMs, idText),
    index('contest_standings_icpc_frozen_order_idx').on(
      t.contestId,
      t.frozenSolved.desc(),
      t.frozenPenalty,
      t.frozenLastMs,
      idText,
    ),
    index('contest_standings_ioi_order_idx').on(t.contestId, t.score.desc(), idText),
    index('contest_standings_ioi_frozen_order_idx').on(t.contestId, t.frozenScore.desc(), idText),
  ],
);
