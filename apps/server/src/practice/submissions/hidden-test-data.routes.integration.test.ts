/**
 * Hidden (secret) tests never tell a learner their data: a program that writes its input to stderr must not read
 * the hidden inputs back from its result. Sample rows keep their input, output, stderr and checker message; hidden
 * rows show status, time and memory only -- in the stored submission, the history and the Run result alike. Runs
 * through the real app and the real sandbox (needs root, bubblewrap and python3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { sumPackage } from '../../judge/problem-package.test-support.ts';
import { insertCodeProblem } from './problem-fixtures.test-support.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';

/** Echoes its input to stderr, then prints a wrong answer. */
const ECHO_THEN_WRONG = 'import sys\ndata = sys.stdin.read()\nsys.stderr.write("INPUT:" + data)\nprint(-1)\n';
/** Echoes its input to stderr, answers the samples right and crashes on everything else. */
const ECHO_THEN_CRASH = [
  'import sys',
  'data = sys.stdin.read()',
  'sys.stderr.write("INPUT:" + data)',
  'a, b = map(int, data.split())',
  'if (a, b) in ((1, 2), (10, -4)):',
  '    print(a + b)',
  'else:',
  '    sys.exit(3)',
  '',
].join('\n');
/** What the secret tests of sumPackage() hold: none of it may appear anywhere in a result. */
const SECRET_INPUTS = ['0 0', '2000000000 2000000000', '-7 -8'];

describe('hidden test data in results', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let authorization: string;

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { concurrency: 2 } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    const { session } = await signUp(t.app);
    authorization = `Token ${session.token}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: { authorization } });

  async function submit(code: string): Promise<Submission> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/problems/${problem.slug}/submissions`,
      headers: { authorization },
      payload: { language: 'python', code },
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().data.submission.id;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const submission: Submission = (await get(`/api/v1/submissions/${id}`)).json().data.submission;
      if (submission.state === 'DONE' || submission.state === 'FAILED') return submission;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`submission ${id} was never judged`);
  }

  function expectNoSecretData(text: string) {
    for (const input of SECRET_INPUTS) expect(text).not.toContain(input);
  }

  it('a wrong answer that echoes its input: hidden rows carry only status, time and memory', async () => {
    const done = await submit(ECHO_THEN_WRONG);
    expect(done.status_message).toBe('WRONG_ANSWER');
    const samples = done.result_json.filter((r) => r.sample);
    const hidden = done.result_json.filter((r) => !r.sample);
    expect(samples).toHaveLength(2);
    expect(hidden).toHaveLength(3);
    expect(samples[0]).toMatchObject({ status: 'NO_MATCH', input: '1 2\n', actual_output: '-1\n' });
    expect(samples[0]!.error).toEqual(expect.any(String));
    for (const row of hidden)
      expect(Object.keys(row).sort()).toEqual(['memory_kb', 'sample', 'status', 'test', 'time_ms']);
    expectNoSecretData(JSON.stringify(done));
  });

  it('a crash on hidden tests after echoing the input: no stderr on hidden rows or in the error message', async () => {
    const done = await submit(ECHO_THEN_CRASH);
    expect(done.status_message).toBe('RUNTIME_ERROR');
    expect(done.result_json.filter((r) => r.sample).map((r) => r.status)).toEqual(['MATCH', 'MATCH']);
    const hidden = done.result_json.filter((r) => !r.sample);
    expect(hidden.map((r) => r.status)).toEqual(['RE', 'RE', 'RE']);
    for (const row of hidden) {
      expect(row).not.toHaveProperty('error');
      expect(row).not.toHaveProperty('input');
      expect(row).not.toHaveProperty('actual_output');
    }
    expect(done.error_message).toBe('Runtime error on test 3.');
    expectNoSecretData(JSON.stringify(done));
    // The history shows the same stored result.
    const history: Submission[] = (await get(`/api/v1/problems/${problem.slug}/submissions`)).json().data
      .submissions;
    expectNoSecretData(JSON.stringify(history));
  });

  it("a sample's stderr is still shown when it crashes there", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/problems/${problem.slug}/run`,
      headers: { authorization },
      payload: {
        language: 'python',
        code: 'import sys\nsys.stderr.write("INPUT:" + sys.stdin.read())\nsys.exit(3)\n',
      },
    });
    const data = res.json().data;
    expect(data.status_message).toBe('RUNTIME_ERROR');
    expect(data.tests[0]).toMatchObject({ sample: true, status: 'RE', input: '1 2\n', error: 'INPUT:1 2' });
    expect(data.error_message).toBe('INPUT:1 2');
  });
});
