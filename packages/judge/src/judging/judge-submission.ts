/**
 * Judges one submission against a problem package: compile once, run every test (samples, then secret, in the
 * format's order), check each output, aggregate the verdict (spec 03 §4) and, for scoring problems, the group score.
 * Stages and per-test results are reported as they happen so the web can show live progress.
 */
import { readFile } from 'node:fs/promises';
import { CaseStatus, ExecutionStage } from '@katana/shared/verdicts';
import { createChecker } from '../checkers/checker-registry.ts';
import type { Checker } from '../checkers/types.ts';
import { compile, disposeArtifact, type CompiledArtifact } from '../compile-run/compile.ts';
import { getLanguage, languageAvailability } from '../languages/registry.ts';
import { includesFor } from '../package/includes.ts';
import type { ProblemPackage, TestCase } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { aggregateVerdict, type SubmissionVerdict } from '../verdict/aggregate.ts';
import type { CaseResult } from '../verdict/case-result.ts';
import { scoreSubmission, type ScoreSummary } from '../verdict/group-score.ts';
import { submissionLimits, validatorLimits } from './limits.ts';
import { buildValidatorProgram } from './validator-program.ts';
import { runOnInput, runTestCase, type TestRunContext } from './run-test-case.ts';

/** Same shape as the queue's JudgeProgress, so a handler can forward events unchanged. */
export interface StageEvent {
  stage: ExecutionStage;
  test?: number;
  tests?: number;
  status?: CaseStatus;
  detail?: Record<string, unknown>;
}

/** The caller asked for something the judge cannot do (unknown or unavailable language, unsupported problem type). */
export class JudgeRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeRequestError';
  }
}

/** What stays the same for every submission to a package: the checker and the compiled validator. Build once. */
export interface PreparedProblem {
  pkg: ProblemPackage;
  checker: Checker;
  validator: CompiledArtifact | null;
  dispose(): Promise<void>;
}

export async function prepareProblem(pkg: ProblemPackage, sandbox: Sandbox): Promise<PreparedProblem> {
  const { type } = pkg.metadata;
  if (type.submitAnswer)
    throw new JudgeRequestError('submit-answer problems are not supported by this judge');
  if (type.multiPass && !pkg.outputValidator)
    throw new JudgeRequestError(
      'a multi-pass problem needs an output validator (it decides when to run another pass)',
    );
  let validator: CompiledArtifact | null = null;
  let checker: Checker = createChecker('format-default');
  if (pkg.outputValidator) {
    validator = await buildValidatorProgram(pkg.outputValidator, pkg.root, sandbox);
    checker = createChecker('custom', { artifact: validator, sandbox, limits: validatorLimits(pkg.limits) });
  }
  return {
    pkg,
    checker,
    validator,
    dispose: async () => (validator ? disposeArtifact(validator) : undefined),
  };
}

export interface JudgeSubmissionRequest {
  pkg: ProblemPackage;
  /** Language registry key: c, cpp, cpp20, java, python, ... */
  language: string;
  source: string;
  sandbox: Sandbox;
  /** `samples` runs data/sample only (the "Run" button); `all` runs samples and secret (a submission). */
  mode: 'samples' | 'all';
  /** Run once on this input instead of the tests: only limits and crashes are judged. */
  customInput?: string;
  /** Reuse a prepared problem (many submissions to one package); otherwise one is built and disposed here. */
  prepared?: PreparedProblem;
  /** Override the package's time limit (seconds), e.g. when computing limits from accepted submissions. */
  timeLimitS?: number;
  /**
   * Stop after the first non-correct test, for all-or-nothing scoring (an ICPC contest; the format's on_reject: break),
   * where nothing after it can change the verdict or the score. The rest are listed in `notRun` and count as not
   * passed; a sleeping program then costs one wall clock instead of one per test. A function decides per failed test
   * (`katana problem verify` stops only where the folder's expectation is settled).
   */
  stopOnFirstFailure?: boolean | ((result: CaseResult) => boolean);
  onStage?: (event: StageEvent) => void | Promise<void>;
  onCase?: (result: CaseResult, totalTests: number) => void | Promise<void>;
}

export interface NotRunTest {
  /** 1-based position in judging order, as CaseResult.index. */
  index: number;
  name: string;
  isSample: boolean;
}

export interface JudgeResult extends SubmissionVerdict {
  language: string;
  mode: 'samples' | 'all' | 'custom';
  cases: CaseResult[];
  /** Compiler output (warnings on success, the error on failure). */
  compileMessage: string;
  timeLimitS: number;
  memoryLimitMb: number;
  /** Largest CPU time and peak memory over the tests that ran. */
  maxCpuTimeMs: number;
  maxMemoryKb: number;
  /** Sum of CPU time over the tests (the spec's total_time). */
  totalTimeMs: number;
  /** Scoring problems judged on all tests: the group score. */
  score: ScoreSummary | null;
  /** Tests skipped by stopOnFirstFailure, in judging order. */
  notRun: NotRunTest[];
  /** The percentage to store: the group score's percentage on scoring problems, else the share of tests passed. */
  percentageScore: number;
}

function testsFor(pkg: ProblemPackage, mode: 'samples' | 'all'): TestCase[] {
  return mode === 'samples' ? pkg.testCases.filter((c) => c.isSample) : pkg.testCases;
}

function languageAllowed(pkg: ProblemPackage, language: string): boolean {
  const allowed = pkg.metadata.languages;
  return allowed === 'all' || allowed.includes(language) || (language === 'cpp20' && allowed.includes('cpp'));
}

export async function judgeSubmission(request: JudgeSubmissionRequest): Promise<JudgeResult> {
  const { pkg, sandbox } = request;
  // SQL problems have no program tests; their callers use sql-problems/judge-sql-submission.ts instead.
  if (pkg.sql)
    throw new JudgeRequestError(`${pkg.shortName} is a SQL problem: judge it with judgeSqlSubmission`);
  if (pkg.dataScience)
    throw new JudgeRequestError(
      `${pkg.shortName} is a data-science problem: judge it with judgeDsSubmission`,
    );
  const emit = async (event: StageEvent) => request.onStage?.(event);
  const definition = getLanguage(request.language);
  if (!definition || definition.kind !== 'program')
    throw new JudgeRequestError(`language '${request.language}' cannot judge program problems`);
  const availability = languageAvailability(definition);
  if (!availability.available)
    throw new JudgeRequestError(`language '${request.language}' is unavailable: ${availability.reason}`);
  if (!languageAllowed(pkg, request.language))
    throw new JudgeRequestError(`language '${request.language}' is not allowed for this problem`);

  const customRun = request.customInput !== undefined;
  if (customRun && pkg.metadata.type.interactive)
    throw new JudgeRequestError('interactive problems cannot run on custom input');
  const tests = customRun ? [] : testsFor(pkg, request.mode);
  const totalTests = customRun ? 1 : tests.length;
  const timeLimitS = request.timeLimitS ?? pkg.limits.timeLimitS;
  const limits = submissionLimits(pkg.limits, timeLimitS);
  await emit({ stage: ExecutionStage.STARTED, tests: totalTests });

  const prepared = request.prepared ?? (customRun ? null : await prepareProblem(pkg, sandbox));
  try {
    await emit({
      stage: ExecutionStage.API_SUCCESSFUL,
      tests: totalTests,
      detail: { language: request.language },
    });
    const included = includesFor(pkg.includes, request.language);
    const compiled = await compile(request.language, request.source, {
      sandbox,
      ...(included.length > 0
        ? {
            extraFiles: await Promise.all(
              included.map(async (f) => ({ name: f.name, content: await readFile(f.path) })),
            ),
          }
        : {}),
    });
    await emit({ stage: ExecutionStage.COMPILED, tests: totalTests, detail: { ok: compiled.ok } });
    const base = {
      language: request.language,
      mode: customRun ? ('custom' as const) : request.mode,
      compileMessage: compiled.message,
      timeLimitS,
      memoryLimitMb: pkg.limits.memoryMb,
    };
    if (!compiled.ok || !compiled.artifact) {
      const verdict = aggregateVerdict({ ok: false, message: compiled.message }, [], totalTests);
      await emit({
        stage: ExecutionStage.RESULT_AWAITED,
        tests: totalTests,
        detail: { verdict: verdict.verdict },
      });
      return {
        ...verdict,
        ...base,
        cases: [],
        notRun: [],
        maxCpuTimeMs: 0,
        maxMemoryKb: 0,
        totalTimeMs: 0,
        score: null,
        percentageScore: 0,
      };
    }
    const artifact = compiled.artifact;
    const cases: CaseResult[] = [];
    try {
      if (customRun) {
        cases.push(await runOnInput({ artifact, sandbox, limits, timeLimitS }, request.customInput!));
        await request.onCase?.(cases[0]!, 1);
        await emit({ stage: ExecutionStage.EXECUTED, test: 1, tests: 1, status: cases[0]!.status });
      } else {
        const ctx: TestRunContext = {
          artifact,
          sandbox,
          limits,
          timeLimitS,
          checker: prepared!.checker,
          interactive: pkg.metadata.type.interactive
            ? { validator: prepared!.validator!, limits: validatorLimits(pkg.limits, limits) }
            : null,
          multiPass: pkg.metadata.type.multiPass
            ? {
                validator: prepared!.validator!,
                limits: validatorLimits(pkg.limits, limits),
                passes: Math.max(1, Math.floor(pkg.limits.validationPasses)),
              }
            : null,
        };
        for (const [i, testCase] of tests.entries()) {
          const result = await runTestCase(ctx, testCase, i + 1);
          cases.push(result);
          await request.onCase?.(result, totalTests);
          await emit({
            stage: ExecutionStage.EXECUTED,
            test: i + 1,
            tests: totalTests,
            status: result.status,
            detail: {
              name: result.name,
              cpuTimeMs: result.cpuTimeMs,
              wallTimeMs: result.wallTimeMs,
              peakMemoryKb: result.peakMemoryKb,
            },
          });
          const stop = request.stopOnFirstFailure;
          if (result.status !== CaseStatus.MATCH && (stop === true || (stop && stop(result)))) break;
        }
      }
    } finally {
      await disposeArtifact(artifact);
    }

    const verdict = aggregateVerdict({ ok: true }, cases, totalTests);
    const score =
      !customRun && request.mode === 'all' && pkg.metadata.type.scoring
        ? scoreSubmission(pkg.metadata.formatVersion, pkg.secret, new Map(cases.map((c) => [c.name, c])))
        : null;
    await emit({
      stage: ExecutionStage.RESULT_AWAITED,
      tests: totalTests,
      detail: { verdict: verdict.verdict },
    });
    return {
      ...verdict,
      ...base,
      cases,
      notRun: tests
        .slice(cases.length)
        .map((t, i) => ({ index: cases.length + i + 1, name: t.name, isSample: t.isSample })),
      maxCpuTimeMs: Math.max(0, ...cases.map((c) => c.cpuTimeMs)),
      maxMemoryKb: Math.max(0, ...cases.map((c) => c.peakMemoryKb)),
      totalTimeMs: cases.reduce((sum, c) => sum + c.cpuTimeMs, 0),
      score,
      percentageScore: score?.percentage ?? verdict.percentage,
    };
  } finally {
    if (prepared && !request.prepared) await prepared.dispose();
  }
}
