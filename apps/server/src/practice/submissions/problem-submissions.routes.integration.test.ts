/**
 * Run and submit through the real app: the in-process queue, the real sandbox, packages read from the database
 * (needs root, bubblewrap, g++ and python3), on PGlite or on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import {
  CPP_COMPILE_ERROR,
  CPP_SUM_CORRECT,
  CPP_SUM_INT,
  PYTHON_SUM_CORRECT,
  SQL_EVEN_CORRECT,
  SQL_EVEN_WRONG,
  SUM_SAMPLES_PASSED,
  evenNumbersSqlPackage,
  sumPackage,
} from '../../judge/problem-package.test-support.ts';
import {
  insertCodeProblem,
  markSolutionViewed,
  problemRow,
} from './problem-fixtures.test-support.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';

const PYTHON_SUM_WRONG = 'a, b = map(int, input().split())\nprint(a * b)\n';

describe('/api/v1/problems/:slug/run and /submissions', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let learner: { authorization: string; userId: number };
  let other: { authorization: string; userId: number };

  const signIn = async () => {
    const { session, data } = await signUp(t.app);
    return { authorization: `Token ${session.token}`, userId: data.user.id as number };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { concurrency: 2 } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    learner = await signIn();
    other = await signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, who = learner) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });
  const get = (url: string, who = learner) =>
    t.app.inject({ url, headers: { authorization: who.authorization } });

  /** Polls the submission until the judge has stored its verdict (the realtime test covers the push). */
  async function judged(id: string, who = learner): Promise<Submission> {
    // SQL on PGlite builds a template database per setup script: a submission may take a minute on a busy machine.
    for (const deadline = Date.now() + 170_000; Date.now() < deadline;) {
      const res = await get(`/api/v1/submissions/${id}`, who);
      expect(res.statusCode).toBe(200);
      const submission: Submission = res.json().data.submission;
      if (submission.state === 'DONE' || submission.state === 'FAILED') return submission;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`submission ${id} was never judged`);
  }

  async function submit(code: string, language = 'cpp', who = learner): Promise<Submission> {
    const res = await post(`/api/v1/problems/${problem.slug}/submissions`, { language, code }, who);
    expect(res.statusCode).toBe(200);
    const queued: Submission = res.json().data.submission;
    expect(queued).toMatchObject({ state: 'QUEUED', status_message: null, problem_slug: problem.slug });
    return judged(queued.id, who);
  }

  describe('POST /api/v1/problems/:slug/run', () => {
    it('judges the samples and shows each one with its input, expected and actual output', async () => {
      const res = await post(`/api/v1/problems/${problem.slug}/run`, {
        language: 'cpp',
        code: CPP_SUM_CORRECT,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status_message: 'CORRECT_ANSWER',
        custom: false,
        total_test_cases: 2,
        no_of_test_cases_correct: 2,
        tests: SUM_SAMPLES_PASSED,
      });
    });

    it('shows which sample a wrong Python answer failed', async () => {
      const res = await post(`/api/v1/problems/${problem.slug}/run`, {
        language: 'python',
        code: PYTHON_SUM_WRONG,
      });
      const data = res.json().data;
      expect(data.status_message).toBe('WRONG_ANSWER');
      expect(data.tests[0]).toMatchObject({
        status: 'NO_MATCH',
        input: '1 2\n',
        expected_output: '3\n',
        actual_output: '2\n',
      });
      expect(data.tests[0].error).toEqual(expect.any(String));
    });

    it('runs once on a custom input', async () => {
      const res = await post(`/api/v1/problems/${problem.slug}/run`, {
        language: 'python',
        code: PYTHON_SUM_CORRECT,
        custom_input: '20 22\n',
      });
      expect(res.json().data).toMatchObject({
        custom: true,
        total_test_cases: 1,
        tests: [{ test: 1, sample: false, input: '20 22\n', actual_output: '42\n' }],
      });
    });

    it('answers 422 for a language the problem does not take, 404 for an unknown problem, 401 anonymous', async () => {
      const ruby = await post(`/api/v1/problems/${problem.slug}/run`, { language: 'ruby', code: 'p 1' });
      expect(ruby.statusCode).toBe(422);
      expect(ruby.json().error.fields).toEqual({ language: 'This problem does not accept that language.' });
      const missing = await post('/api/v1/problems/no-such-problem/run', { language: 'cpp', code: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Problem not found.');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/problems/${problem.slug}/run`,
        payload: { language: 'cpp', code: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe(101);
    });
  });

  describe('POST and GET /api/v1/problems/:slug/submissions', () => {
    let correct: Submission;

    it('judges a correct C++ submission on every test and scores it', async () => {
      correct = await submit(CPP_SUM_CORRECT);
      expect(correct).toMatchObject({
        state: 'DONE',
        submission_type: 'CODE',
        language: 'cpp',
        status_message: 'CORRECT_ANSWER',
        error_message: null,
        percentage_score: 100,
        total_test_cases: 5,
        no_of_test_cases_correct: 5,
        is_best: true,
        penalty_reason: null,
        points: { new_score: 80, user_score: 80, points_gained: 80, already_earned: false },
      });
      expect(correct.result_json).toHaveLength(5);
      expect(correct.result_json.filter((r) => r.sample)).toHaveLength(2);
      expect(correct.result_json.find((r) => !r.sample)).not.toHaveProperty('input');
      const row = await problemRow(t.app.db, problem.id);
      expect([row.submissionCount, row.acceptedCount]).toEqual([1, 1]);
    });

    it('gives WRONG_ANSWER with the share of tests passed; the correct one stays best', async () => {
      const wrong = await submit(CPP_SUM_INT);
      expect(wrong).toMatchObject({
        status_message: 'WRONG_ANSWER',
        error_message: 'Wrong answer on test 4.',
        percentage_score: 80,
        no_of_test_cases_correct: 4,
        is_best: false,
        // Full marks were already earned: a weaker answer neither costs nor gains anything (spec 03 §4).
        points: { new_score: 64, user_score: 80, points_gained: 0, already_earned: true },
      });
      const again = await submit(CPP_SUM_CORRECT);
      expect(again.points).toEqual({ new_score: 80, user_score: 80, points_gained: 0, already_earned: true });
      expect(again.is_best).toBe(false);
    });

    it('gives COMPILATION_ERROR with the compiler message', async () => {
      const ce = await submit(CPP_COMPILE_ERROR);
      expect(ce.status_message).toBe('COMPILATION_ERROR');
      expect(ce.error_message).toContain('missing_name');
      expect(ce.percentage_score).toBe(0);
    });

    it("lists the learner's own submissions newest first, with exactly one best", async () => {
      const res = await get(`/api/v1/problems/${problem.slug}/submissions`);
      const list: Submission[] = res.json().data.submissions;
      expect(list.map((s) => s.status_message)).toEqual([
        'COMPILATION_ERROR',
        'CORRECT_ANSWER',
        'WRONG_ANSWER',
        'CORRECT_ANSWER',
      ]);
      expect(list.filter((s) => s.is_best).map((s) => s.id)).toEqual([correct.id]);
      expect(
        (await get(`/api/v1/problems/${problem.slug}/submissions`, other)).json().data.submissions,
      ).toEqual([]);
      const row = await problemRow(t.app.db, problem.id);
      expect([row.submissionCount, row.acceptedCount]).toEqual([4, 2]);
    });

    it("answers 404 for another learner's submission and for ids that are not submissions", async () => {
      expect((await get(`/api/v1/submissions/${correct.id}`, other)).statusCode).toBe(404);
      const bad = await get('/api/v1/submissions/not-a-uuid');
      expect(bad.statusCode).toBe(404);
      expect(bad.json().error.message).toBe('Submission not found.');
    });

    it('halves the score after the solution was seen (SOLUTION_SEEN penalty)', async () => {
      await markSolutionViewed(t.app.db, other.userId, problem.id, new Date(Date.now() - 1000));
      const penalised = await submit(PYTHON_SUM_CORRECT, 'python', other);
      expect(penalised).toMatchObject({
        status_message: 'CORRECT_ANSWER',
        percentage_score: 50,
        percentage_score_without_penalty: 100,
        penalty_percentage: 50,
        penalty_reason: 'SOLUTION_SEEN',
        points: { new_score: 40, user_score: 40, points_gained: 40 },
      });
      expect(penalised.solution_viewed_on).not.toBeNull();
    });
  });

  // PGlite starts a sandboxed engine and builds a template per setup: slow, hence the long timeouts.
  describe('SQL problems', { timeout: 180_000 }, () => {
    let sqlProblem: ProblemRow;
    beforeAll(async () => {
      sqlProblem = await insertCodeProblem(t.app.db, evenNumbersSqlPackage(), { type: 'SQL', maxScore: 40 });
    });

    it('runs a query on the sample tables and shows its result for the Output tab', async () => {
      const res = await post(`/api/v1/problems/${sqlProblem.slug}/run`, {
        language: 'psql',
        code: SQL_EVEN_CORRECT,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ status_message: 'CORRECT_ANSWER', total_test_cases: 1, custom: false });
      expect(data.sql.has_error).toBe(false);
      expect(data.sql.output).toMatch(/\b2\b[\s\S]*\b4\b/);
      const custom = await post(`/api/v1/problems/${sqlProblem.slug}/run`, {
        language: 'psql',
        code: SQL_EVEN_CORRECT,
        custom_input: 'x',
      });
      expect(custom.statusCode).toBe(422);
    });

    it('judges a wrong query as WRONG_ANSWER with its SQL part, scored by share of tables matched', async () => {
      const res = await post(`/api/v1/problems/${sqlProblem.slug}/submissions`, {
        language: 'psql',
        code: SQL_EVEN_WRONG,
      });
      const done = await judged(res.json().data.submission.id);
      expect(done).toMatchObject({
        submission_type: 'SQL',
        status_message: 'WRONG_ANSWER',
        total_test_cases: 3,
        sql: { run_status: 'NO_MATCH', result: { has_error: false } },
        max_memory_kb: null,
      });
      expect(done.points?.new_score).toBe(Math.floor((done.percentage_score * 40) / 100));
    });
  });
});
