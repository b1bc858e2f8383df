/**
 * `katana problem verify DIR|ZIP... [--json] [--jobs N] [--changed] [--update-manifest] [--manifest FILE]`: judges every example submission and prints one line per
 * submission (PASS / FAIL / SKIP), then a summary per package; with several packages (CI runs it over the whole
 * catalogue) a final table with one line per package and the totals. `--jobs N` verifies N packages at once (one
 * sandboxed run per core, as the judge itself runs); each package's lines are printed together when it finishes. Exit code 0 when every package verifies, 1 when any
 * submission or package check fails, 2 for usage errors and unreadable packages.
 *
 * `--changed` verifies only the packages whose content hash differs from the manifest of verified packages (default
 * content/verified.json, see verify/verified-manifest.ts) or that it does not list; `--update-manifest` records the
 * hashes of the given packages there after a run in which every verified package passed.
 */
import { PackageError } from '../package/package-error.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { createSqlRunner, type SqlRunner } from '../sql/run-sql.ts';
import { defaultSqlRunnerOptions } from '../sql/sql-languages.ts';
import { verifyPackage, type VerifiedSubmission, type VerifyReport } from '../verify/verify-package.ts';
import {
  changedPackages,
  manifestKey,
  readManifest,
  writeManifest,
  type VerifiedManifest,
} from '../verify/verified-manifest.ts';
import { processOutput, type CommandOutput } from './output.ts';
import { parseArgs, positiveNumber, UsageError } from './parse-args.ts';

export const VERIFY_USAGE =
  'usage: katana problem verify <package-dir|package.zip>... [--json] [--jobs N] [--changed] [--update-manifest] ' +
  '[--manifest FILE (default content/verified.json)]';

const DEFAULT_MANIFEST = 'content/verified.json';

const LABEL = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

export function formatSubmissionLine(s: VerifiedSubmission): string {
  const lang = (s.language ?? '?').padEnd(10);
  const name = s.name.padEnd(40);
  if (s.outcome === 'skipped') return `${LABEL.skipped}  ${name} ${lang} ${s.reason}`;
  const score = s.score ? ` score ${s.score.score}/${s.score.maxScore ?? 'unbounded'}` : '';
  const time = s.maxCpuTimeMs !== undefined ? ` (max ${s.maxCpuTimeMs} ms)` : '';
  const detail = s.outcome === 'failed' ? ` -- ${s.reason}` : '';
  const stopped = s.notRun ? ` (stopped there: ${s.notRun} more test(s) could not change it)` : '';
  return `${LABEL[s.outcome]}  ${name} ${lang} ${s.verdict}${score}${time}${stopped}${detail}`;
}

export function formatReportSummary(report: VerifyReport): string[] {
  const lines = [
    `time limit: ${report.timeLimit.seconds ?? 'none'} s (${report.timeLimit.source})`,
    ...(report.inputValidation && report.inputValidation.validators.length > 0
      ? [
          `input validation: ${report.inputValidation.inputsChecked} inputs checked by ${report.inputValidation.validators.join(', ')}`,
        ]
      : []),
    ...report.warnings.map((w) => `warning: ${w}`),
    ...report.problems.map((p) => `problem: ${p}`),
    `${report.package}: ${report.ok ? 'OK' : 'FAILED'} -- ${report.counts.passed} passed, ${report.counts.failed} failed, ${report.counts.skipped} skipped`,
  ];
  return lines;
}

/** One package's outcome in the final summary; `report` is null when the package could not be read. */
export interface PackageOutcome {
  source: string;
  report: VerifyReport | null;
  /** The PackageError text of a malformed package. */
  error?: string;
  seconds: number;
}

/** `OK  name  3 passed, 0 failed, 1 skipped  (12.3 s)` per package, then the totals line. */
export function formatCatalogueSummary(outcomes: readonly PackageOutcome[]): string[] {
  const width = Math.max(10, ...outcomes.map((o) => (o.report?.package ?? o.source).length));
  const lines = outcomes.map((o) => {
    const name = (o.report?.package ?? o.source).padEnd(width);
    const time = `(${o.seconds.toFixed(1)} s)`;
    if (!o.report) return `MALFORMED  ${name}  ${o.error ?? ''}  ${time}`;
    const c = o.report.counts;
    const status = o.report.ok ? 'OK' : 'FAILED';
    const problems = o.report.problems.length > 0 ? `, ${o.report.problems.length} package problem(s)` : '';
    return `${status.padEnd(9)}  ${name}  ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${problems}  ${time}`;
  });
  const reports = outcomes.flatMap((o) => (o.report ? [o.report] : []));
  const sum = (key: 'passed' | 'failed' | 'skipped') => reports.reduce((n, r) => n + r.counts[key], 0);
  const ok = reports.filter((r) => r.ok).length;
  const malformed = outcomes.length - reports.length;
  const seconds = outcomes.reduce((n, o) => n + o.seconds, 0);
  lines.push(
    `total: ${outcomes.length} package(s), ${ok} OK, ${reports.length - ok} failed, ${malformed} malformed; ` +
      `submissions ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped; ${seconds.toFixed(1)} s`,
  );
  return lines;
}

export async function runVerifyCommand(
  argv: readonly string[],
  output: CommandOutput = processOutput,
  sandbox?: Sandbox,
  sqlRunner?: SqlRunner,
): Promise<number> {
  let args;
  let jobs = 1;
  try {
    args = parseArgs(argv, ['jobs', 'manifest'], ['json', 'help', 'changed', 'update-manifest']);
    if (args.flags.has('help')) {
      output.out(VERIFY_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new UsageError('no package given');
    jobs = Math.floor(positiveNumber(args, 'jobs') ?? 1);
    if (jobs < 1) throw new UsageError('--jobs must be at least 1');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n${VERIFY_USAGE}`);
    return 2;
  }
  const json = args.flags.has('json');
  const given = args.positionals;
  const manifestFile = args.options.get('manifest') ?? DEFAULT_MANIFEST;
  const useManifest = args.flags.has('changed') || args.flags.has('update-manifest');
  let manifest: VerifiedManifest = {};
  let hashes = new Map<string, string>();
  let sources = given;
  if (useManifest) {
    try {
      manifest = await readManifest(manifestFile);
      const found = await changedPackages(given, manifest);
      hashes = found.hashes;
      if (args.flags.has('changed')) sources = found.changed;
    } catch (error) {
      output.err(`cannot use the manifest: ${(error as Error).message}`);
      return 2;
    }
  }
  const say = (line: string) => (json ? output.err(line) : output.out(line));
  if (args.flags.has('changed')) {
    say(`changed: ${sources.length} of ${given.length} package(s) differ from ${manifestFile}`);
    for (const source of sources) say(`changed: ${source}`);
  }
  const outcomes: Array<PackageOutcome | undefined> = new Array(sources.length);
  let exitCode = 0;
  // One SQL runner for every package: its per-setup templates and a private mariadbd are started once.
  const runner = sqlRunner ?? createSqlRunner(defaultSqlRunnerOptions());

  /** Verifies one package. */
  const verifyOne = async (index: number): Promise<void> => {
    const source = sources[index]!;
    // One package at a time: every line is printed as it comes, so a slow package shows its progress. Several at once
    // (or --json): each package's block is printed when it is done (no interleaving), and its submission lines go to
    // stderr as they come.
    const streaming = !json && jobs === 1;
    const lines: string[] = json ? [] : [`== ${source}`];
    const emit = (line: string) => {
      if (streaming) output.out(line);
      else lines.push(line);
    };
    if (streaming) output.out(lines.pop()!);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const report = await verifyPackage(source, {
        ...(sandbox ? { sandbox } : {}),
        sqlRunner: runner,
        onSubmission: (s) => {
          const line = formatSubmissionLine(s);
          if (!json) emit(line);
          if (!streaming) output.err(`${source}: ${line}`);
        },
      });
      outcomes[index] = { source, report, seconds: seconds() };
      if (!json) formatReportSummary(report).forEach(emit);
      if (!report.ok) exitCode = Math.max(exitCode, 1);
      for (const line of lines) output.out(line);
    } catch (error) {
      if (!(error instanceof PackageError)) throw error;
      for (const line of lines) output.out(line);
      output.err(`${source}: malformed package: ${error.message}`);
      outcomes[index] = { source, report: null, error: error.message, seconds: seconds() };
      exitCode = 2;
    }
  };

  const wallStarted = performance.now();
  try {
    let next = 0;
    const worker = async () => {
      while (next < sources.length) await verifyOne(next++);
    };
    await Promise.all(Array.from({ length: Math.min(jobs, sources.length) }, worker));
  } finally {
    if (!sqlRunner) await runner.close();
  }
  const done = outcomes.filter((o): o is PackageOutcome => o !== undefined);
  const reports = done.flatMap((o) => (o.report ? [o.report] : []));
  if (json) output.out(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2));
  else if (done.length > 1) {
    output.out('== summary');
    for (const line of formatCatalogueSummary(done)) output.out(line);
    if (jobs > 1)
      output.out(`wall: ${((performance.now() - wallStarted) / 1000).toFixed(1)} s with ${jobs} jobs`);
  }
  if (args.flags.has('update-manifest')) {
    if (exitCode !== 0) say(`manifest: ${manifestFile} not updated, since verification failed`);
    else {
      const updated = { ...manifest };
      for (const source of given) updated[manifestKey(source)] = hashes.get(source)!;
      await writeManifest(manifestFile, updated);
      say(
        `manifest: ${manifestFile} updated for ${given.length} package(s), ${Object.keys(updated).length} in all`,
      );
    }
  }
  return exitCode;
}
