/**
 * The verdict hook on its own (PGlite, or PostgreSQL with TEST_DATABASE_URL): EXP by difficulty for a first solve
 * only, a streak day for any solve (even one that earns no EXP), nothing for an unsolved verdict.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceItem } from '@katana/shared/items/item-types';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { expLedger, streakDays } from '../../db/schema/engagement-experience.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';
import { insertQuizProblem } from '../../practice/submissions/problem-fixtures.test-support.ts';
import type { JudgedSubmission } from '../../practice/submissions/submission-hooks.ts';
import { experienceSubmissionHook } from './experience-submission-hook.ts';

const hard: ChoiceItem = {
  difficulty: 'HARD',
  maxScore: 30,
  topics: [],
  companies: [],
  lists: [],
  metaDescription: '',
  metaKeywords: '',
  slug: 'heap-height',
  type: 'SINGLE_CHOICE',
  title: 'Heap height',
  statement: 'Height of a binary heap of n items?',
  options: [
    { id: 'a', text: 'log n' },
    { id: 'b', text: 'n' },
  ],
  rightAnswers: ['a'],
  solutionDesc: 'A complete binary tree.',
};

describe('experienceSubmissionHook', () => {
  let db: TestDb;
  let problem: ProblemRow;
  let userId: number;
  beforeAll(async () => {
    db = await createTestDb();
    problem = await insertQuizProblem(db.db, hard);
    const [u] = await db.db.insert(users).values({ name: 'Grace', email: 'grace@example.com' }).returning();
    userId = u!.id;
  });
  afterAll(async () => {
    await db?.close();
  });

  const judged = (over: Partial<JudgedSubmission>, judgedAt: string): JudgedSubmission => ({
    submissionId: crypto.randomUUID(),
    userId,
    problemId: problem.id,
    problemSlug: problem.slug,
    problemType: problem.problemType,
    verdict: 'CORRECT_ANSWER',
    percentageScore: 100,
    solved: true,
    firstSolve: false,
    pointsGained: 0,
    maxScore: 30,
    submittedAt: new Date(judgedAt),
    judgedAt: new Date(judgedAt),
    ...over,
  });
  const run = (j: JudgedSubmission) => db.db.transaction((tx) => experienceSubmissionHook(tx, j));
  const ledger = () => db.db.select().from(expLedger).where(eq(expLedger.userId, userId));
  const days = async () =>
    (await db.db.select().from(streakDays).where(eq(streakDays.userId, userId))).map((d) => d.day).sort();

  it('awards nothing and counts no day for an unsolved verdict', async () => {
    await run(judged({ verdict: 'WRONG_ANSWER', solved: false, percentageScore: 0 }, '2026-04-01T06:00:00Z'));
    expect(await ledger()).toEqual([]);
    expect(await days()).toEqual([]);
  });

  it('awards 30 EXP for a first HARD solve, once, and counts a later solve-only day for the streak', async () => {
    await run(judged({ firstSolve: true, pointsGained: 30 }, '2026-04-01T06:00:00Z'));
    // The same problem "first solved" again (a re-judge of another submission) finds the problem's row.
    await run(judged({ firstSolve: true, pointsGained: 30 }, '2026-04-01T07:00:00Z'));
    expect((await ledger()).map((r) => [r.sourceId, r.base, r.points, r.title])).toEqual([
      [`problem:${problem.id}`, 30, 30, 'Heap height'],
    ]);
    await run(judged({}, '2026-04-02T06:00:00Z'));
    expect(await ledger()).toHaveLength(1);
    expect(await days()).toEqual(['2026-04-01', '2026-04-02']);
  });
});
