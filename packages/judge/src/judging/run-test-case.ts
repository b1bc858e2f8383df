/**
 * Runs one test case of a compiled submission: the program in a fresh box with the test's input on stdin, then the
 * checker on its output; for interactive problems the submission and the validator run together through pipes,
 * each in its own sandbox.
 */
import path from 'node:path';
import { CaseStatus } from '@katana/shared/verdicts';
import {
  fillValidatorBox,
  interpretValidatorRun,
  readFeedback,
  validatorArgs,
} from '../checkers/custom-validator.ts';
import type { Checker, CheckResult } from '../checkers/types.ts';
import type { CompiledArtifact } from '../compile-run/compile.ts';
import { applyLanguageVerdicts, prepareRun } from '../compile-run/run-compiled.ts';
import type { TestCase } from '../package/types.ts';
import type { RunResult, Sandbox, SandboxLimits } from '../sandbox/types.ts';
import {
  decideCaseStatus,
  decideInteractiveStatus,
  excerpt,
  type CaseResult,
  type StatusDecision,
} from '../verdict/case-result.ts';

export interface TestRunContext {
  artifact: CompiledArtifact;
  sandbox: Sandbox;
  limits: SandboxLimits;
  timeLimitS: number;
  /** Non-interactive problems: how outputs are checked. */
  checker: Checker;
  /** Interactive problems: the compiled validator and its limits. */
  interactive: { validator: CompiledArtifact; limits: SandboxLimits } | null;
}

function toCaseResult(
  index: number,
  testCase: TestCase,
  run: RunResult,
  decision: StatusDecision,
  check: CheckResult | null,
): CaseResult {
  const out = excerpt(run.stdout);
  return {
    index,
    name: testCase.name,
    group: testCase.group,
    isSample: testCase.isSample,
    status: decision.status,
    cpuTimeMs: run.cpuTimeMs,
    wallTimeMs: run.wallTimeMs,
    peakMemoryKb: run.peakMemoryKb,
    exitCode: run.exitCode,
    signal: run.signal,
    outputExcerpt: out.text,
    stderrExcerpt: excerpt(run.stderr).text,
    outputTruncated: out.cut || run.truncated,
    message: decision.message,
    ...(check?.teamMessage ? { teamMessage: check.teamMessage } : {}),
    ...(decision.status === CaseStatus.MATCH && check?.score !== undefined ? { score: check.score } : {}),
    ...(decision.status === CaseStatus.MATCH && check?.scoreMultiplier !== undefined
      ? { scoreMultiplier: check.scoreMultiplier }
      : {}),
  };
}

async function runPlain(ctx: TestRunContext, testCase: TestCase, index: number): Promise<CaseResult> {
  const prepared = await prepareRun(ctx.artifact, ctx.limits, { sandbox: ctx.sandbox, args: testCase.args });
  let run: RunResult;
  try {
    run = applyLanguageVerdicts(
      ctx.artifact.language,
      await ctx.sandbox.run({ ...prepared.spec, stdin: { file: testCase.inputPath } }),
    );
  } finally {
    await prepared.cleanup();
  }
  const check =
    run.outcome === 'OK'
      ? await ctx.checker.check({
          inputPath: testCase.inputPath,
          answerPath: testCase.answerPath,
          output: run.stdout,
          flags: testCase.validatorFlags,
        })
      : null;
  return toCaseResult(index, testCase, run, decideCaseStatus(run, check, ctx.timeLimitS), check);
}

async function runInteractive(ctx: TestRunContext, testCase: TestCase, index: number): Promise<CaseResult> {
  const { validator, limits } = ctx.interactive!;
  const submission = await prepareRun(ctx.artifact, ctx.limits, {
    sandbox: ctx.sandbox,
    args: testCase.args,
  });
  try {
    const judge = await prepareRun(validator, limits, {
      sandbox: ctx.sandbox,
      args: validatorArgs(testCase.validatorFlags),
      // The judge fills the validator's box with the test data and reads its feedback from it.
      box: 'host',
    });
    try {
      await fillValidatorBox(judge.boxDir, testCase.inputPath, testCase.answerPath);
      const runs = await ctx.sandbox.runInteractive(submission.spec, judge.spec);
      const run = applyLanguageVerdicts(ctx.artifact.language, runs.submission);
      const check = interpretValidatorRun(
        applyLanguageVerdicts(validator.language, runs.validator),
        await readFeedback(judge.boxDir),
      );
      return toCaseResult(index, testCase, run, decideInteractiveStatus(run, check, ctx.timeLimitS), check);
    } finally {
      await judge.cleanup();
    }
  } finally {
    await submission.cleanup();
  }
}

export function runTestCase(ctx: TestRunContext, testCase: TestCase, index: number): Promise<CaseResult> {
  return ctx.interactive ? runInteractive(ctx, testCase, index) : runPlain(ctx, testCase, index);
}

/** A custom-input run ("Run code"): no expected output, so only limits and crashes decide the status. */
export async function runOnInput(
  ctx: Pick<TestRunContext, 'artifact' | 'sandbox' | 'limits' | 'timeLimitS'>,
  input: string,
): Promise<CaseResult> {
  const prepared = await prepareRun(ctx.artifact, ctx.limits, { sandbox: ctx.sandbox });
  let run: RunResult;
  try {
    run = applyLanguageVerdicts(
      ctx.artifact.language,
      await ctx.sandbox.run({ ...prepared.spec, stdin: { data: input } }),
    );
  } finally {
    await prepared.cleanup();
  }
  const ran: CheckResult = {
    verdict: 'AC',
    message: 'ran to completion (custom input has no expected output)',
  };
  const pseudoCase: TestCase = {
    name: 'custom',
    group: 'custom',
    inputPath: path.join('/dev', 'null'),
    answerPath: path.join('/dev', 'null'),
    interactionPath: null,
    isSample: false,
    validatorFlags: [],
    inputValidatorArgs: {},
    args: [],
    hint: null,
    description: null,
  };
  return toCaseResult(1, pseudoCase, run, decideCaseStatus(run, ran, ctx.timeLimitS), null);
}
