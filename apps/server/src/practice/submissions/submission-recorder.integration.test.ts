/**
 * Verdict storage is idempotent: a job delivered twice (the real handler called twice, or two deliveries racing)
 * changes the submission, the learner's state and the problem's counters once. On PGlite, or PostgreSQL with
 * TEST_DATABASE_URL; the handler part judges in the real sandbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '@katana/judge';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { userProblemStates, type ProblemRow } from '../../db/schema/practice.ts';
import { createJudgeJobHandler } from '../../judge/judge-job-handler.ts';
import { createProblemJobDeps } from '../../judge/problem-job-deps.ts';
import { problemStore } from '../../judged-submission-hooks.ts';
import type { JudgedOnProblem } from '../../judge/problem-judging.ts';
import { createSqlSupport } from '../../judge/sql-support.ts';
import { CPP_SUM_CORRECT, sumPackage } from '../../judge/problem-package.test-support.ts';
import { insertCodeProblem, problemRow } from './problem-fixtures.test-support.ts';
import { createSubmissionRecorder } from './submission-recorder.ts';
import { createSubmissionRepository } from './submission.repository.ts';
import type { JudgedSubmission } from './submission-hooks.ts';

const judged = (percentage: number): JudgedOnProblem => ({
  verdict: percentage === 100 ? 'CORRECT_ANSWER' : 'WRONG_ANSWER',
  errorMessage: percentage === 100 ? null : 'Wrong answer on test 3.',
  percentage,
  totalTestCases: 5,
  noOfTestCasesCorrect: percentage / 20,
  totalTimeMs: 12,
  maxMemoryKb: 3000,
  tests: [],
  sql: null,
});

describe('submission recorder', () => {
  let db: TestDb;
  let problem: ProblemRow;
  let userId: number;

  beforeAll(async () => {
    db = await createTestDb();
    problem = await insertCodeProblem(db.db, sumPackage());
    const [user] = await db.db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    userId = user!.id;
  });
  afterAll(async () => {
    await db?.close();
  });

  const queued = async () =>
    createSubmissionRepository(db.db).insert({
      userId,
      problemId: problem.id,
      submissionType: 'CODE',
      language: 'cpp',
      code: CPP_SUM_CORRECT,
      state: 'QUEUED',
    });
  const state = async () =>
    (await db.db.select().from(userProblemStates).where(eq(userProblemStates.userId, userId)))[0]!;
  const counters = async () => {
    const row = await problemRow(db.db, problem.id);
    return [row.submissionCount, row.acceptedCount];
  };

  it('stores one of two racing deliveries and ignores the other', async () => {
    const recorder = createSubmissionRecorder(db.db);
    const first = await queued();
    const outcomes = await Promise.all([
      recorder.complete(first.id, judged(40)),
      recorder.complete(first.id, judged(40)),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await counters()).toEqual([1, 0]);
    expect(await state()).toMatchObject({ userScore: 32, bestSubmissionId: first.id, solvedAt: null });
    // A late different verdict (a rejudge would use a new job) does not overwrite a final one.
    expect(await recorder.complete(first.id, judged(100))).toBe(false);
    expect(await recorder.fail(first.id, 'boom')).toBe(false);
    expect((await createSubmissionRepository(db.db).findById(first.id))!).toMatchObject({
      state: 'DONE',
      statusMessage: 'WRONG_ANSWER',
      percentageScore: 40,
      isBest: true,
    });
  });

  it('moves the best mark to a strictly better submission only', async () => {
    const recorder = createSubmissionRecorder(db.db);
    const better = await queued();
    await recorder.complete(better.id, judged(80));
    const tie = await queued();
    await recorder.complete(tie.id, judged(80));
    const rows = await createSubmissionRepository(db.db).listForUserProblem(userId, problem.id, 10);
    expect(rows.filter((r) => r.isBest).map((r) => r.id)).toEqual([better.id]);
    expect(await state()).toMatchObject({ userScore: 64, bestSubmissionId: better.id });
    expect(await counters()).toEqual([3, 0]);
  });

  it('judges a redelivered job once when the real handler is called twice', async () => {
    const sql = createSqlSupport();
    const deps = createProblemJobDeps({ store: problemStore(db.db), sandbox: createSandbox(), sql });
    const handler = createJudgeJobHandler({ sandbox: createSandbox(), sql, problems: deps });
    try {
      const submission = await queued();
      const job = {
        id: submission.id,
        priority: 'practice' as const,
        attempt: 1,
        data: {
          kind: 'submission' as const,
          submissionId: submission.id,
          packageSha: problem.packageSha!,
          language: 'cpp',
          source: CPP_SUM_CORRECT,
        },
      };
      const ctx = { reportProgress: async () => undefined, signal: new AbortController().signal };
      expect(await handler(job, ctx)).toEqual({
        kind: 'submission',
        submissionId: submission.id,
        stored: true,
      });
      const afterFirst = await state();
      expect(afterFirst).toMatchObject({ userScore: 80, bestSubmissionId: submission.id });
      expect(afterFirst.solvedAt).not.toBeNull();
      expect(await counters()).toEqual([4, 1]);

      expect(await handler({ ...job, attempt: 2 }, ctx)).toEqual({
        kind: 'submission',
        submissionId: submission.id,
        stored: false,
      });
      expect(await state()).toEqual(afterFirst);
      expect(await counters()).toEqual([4, 1]);
      expect((await createSubmissionRepository(db.db).findById(submission.id))!.statusMessage).toBe(
        'CORRECT_ANSWER',
      );
    } finally {
      await deps.close();
      await sql.close();
    }
  });
  it('runs the judged-submission hooks once per stored verdict, inside its transaction', async () => {
    // Its own learner, so the earlier tests' states do not matter.
    const [learner] = await db.db
      .insert(users)
      .values({ name: 'Grace', email: 'grace@example.com' })
      .returning();
    const queued = async () =>
      createSubmissionRepository(db.db).insert({
        userId: learner!.id,
        problemId: problem.id,
        submissionType: 'CODE',
        language: 'cpp',
        code: CPP_SUM_CORRECT,
        state: 'QUEUED',
      });
    const seen: JudgedSubmission[] = [];
    const recorder = createSubmissionRecorder(db.db, {
      hooks: [async (_tx, event) => void seen.push(event)],
    });
    const submission = await queued();
    await Promise.all([
      recorder.complete(submission.id, judged(100)),
      recorder.complete(submission.id, judged(100)),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      submissionId: submission.id,
      userId: learner!.id,
      problemSlug: problem.slug,
      verdict: 'CORRECT_ANSWER',
      solved: true,
      firstSolve: true,
    });
    // A second accepted submission is no longer the first solve; a throwing hook rolls the verdict back.
    const again = await queued();
    const failing = createSubmissionRecorder(db.db, {
      hooks: [
        async () => {
          throw new Error('award failed');
        },
      ],
    });
    await expect(failing.complete(again.id, judged(100))).rejects.toThrow('award failed');
    expect((await createSubmissionRepository(db.db).findById(again.id))!.state).toBe('QUEUED');
    await recorder.complete(again.id, judged(100));
    expect(seen[1]).toMatchObject({ submissionId: again.id, solved: true, firstSolve: false });
  });
});
