/**
 * Judges a learner's Python program against a data-science or ML package: for every test (samples, then secret) the
 * program runs in a fresh sandbox box holding the test's train.csv and test.csv (read-only, in its working
 * directory), prints one prediction per test row, and the problem's metric scores them against the hidden labels.
 * A test is MATCH when its metric reaches full marks, NO_MATCH otherwise; crashes and limits give RE / TO / MLE. The
 * verdict is the code rule (first non-correct test); the percentage is the mean of the tests' metric percentages
 * (scoring rounds it, spec 03 §4). The result carries the spec's data-science sub-part: run_status MATCH / NO_MATCH
 * / ERROR, exit_status RUN_TIME or TIMEOUT within ERROR, and the output.
 */
import { chmod, copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CaseStatus, ExecutionStage, Verdict, VERDICT_LABEL } from '@katana/shared/verdicts';
import { compile, disposeArtifact } from '../compile-run/compile.ts';
import { applyLanguageVerdicts, prepareRun } from '../compile-run/run-compiled.ts';
import { createBox, removeBox } from '../compile-run/workspace.ts';
import { JudgeRequestError, type StageEvent } from '../judging/judge-submission.ts';
import { submissionLimits } from '../judging/limits.ts';
import { getLanguage, languageAvailability } from '../languages/registry.ts';
import type { ProblemPackage } from '../package/types.ts';
import type { RunResult, Sandbox } from '../sandbox/types.ts';
import { aggregateVerdict, type SubmissionVerdict } from '../verdict/aggregate.ts';
import { decideCaseStatus, excerpt, type CaseResult } from '../verdict/case-result.ts';
import { DS_BOX_FILES, DS_LABELS_FILE, type DsTest } from './ds-package.ts';
import { scorePredictions, type MetricOutcome } from './metrics.ts';

/** The only language data-science problems run: Debian's Python 3 with numpy, pandas and scikit-learn. */
export const DS_LANGUAGE = 'python';

/** Numerical libraries start one thread per core unless told; the sandbox caps processes, so keep them to one. */
const SINGLE_THREAD_ENV: Record<string, string> = {
  OMP_NUM_THREADS: '1',
  OPENBLAS_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
  NUMEXPR_NUM_THREADS: '1',
  MPLBACKEND: 'Agg',
};

export type DsExitStatus = 'RUN_TIME' | 'TIMEOUT';

/** Spec 03 §3 data-science sub-part of a submission: result with run_status, exit_status, output. */
export interface DsSubmissionPart {
  run_status: 'MATCH' | 'NO_MATCH' | 'ERROR';
  exit_status: DsExitStatus | null;
  output: string;
}

export interface JudgeDsSubmissionRequest {
  pkg: ProblemPackage;
  language: string;
  source: string;
  sandbox: Sandbox;
  /** `samples`: data/sample only (the "Run" button); `all`: samples and secret (a submission). */
  mode: 'samples' | 'all';
  timeLimitS?: number;
  onStage?: (event: StageEvent) => void | Promise<void>;
  onCase?: (result: CaseResult, totalTests: number) => void | Promise<void>;
}

export interface DsJudgeResult extends SubmissionVerdict {
  language: string;
  mode: 'samples' | 'all';
  cases: CaseResult[];
  /** Per test, in judging order: the metric's value (null when the run or the predictions failed). */
  metrics: Array<number | null>;
  compileMessage: string;
  submissionPart: DsSubmissionPart;
  timeLimitS: number;
  memoryLimitMb: number;
  maxCpuTimeMs: number;
  maxMemoryKb: number;
  totalTimeMs: number;
  score: null;
  /** Mean of the tests' percentages, 0..100, not rounded. */
  percentageScore: number;
  notRun: [];
}

/**
 * The spec's data-science result rules: MATCH is correct, NO_MATCH wrong answer, ERROR an error; within ERROR,
 * exit status RUN_TIME is a runtime error (with the output) and TIMEOUT a time limit exceeded.
 */
export function dsVerdictOf(part: Pick<DsSubmissionPart, 'run_status' | 'exit_status'>): Verdict {
  if (part.run_status === 'MATCH') return Verdict.CORRECT_ANSWER;
  if (part.run_status === 'NO_MATCH') return Verdict.WRONG_ANSWER;
  if (part.exit_status === 'RUN_TIME') return Verdict.RUNTIME_ERROR;
  if (part.exit_status === 'TIMEOUT') return Verdict.TIME_LIMIT_EXCEEDED;
  return Verdict.ERROR;
}

/** The sub-part of a judged submission (the inverse of dsVerdictOf on its four outcomes). */
export function dsPartOf(verdict: Verdict, output: string): DsSubmissionPart {
  if (verdict === Verdict.CORRECT_ANSWER) return { run_status: 'MATCH', exit_status: null, output };
  if (verdict === Verdict.WRONG_ANSWER) return { run_status: 'NO_MATCH', exit_status: null, output };
  const exit: DsExitStatus | null =
    verdict === Verdict.RUNTIME_ERROR
      ? 'RUN_TIME'
      : verdict === Verdict.TIME_LIMIT_EXCEEDED
        ? 'TIMEOUT'
        : null;
  return { run_status: 'ERROR', exit_status: exit, output };
}

export function dsTestsFor(pkg: ProblemPackage, mode: 'samples' | 'all'): DsTest[] {
  if (!pkg.dataScience) throw new JudgeRequestError(`${pkg.shortName} is not a data-science problem`);
  return mode === 'samples' ? pkg.dataScience.tests.filter((t) => t.isSample) : pkg.dataScience.tests;
}

function caseOf(
  index: number,
  test: DsTest,
  run: RunResult,
  status: CaseStatus,
  message: string,
): CaseResult {
  const out = excerpt(run.stdout);
  return {
    index,
    name: test.name,
    group: test.isSample ? 'sample' : 'secret',
    isSample: test.isSample,
    status,
    cpuTimeMs: run.cpuTimeMs,
    wallTimeMs: run.wallTimeMs,
    peakMemoryKb: run.peakMemoryKb,
    exitCode: run.exitCode,
    signal: run.signal,
    outputExcerpt: out.text,
    stderrExcerpt: excerpt(run.stderr).text,
    outputTruncated: out.cut || run.truncated,
    message,
  };
}

async function copyDataFiles(from: string, to: string): Promise<string[]> {
  return Promise.all(
    DS_BOX_FILES.map(async (name) => {
      const target = path.join(to, name);
      await copyFile(path.join(from, name), target);
      await chmod(target, 0o644);
      return target;
    }),
  );
}

export async function judgeDsSubmission(request: JudgeDsSubmissionRequest): Promise<DsJudgeResult> {
  const { pkg, sandbox, mode } = request;
  const ds = pkg.dataScience;
  if (!ds) throw new JudgeRequestError(`${pkg.shortName} is not a data-science problem`);
  if (request.language !== DS_LANGUAGE)
    throw new JudgeRequestError(`data-science problems are solved in Python (language '${DS_LANGUAGE}')`);
  const definition = getLanguage(DS_LANGUAGE);
  if (!definition || definition.kind !== 'program')
    throw new JudgeRequestError(`language '${DS_LANGUAGE}' is not registered`);
  const availability = languageAvailability(definition);
  if (!availability.available)
    throw new JudgeRequestError(`language '${DS_LANGUAGE}' is unavailable: ${availability.reason}`);
  const emit = async (event: StageEvent) => request.onStage?.(event);
  const tests = dsTestsFor(pkg, mode);
  const totalTests = tests.length;
  const timeLimitS = request.timeLimitS ?? pkg.limits.timeLimitS;
  const limits = submissionLimits(pkg.limits, timeLimitS);
  await emit({ stage: ExecutionStage.STARTED, tests: totalTests });
  await emit({ stage: ExecutionStage.API_SUCCESSFUL, tests: totalTests, detail: { language: DS_LANGUAGE } });
  const compiled = await compile(DS_LANGUAGE, request.source, { sandbox });
  await emit({ stage: ExecutionStage.COMPILED, tests: totalTests, detail: { ok: compiled.ok } });
  const base = {
    language: DS_LANGUAGE,
    mode,
    compileMessage: compiled.message,
    timeLimitS,
    memoryLimitMb: pkg.limits.memoryMb,
    score: null,
    notRun: [] as [],
  };
  if (!compiled.ok || !compiled.artifact) {
    // Python has no compile step a learner sees: a syntax error is the program failing at run time (RUN_TIME).
    const verdict = {
      ...aggregateVerdict({ ok: false, message: compiled.message }, [], totalTests),
      verdict: Verdict.RUNTIME_ERROR,
      statusMessage: VERDICT_LABEL.RUNTIME_ERROR,
    };
    await emit({
      stage: ExecutionStage.RESULT_AWAITED,
      tests: totalTests,
      detail: { verdict: verdict.verdict },
    });
    return {
      ...verdict,
      ...base,
      cases: [],
      metrics: [],
      submissionPart: dsPartOf(verdict.verdict, compiled.message),
      maxCpuTimeMs: 0,
      maxMemoryKb: 0,
      totalTimeMs: 0,
      percentageScore: 0,
    };
  }
  const artifact = compiled.artifact;
  const cases: CaseResult[] = [];
  const outcomes: Array<MetricOutcome | null> = [];
  try {
    for (const [i, test] of tests.entries()) {
      const prepared = await prepareRun(artifact, limits, { sandbox });
      // The package may sit in a private temporary folder the sandbox user cannot read: copy the two data files
      // into a readable folder of the judge's work root and bind them from there.
      const dataDir = await createBox('run');
      let run: RunResult;
      try {
        const files = await copyDataFiles(test.dir, dataDir);
        run = applyLanguageVerdicts(
          artifact.language,
          await sandbox.run({
            ...prepared.spec,
            env: { ...prepared.spec.env, ...SINGLE_THREAD_ENV },
            boxFiles: [...(prepared.spec.boxFiles ?? []), ...files],
          }),
        );
      } finally {
        await prepared.cleanup();
        await removeBox(dataDir);
      }
      let outcome: MetricOutcome | null = null;
      let result: CaseResult;
      if (run.outcome === 'OK') {
        const labels = await readFile(path.join(test.dir, DS_LABELS_FILE), 'utf8');
        outcome = scorePredictions(ds, run.stdout, labels);
        result = caseOf(
          i + 1,
          test,
          run,
          outcome.passed ? CaseStatus.MATCH : CaseStatus.NO_MATCH,
          outcome.message,
        );
      } else {
        const decision = decideCaseStatus(run, null, timeLimitS);
        result = caseOf(i + 1, test, run, decision.status, decision.message);
      }
      cases.push(result);
      outcomes.push(outcome);
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
    }
  } finally {
    await disposeArtifact(artifact);
  }
  const verdict = aggregateVerdict({ ok: true }, cases, totalTests);
  const percentageScore =
    totalTests === 0 ? 0 : outcomes.reduce((sum, o) => sum + (o?.percentage ?? 0), 0) / totalTests;
  await emit({
    stage: ExecutionStage.RESULT_AWAITED,
    tests: totalTests,
    detail: { verdict: verdict.verdict },
  });
  // The Output tab: the failing test's error text for an error, else the first sample's score and predictions.
  const failed = verdict.firstFailedTest ? cases[verdict.firstFailedTest - 1] : undefined;
  const shown =
    failed && failed.status !== CaseStatus.NO_MATCH ? failed : (cases.find((c) => c.isSample) ?? cases[0]);
  const output = !shown
    ? ''
    : shown.status === CaseStatus.MATCH || shown.status === CaseStatus.NO_MATCH
      ? `${shown.message}\n\n${shown.outputExcerpt}`.trim()
      : [
          shown.message,
          shown.stderrExcerpt && shown.stderrExcerpt !== shown.message ? shown.stderrExcerpt : '',
        ]
          .filter(Boolean)
          .join('\n');
  return {
    ...verdict,
    ...base,
    cases,
    metrics: outcomes.map((o) => o?.value ?? null),
    submissionPart: dsPartOf(verdict.verdict, output),
    maxCpuTimeMs: Math.max(0, ...cases.map((c) => c.cpuTimeMs)),
    maxMemoryKb: Math.max(0, ...cases.map((c) => c.peakMemoryKb)),
    totalTimeMs: cases.reduce((sum, c) => sum + c.cpuTimeMs, 0),
    percentageScore,
  };
}
