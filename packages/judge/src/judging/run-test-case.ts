/**
 * Runs one test case of a compiled submission: the program in a fresh box with the test's input on stdin, then the
 * checker on its output; for interactive problems the submission and the validator run together through pipes,
 * each in its own sandbox.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CaseStatus } from '@katana/shared/verdicts';
import {
  fillValidatorBox,
  interpretValidatorRun,
  readFeedback,
  restoreFeedback,
  saveFeedback,
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
  /**
   * Multi-pass problems (2023-07 `type: multi-pass`, legacy `validation: custom multi-pass`): the output validator,
   * its limits and limits.validation_passes. The validator asks for another pass by writing nextpass.in.
   */
  multiPass?: { validator: CompiledArtifact; limits: SandboxLimits; passes: number } | null;
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
      return toCaseResult(
        index,
        testCase,
        run,
        decideInteractiveStatus(run, check, ctx.timeLimitS, runs.validatorFirst),
        check,
      );
    } finally {
      await judge.cleanup();
    }
  } finally {
    await submission.cleanup();
  }
}

interface PassOutcome {
  run: RunResult;
  check: CheckResult | null;
  /** The saved nextpass.in when the validator accepted and asked for another pass. */
  nextPass: string | null;
  /** Interactive: the validator ended first (see decideInteractiveStatus). */
  validatorFirst?: boolean;
}

/** One pass of a non-interactive multi-pass test: the submission on `input`, then the validator with the kept feedback. */
async function plainPass(
  ctx: TestRunContext,
  testCase: TestCase,
  input: string,
  store: string,
): Promise<PassOutcome> {
  const { validator, limits } = ctx.multiPass!;
  const prepared = await prepareRun(ctx.artifact, ctx.limits, { sandbox: ctx.sandbox, args: testCase.args });
  let run: RunResult;
  try {
    run = applyLanguageVerdicts(
      ctx.artifact.language,
      await ctx.sandbox.run({ ...prepared.spec, stdin: { file: input } }),
    );
  } finally {
    await prepared.cleanup();
  }
  if (run.outcome !== 'OK') return { run, check: null, nextPass: null };
  const judge = await prepareRun(validator, limits, {
    sandbox: ctx.sandbox,
    args: validatorArgs(testCase.validatorFlags),
    box: 'host',
  });
  try {
    await fillValidatorBox(judge.boxDir, testCase.inputPath, testCase.answerPath, run.stdout);
    await restoreFeedback(judge.boxDir, store);
    const validatorRun = applyLanguageVerdicts(
      validator.language,
      await ctx.sandbox.run({ ...judge.spec, stdin: { file: path.join(judge.boxDir, 'team.out') } }),
    );
    const check = interpretValidatorRun(validatorRun, await readFeedback(judge.boxDir));
    const nextPass = await saveFeedback(judge.boxDir, store);
    return { run, check, nextPass: check.verdict === 'AC' ? nextPass : null };
  } finally {
    await judge.cleanup();
  }
}

/** One pass of an interactive multi-pass test: the submission talks to the validator, which keeps its feedback. */
async function interactivePass(ctx: TestRunContext, testCase: TestCase, store: string): Promise<PassOutcome> {
  const { validator, limits } = ctx.multiPass!;
  const submission = await prepareRun(ctx.artifact, ctx.limits, {
    sandbox: ctx.sandbox,
    args: testCase.args,
  });
  try {
    const judge = await prepareRun(validator, limits, {
      sandbox: ctx.sandbox,
      args: validatorArgs(testCase.validatorFlags),
      box: 'host',
    });
    try {
      await fillValidatorBox(judge.boxDir, testCase.inputPath, testCase.answerPath);
      await restoreFeedback(judge.boxDir, store);
      const runs = await ctx.sandbox.runInteractive(submission.spec, judge.spec);
      const run = applyLanguageVerdicts(ctx.artifact.language, runs.submission);
      const check = interpretValidatorRun(
        applyLanguageVerdicts(validator.language, runs.validator),
        await readFeedback(judge.boxDir),
      );
      const nextPass = await saveFeedback(judge.boxDir, store);
      return {
        run,
        check,
        nextPass: check.verdict === 'AC' && run.outcome === 'OK' ? nextPass : null,
        validatorFirst: runs.validatorFirst,
      };
    } finally {
      await judge.cleanup();
    }
  } finally {
    await submission.cleanup();
  }
}

/**
 * A multi-pass test: the submission runs again on the validator's nextpass.in (non-interactive) or talks to the
 * validator again (interactive) while the validator accepts and asks for another pass, at most validation_passes
 * times; asking for a pass after the last is the package's error (JE). The feedback directory is kept across passes.
 * Each pass has the full time limit; the case reports the slowest pass and the peak memory.
 */
async function runMultiPass(ctx: TestRunContext, testCase: TestCase, index: number): Promise<CaseResult> {
  const { passes } = ctx.multiPass!;
  const store = await mkdtemp(path.join(tmpdir(), 'katana-passes-'));
  try {
    let input = testCase.inputPath;
    let slowest: RunResult | null = null;
    for (let pass = 1; ; pass++) {
      const outcome = ctx.interactive
        ? await interactivePass(ctx, testCase, store)
        : await plainPass(ctx, testCase, input, store);
      const run: RunResult =
        slowest && slowest.cpuTimeMs > outcome.run.cpuTimeMs
          ? {
              ...outcome.run,
              cpuTimeMs: slowest.cpuTimeMs,
              wallTimeMs: slowest.wallTimeMs,
              peakMemoryKb: Math.max(slowest.peakMemoryKb, outcome.run.peakMemoryKb),
            }
          : { ...outcome.run, peakMemoryKb: Math.max(slowest?.peakMemoryKb ?? 0, outcome.run.peakMemoryKb) };
      slowest = run;
      let check = outcome.check;
      if (check && outcome.nextPass && pass >= passes)
        check = {
          verdict: 'JE',
          message: `the validator asked for pass ${pass + 1}, but validation_passes is ${passes}`,
        };
      if (!outcome.nextPass || check?.verdict !== 'AC' || run.outcome !== 'OK') {
        const decision = ctx.interactive
          ? decideInteractiveStatus(run, check!, ctx.timeLimitS, outcome.validatorFirst)
          : decideCaseStatus(run, check, ctx.timeLimitS);
        const message = pass > 1 ? `pass ${pass}: ${decision.message}` : decision.message;
        return toCaseResult(index, testCase, run, { ...decision, message }, check);
      }
      input = path.join(store, `.pass-${pass + 1}.in`);
      await copyFile(outcome.nextPass, input);
    }
  } finally {
    await rm(store, { recursive: true, force: true });
  }
}

export function runTestCase(ctx: TestRunContext, testCase: TestCase, index: number): Promise<CaseResult> {
  if (ctx.multiPass) return runMultiPass(ctx, testCase, index);
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
