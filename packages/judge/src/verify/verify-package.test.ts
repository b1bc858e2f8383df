/** Verifies the fixture packages for real (sandbox, compilers, validators), and catches a misfiled submission. */
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@katana/shared/verdicts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox } from '../sandbox/test-support.ts';
import { verifyPackage } from './verify-package.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test-fixtures/packages');
const sandbox = createSandbox();
let temp: string;

beforeAll(async () => {
  requireSandbox();
  temp = await mkdtemp(path.join(os.tmpdir(), 'katana-verify-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('verifyPackage', () => {
  it(
    'verifies sumtwo: every folder matches, Java runs under its own class name, Go is skipped',
    { timeout: 180_000 },
    async () => {
      const report = await verifyPackage(path.join(FIXTURES, 'sumtwo'), { sandbox });
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.counts).toEqual({ passed: 6, failed: 0, skipped: 1 });
      const byName = new Map(report.submissions.map((s) => [s.name, s]));
      expect(byName.get('accepted/sum.go')).toMatchObject({
        outcome: 'skipped',
        reason: 'go is not a language this platform runs',
      });
      expect(byName.get('accepted/Sum.java')).toMatchObject({
        outcome: 'passed',
        verdict: Verdict.CORRECT_ANSWER,
      });
      expect(byName.get('time_limit_exceeded/count_up.py')).toMatchObject({
        outcome: 'passed',
        verdict: Verdict.TIME_LIMIT_EXCEEDED,
      });
      expect(byName.get('run_time_error/no_input_check.py')).toMatchObject({
        outcome: 'passed',
        verdict: Verdict.RUNTIME_ERROR,
      });
    },
  );

  it('sets the time limit of splitsum from its accepted submissions (legacy time_multiplier)', async () => {
    const report = await verifyPackage(path.join(FIXTURES, 'splitsum'), { sandbox });
    expect(report.ok).toBe(true);
    expect(report.timeLimit).toEqual({ seconds: 1, source: 'computed from accepted submissions' });
    expect(report.counts).toEqual({ passed: 4, failed: 0, skipped: 0 });
    expect(report.inputValidation).toEqual({ validators: ['n_range'], inputsChecked: 5 });
  });

  // guessnumber (interactive), circlearea (float tolerance), trianglesum (scoring groups). Each TLE submission
  // costs its wall clock per test, so these get more room than the project's 60 s default.
  it.each(['guessnumber', 'circlearea', 'trianglesum'])('verifies %s', { timeout: 180_000 }, async (name) => {
    const report = await verifyPackage(path.join(FIXTURES, name), { sandbox });
    expect(report.problems).toEqual([]);
    expect({ ok: report.ok, failed: report.counts.failed, skipped: report.counts.skipped }).toEqual({
      ok: true,
      failed: 0,
      skipped: 0,
    });
  });

  // Issue #22, gap 1: validators as the format publishes them — a folder of a source and its header (pairsum), a
  // folder with its own build script producing `run`, and a shell input validator (evensplit); pairsum also carries a
  // Java submission whose entry class is neither public nor named after its file (gap 6), and include/cpp/ and
  // include/python3/ files its submissions use (gap 4).
  it('verifies pairsum (validate.cc + validate.h) and evensplit (build/run scripts, shell input validator)', async () => {
    const pairsum = await verifyPackage(path.join(FIXTURES, 'pairsum'), { sandbox });
    expect(pairsum.problems).toEqual([]);
    expect(pairsum.counts).toEqual({ passed: 6, failed: 0, skipped: 0 });
    const evensplit = await verifyPackage(path.join(FIXTURES, 'evensplit'), { sandbox });
    expect(evensplit.problems).toEqual([]);
    expect(evensplit.counts).toEqual({ passed: 2, failed: 0, skipped: 0 });
    expect(evensplit.inputValidation).toEqual({ validators: ['even_range'], inputsChecked: 8 });

    const dir = path.join(temp, 'evensplit');
    await cp(path.join(FIXTURES, 'evensplit'), dir, { recursive: true });
    await writeFile(path.join(dir, 'data/secret/07.in'), '7\n');
    await writeFile(path.join(dir, 'data/secret/07.ans'), 'NO\n');
    const odd = await verifyPackage(dir, { sandbox });
    expect(odd.ok).toBe(false);
    expect(odd.problems.join('\n')).toContain(
      'input validator even_range rejects data/secret/07.in (exit 43',
    );
  });

  // Issue #22, gap 3: multi-pass, in the legacy spelling (which used to be ignored: the wrong answer was CORRECT) and
  // in the 2023-07 one, and a validator asking for more passes than validation_passes is the package's error.
  it('verifies twopass (multi-pass): the second pass runs on nextpass.in and decides', async () => {
    const legacy = await verifyPackage(path.join(FIXTURES, 'twopass'), { sandbox });
    expect(legacy.problems).toEqual([]);
    expect(legacy.counts).toEqual({ passed: 3, failed: 0, skipped: 0 });
    const wrong = legacy.submissions.find((s) => s.name === 'wrong_answer/always_step.py');
    expect(wrong).toMatchObject({ outcome: 'passed', verdict: Verdict.WRONG_ANSWER });

    const dir = path.join(temp, 'twopass');
    await cp(path.join(FIXTURES, 'twopass'), dir, { recursive: true });
    await rm(path.join(dir, '.timelimit'));
    await writeFile(
      path.join(dir, 'problem.yaml'),
      'problem_format_version: 2023-07-draft\ntype: multi-pass\nname: Step and Double\n' +
        'uuid: 3c1b9f0e-2d4a-4f6b-8e7c-5a9d0b1c2e3f\nlicense: cc0\nlimits:\n  time_limit: 1\n  validation_passes: 1\n',
    );
    const capped = await verifyPackage(dir, { sandbox });
    expect(capped.ok).toBe(false);
    const accepted = capped.submissions.find((s) => s.name === 'accepted/step_then_double.py');
    expect(accepted?.verdict).not.toBe(Verdict.CORRECT_ANSWER);
    expect(accepted?.reason).toContain('the validator asked for pass 2, but validation_passes is 1');
  });

  it('runs input validators with group arguments and reports bad inputs and accepted invalid inputs', async () => {
    const dir = path.join(temp, 'trianglesum');
    await cp(path.join(FIXTURES, 'trianglesum'), dir, { recursive: true });
    // 5000 is fine for the validator in general but above group 1's --max 1000.
    await writeFile(path.join(dir, 'data/secret/group1-small/04.in'), '5000\n');
    await writeFile(path.join(dir, 'data/secret/group1-small/04.ans'), '12502500\n');
    await writeFile(path.join(dir, 'data/invalid_input/valid-after-all.in'), '5\n');
    const report = await verifyPackage(dir, { sandbox });
    expect(report.ok).toBe(false);
    expect(report.inputValidation).toEqual({ validators: ['n_bound'], inputsChecked: 11 });
    expect(report.problems).toEqual([
      "input validator n_bound rejects data/secret/group1-small/04.in (exit 43: n must be in [1, 1000], got '5000\\n')",
      'data/invalid_input/valid-after-all.in is accepted by every input validator',
    ]);
  });

  it(
    'stops a submission at the failing test that settles it: 81 tests, a sleeping submission costs one wall clock',
    { timeout: 300_000 },
    async () => {
      const started = performance.now();
      const report = await verifyPackage(path.join(FIXTURES, 'manytests'), { sandbox });
      const seconds = (performance.now() - started) / 1000;
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      const byName = new Map(report.submissions.map((s) => [s.name, s]));
      expect(byName.get('accepted/sum.cpp')).toMatchObject({
        outcome: 'passed',
        verdict: Verdict.CORRECT_ANSWER,
      });
      expect(byName.get('accepted/sum.cpp')!.tests).toHaveLength(81);
      expect(byName.get('accepted/sum.cpp')!.notRun).toBeUndefined();
      for (const name of ['time_limit_exceeded/sleeps.py', 'wrong_answer/difference.cpp']) {
        expect(byName.get(name)).toMatchObject({ outcome: 'passed', notRun: 80 });
        expect(byName.get(name)!.tests).toHaveLength(1);
      }
      // 81 wall clocks of the sleeping submission alone would be minutes; one is seconds.
      expect(seconds).toBeLessThan(120);
    },
  );

  it('fails when a submission sits in the wrong folder, and says why', async () => {
    const dir = path.join(temp, 'circlearea');
    await cp(path.join(FIXTURES, 'circlearea'), dir, { recursive: true });
    await rename(
      path.join(dir, 'submissions/wrong_answer/pi_is_three.py'),
      path.join(dir, 'submissions/accepted/pi_is_three.py'),
    );
    const report = await verifyPackage(dir, { sandbox });
    expect(report.ok).toBe(false);
    const misfiled = report.submissions.find((s) => s.name === 'accepted/pi_is_three.py');
    expect(misfiled).toMatchObject({ outcome: 'failed', verdict: Verdict.WRONG_ANSWER });
    expect(misfiled?.reason).toBe(
      'expected CORRECT_ANSWER, got WRONG_ANSWER on test 1 (sample/1): token 1 (line 1): expected "3.141592653589793", got "3.14"',
    );
  });
});
