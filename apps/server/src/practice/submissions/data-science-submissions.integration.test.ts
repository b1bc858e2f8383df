/**
 * Data-science and ML problems through the real app: Run on the sample data set, submissions judged in the sandbox
 * on every data set, the spec's result rules in the submission's sub-part, and points rounded, not floored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { ProblemRow } from '../../db/schema/practice.ts';
import { signUp } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { PARITY_MISSES_SIX, parityDataSciencePackage } from '../../judge/problem-package.test-support.ts';
import { insertCodeProblem } from './problem-fixtures.test-support.ts';

const PARITY_RIGHT = `import pandas as pd
for x in pd.read_csv("test.csv")["x"]:
    print("even" if x % 2 == 0 else "odd")
`;

describe('data-science problems: run and submit', { timeout: 120_000 }, () => {
  let t: TestApp;
  let problem: ProblemRow;
  let learner: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { concurrency: 2 } });
    problem = await insertCodeProblem(t.app.db, parityDataSciencePackage(), {
      type: 'MACHINE_LEARNING',
      maxScore: 40,
    });
    const { session } = await signUp(t.app);
    learner = { authorization: `Token ${session.token}` };
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: learner, payload });

  async function submit(code: string): Promise<Submission> {
    const res = await post(`/api/v1/problems/${problem.slug}/submissions`, { language: 'python', code });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().data.submission.id;
    for (const deadline = Date.now() + 110_000; Date.now() < deadline;) {
      const got = await t.app.inject({ url: `/api/v1/submissions/${id}`, headers: learner });
      const submission: Submission = got.json().data.submission;
      if (submission.state === 'DONE' || submission.state === 'FAILED') return submission;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`submission ${id} was never judged`);
  }

  it('runs on the sample data set and shows the score line and the predictions; no custom input', async () => {
    const res = await post(`/api/v1/problems/${problem.slug}/run`, {
      language: 'python',
      code: PARITY_RIGHT,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status_message: 'CORRECT_ANSWER', total_test_cases: 1 });
    expect(data.sql).toEqual({
      has_error: false,
      output: 'accuracy 1 (full marks at or above 0.9)\n\nodd\neven\nodd\neven',
    });
    const custom = await post(`/api/v1/problems/${problem.slug}/run`, {
      language: 'python',
      code: PARITY_RIGHT,
      custom_input: 'x',
    });
    expect(custom.statusCode).toBe(422);
    const cpp = await post(`/api/v1/problems/${problem.slug}/run`, { language: 'cpp', code: 'int main(){}' });
    expect(cpp.statusCode).toBe(422);
  });

  it('scores a partly right model by the mean metric share, rounded: 81.25 % of 40 is 33 points', async () => {
    const done = await submit(PARITY_MISSES_SIX);
    expect(done).toMatchObject({
      status_message: 'WRONG_ANSWER',
      total_test_cases: 2,
      no_of_test_cases_correct: 1,
      sql: { run_status: 'NO_MATCH', exit_status: null, result: { has_error: false } },
    });
    expect(done.percentage_score).toBeCloseTo(81.25);
    expect(done.points?.new_score).toBe(33);
    expect(done.sql?.result.output).toContain('accuracy 0.75');
  });

  it('a crash is ERROR with exit status RUN_TIME and the error text (runtime error)', async () => {
    const done = await submit('import pandas as pd\nraise ValueError("no model yet")\n');
    expect(done).toMatchObject({
      status_message: 'RUNTIME_ERROR',
      sql: { run_status: 'ERROR', exit_status: 'RUN_TIME', result: { has_error: true } },
    });
    expect(done.sql?.result.output).toContain('ValueError: no model yet');
  });

  it('a correct model is CORRECT_ANSWER (MATCH) with full points', async () => {
    const done = await submit(PARITY_RIGHT);
    expect(done).toMatchObject({ status_message: 'CORRECT_ANSWER', sql: { run_status: 'MATCH' } });
    expect(done.points?.new_score).toBe(40);
  });
});
