/**
 * `katana problem verify DIR`: judges every example submission of a package and compares the result with the folder it
 * sits in. Submissions the platform cannot run (a language it does not have, a toolchain missing on this machine,
 * several source files) are reported as skipped, never as failures. When the package declares no time limit, it is set
 * from the accepted submissions first (see ./time-limit.ts), as the format prescribes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseStatus, Verdict } from '@katana/shared/verdicts';
import { getLanguage, languageAvailability } from '../languages/registry.ts';
import {
  judgeSubmission,
  prepareProblem,
  type JudgeResult,
  type PreparedProblem,
} from '../judging/judge-submission.ts';
import { loadPackage } from '../package/read-package.ts';
import type {
  ExpectedResultFolder,
  PackageFormat,
  PackageSubmission,
  ProblemPackage,
} from '../package/types.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { verifyFrontendPackage } from '../frontend/verify-frontend-package.ts';
import { verifySqlPackage } from '../sql-problems/verify-sql-package.ts';
import { verifyDsPackage } from '../data-science/verify-ds-package.ts';
import type { SqlRunner } from '../sql/run-sql.ts';
import { createSqlRunner } from '../sql/run-sql.ts';
import { defaultSqlRunnerOptions } from '../sql/sql-languages.ts';
import { checkExpectation, EXPECTED_VERDICTS, settledAtFailure } from './expectations.ts';
import { validateInputs } from './input-validation.ts';
import { adaptJavaEntryPoint } from './java-entry-point.ts';
import { checkDeclaredTimeLimit, computeTimeLimit } from './time-limit.ts';

/** Time limit for measuring accepted submissions when the package declares none. */
export const MEASURE_TIME_LIMIT_S = 10;

export interface VerifiedSubmission {
  name: string;
  expected: ExpectedResultFolder;
  expectedVerdicts: Verdict[] | null;
  language: string | null;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  reason?: string;
  verdict?: Verdict;
  score?: { score: number; maxScore: number | null };
  maxCpuTimeMs?: number;
  /** Tests left out after a failure that settled the outcome (see settledAtFailure). */
  notRun?: number;
  /** Per test: name, status, CPU ms. */
  tests?: Array<{ name: string; status: CaseStatus; cpuTimeMs: number }>;
}

export interface VerifyReport {
  package: string;
  format: PackageFormat;
  ok: boolean;
  timeLimit: {
    seconds: number | null;
    source: 'problem.yaml' | '.timelimit' | 'computed from accepted submissions' | 'default';
  };
  submissions: VerifiedSubmission[];
  counts: { passed: number; failed: number; skipped: number };
  /** Input validators run over every test input (and data/invalid_input). */
  inputValidation: { validators: string[]; inputsChecked: number } | null;
  /** Package-level failures (no accepted submission, validator does not build, no time limit fits). */
  problems: string[];
  warnings: string[];
}

export interface VerifyOptions {
  sandbox?: Sandbox;
  /**
   * Runs SQL problems (katana.yaml `type: SQL`). Pass one to share its template cache and private mariadbd across
   * packages; otherwise one is created for the package and closed after.
   */
  sqlRunner?: SqlRunner;
  /** Called after each submission is judged or skipped (the CLI prints as it goes). */
  onSubmission?: (result: VerifiedSubmission) => void;
}

type Runnable = { submission: PackageSubmission; language: string; source: string };

async function classify(
  pkg: ProblemPackage,
  submission: PackageSubmission,
): Promise<Runnable | VerifiedSubmission> {
  const { program } = submission;
  const skipped = (reason: string): VerifiedSubmission => ({
    name: submission.name,
    expected: submission.expected,
    expectedVerdicts: EXPECTED_VERDICTS[submission.expected],
    language: program.language ?? program.unsupportedLanguage,
    outcome: 'skipped',
    reason,
  });
  if (!program.language) {
    return skipped(
      program.unsupportedLanguage
        ? `${program.unsupportedLanguage} is not a language this platform runs`
        : 'language cannot be told from the file names',
    );
  }
  const sources = program.files.filter((f) => !/(^|\/)README/i.test(f));
  if (sources.length !== 1)
    return skipped(`multi-file submissions are not supported (${sources.length} files)`);
  const definition = getLanguage(program.language);
  if (!definition || definition.kind !== 'program')
    return skipped(`${program.language} submissions are not programs`);
  const availability = languageAvailability(definition);
  if (!availability.available)
    return skipped(`${program.language} is unavailable here: ${availability.reason}`);
  const allowed = pkg.metadata.languages;
  if (allowed !== 'all' && !allowed.includes(program.language))
    return skipped(`${program.language} is not in the problem's languages`);
  const file = sources[0]!;
  let source = await readFile(program.kind === 'file' ? program.path : path.join(program.path, file), 'utf8');
  if (program.language === 'java') source = adaptJavaEntryPoint(source, path.basename(file));
  return { submission, language: program.language, source };
}

function summarise(runnable: Runnable, result: JudgeResult, format: PackageFormat): VerifiedSubmission {
  const check = checkExpectation(runnable.submission.expected, format, result);
  return {
    name: runnable.submission.name,
    expected: runnable.submission.expected,
    expectedVerdicts: EXPECTED_VERDICTS[runnable.submission.expected],
    language: runnable.language,
    outcome: check.passed ? 'passed' : 'failed',
    ...(check.reason ? { reason: check.reason } : {}),
    verdict: result.verdict,
    ...(result.score ? { score: { score: result.score.score, maxScore: result.score.maxScore } } : {}),
    maxCpuTimeMs: result.maxCpuTimeMs,
    ...(result.notRun.length > 0 ? { notRun: result.notRun.length } : {}),
    tests: result.cases.map((c) => ({ name: c.name, status: c.status, cpuTimeMs: c.cpuTimeMs })),
  };
}

export async function verifyPackage(source: string, options: VerifyOptions = {}): Promise<VerifyReport> {
  const { pkg, dispose } = await loadPackage(source);
  const sandbox = options.sandbox ?? createSandbox();
  const report: VerifyReport = {
    package: pkg.shortName,
    format: pkg.metadata.formatVersion,
    ok: false,
    timeLimit: { seconds: pkg.limits.timeLimitS, source: pkg.limits.timeLimitSource },
    submissions: [],
    counts: { passed: 0, failed: 0, skipped: 0 },
    inputValidation: null,
    problems: [],
    warnings: [...pkg.warnings],
  };
  let prepared: PreparedProblem | null = null;
  try {
    const record = (entry: VerifiedSubmission) => {
      report.submissions.push(entry);
      report.counts[entry.outcome]++;
      options.onSubmission?.(entry);
    };
    if (pkg.sql) return finish(await verifySql(pkg, report, options, record));
    if (pkg.dataScience) {
      await verifyDsPackage(pkg, report, { sandbox, record });
      return finish(report);
    }
    if (pkg.frontend) {
      await verifyFrontendPackage(pkg, report, sandbox, record);
      return finish(report);
    }
    if (!pkg.submissions.some((s) => s.expected === 'accepted'))
      report.problems.push('submissions/accepted/ holds no submission (the format requires one)');
    const inputs = await validateInputs(pkg, sandbox);
    report.inputValidation = { validators: inputs.validators, inputsChecked: inputs.inputsChecked };
    report.problems.push(...inputs.problems);
    report.warnings.push(...inputs.warnings);
    try {
      prepared = await prepareProblem(pkg, sandbox);
    } catch (error) {
      report.problems.push((error as Error).message);
      return finish(report);
    }

    const runnable: Runnable[] = [];
    for (const submission of pkg.submissions) {
      const entry = await classify(pkg, submission);
      if ('source' in entry) runnable.push(entry);
      else record(entry);
    }
    const judge = (r: Runnable, timeLimitS: number) =>
      judgeSubmission({
        pkg,
        language: r.language,
        source: r.source,
        sandbox,
        mode: 'all',
        prepared: prepared!,
        timeLimitS,
        // Nothing after a settling failure can change the outcome: a sleeping submission costs one wall clock.
        stopOnFirstFailure: settledAtFailure(pkg, r.submission.expected),
      });

    // Accepted submissions first: they bound the time limit from below.
    const accepted = runnable.filter((r) => r.submission.expected === 'accepted');
    const others = runnable.filter((r) => r.submission.expected !== 'accepted');
    const computeLimit = pkg.limits.timeLimitSource === 'default';
    const acceptedResults: Array<[Runnable, JudgeResult]> = [];
    for (const r of accepted)
      acceptedResults.push([r, await judge(r, computeLimit ? MEASURE_TIME_LIMIT_S : pkg.limits.timeLimitS)]);
    const slowestAcceptedMs = Math.max(
      0,
      ...acceptedResults
        .filter(([, res]) => res.verdict === 'CORRECT_ANSWER')
        .map(([, res]) => res.maxCpuTimeMs),
    );

    let timeLimitS = pkg.limits.timeLimitS;
    if (computeLimit) {
      if (!acceptedResults.some(([, res]) => res.verdict === 'CORRECT_ANSWER')) {
        report.problems.push('no time limit is declared and no accepted submission passed to set one');
        report.timeLimit = { seconds: null, source: 'computed from accepted submissions' };
      } else {
        const computed = computeTimeLimit(
          { slowestAcceptedMs, fastestTleMs: null },
          pkg.limits.timeMultipliers,
          pkg.limits.timeResolutionS,
        );
        timeLimitS = computed.timeLimitS ?? timeLimitS;
        report.timeLimit = { seconds: computed.timeLimitS, source: 'computed from accepted submissions' };
        if (computed.problem) report.problems.push(computed.problem);
      }
    } else if (acceptedResults.length > 0) {
      report.warnings.push(
        ...checkDeclaredTimeLimit(
          timeLimitS,
          { slowestAcceptedMs, fastestTleMs: null },
          pkg.limits.timeMultipliers,
        ),
      );
    }
    for (const [r, res] of acceptedResults) {
      // Measured with a generous limit; an accepted run slower than the computed limit would have timed out.
      const late = computeLimit && res.cases.some((c) => c.cpuTimeMs > timeLimitS * 1000);
      record(
        late
          ? {
              ...summarise(r, res, report.format),
              outcome: 'failed',
              reason: `slower than the time limit of ${timeLimitS} s`,
            }
          : summarise(r, res, report.format),
      );
    }
    for (const r of others) record(summarise(r, await judge(r, timeLimitS), report.format));
    return finish(report);
  } finally {
    await prepared?.dispose();
    await dispose();
  }
}

async function verifySql(
  pkg: ProblemPackage,
  report: VerifyReport,
  options: VerifyOptions,
  record: (entry: VerifiedSubmission) => void,
): Promise<VerifyReport> {
  if (!pkg.submissions.some((s) => s.expected === 'accepted'))
    report.problems.push('submissions/accepted/ holds no submission (the format requires one)');
  const runner = options.sqlRunner ?? createSqlRunner(defaultSqlRunnerOptions());
  try {
    await verifySqlPackage(pkg, report, { runner, record });
  } finally {
    if (!options.sqlRunner) await runner.close();
  }
  return report;
}

function finish(report: VerifyReport): VerifyReport {
  report.ok = report.problems.length === 0 && report.counts.failed === 0;
  return report;
}
