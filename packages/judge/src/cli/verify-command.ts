/**
 * `katana problem verify DIR|ZIP... [--json]`: judges every example submission and prints one line per submission
 * (PASS / FAIL / SKIP), then a summary. Exit code 0 when every package verifies, 1 when any submission or package
 * check fails, 2 for usage errors and unreadable packages.
 */
import { PackageError } from '../package/package-error.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { verifyPackage, type VerifiedSubmission, type VerifyReport } from '../verify/verify-package.ts';
import { processOutput, type CommandOutput } from './output.ts';
import { parseArgs, UsageError } from './parse-args.ts';

export const VERIFY_USAGE = 'usage: katana problem verify <package-dir|package.zip>... [--json]';

const LABEL = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

export function formatSubmissionLine(s: VerifiedSubmission): string {
  const lang = (s.language ?? '?').padEnd(10);
  const name = s.name.padEnd(40);
  if (s.outcome === 'skipped') return `${LABEL.skipped}  ${name} ${lang} ${s.reason}`;
  const score = s.score ? ` score ${s.score.score}/${s.score.maxScore ?? 'unbounded'}` : '';
  const time = s.maxCpuTimeMs !== undefined ? ` (max ${s.maxCpuTimeMs} ms)` : '';
  const detail = s.outcome === 'failed' ? ` -- ${s.reason}` : '';
  return `${LABEL[s.outcome]}  ${name} ${lang} ${s.verdict}${score}${time}${detail}`;
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

export async function runVerifyCommand(
  argv: readonly string[],
  output: CommandOutput = processOutput,
  sandbox?: Sandbox,
): Promise<number> {
  let args;
  try {
    args = parseArgs(argv, [], ['json', 'help']);
    if (args.flags.has('help')) {
      output.out(VERIFY_USAGE);
      return 0;
    }
    if (args.positionals.length === 0) throw new UsageError('no package given');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n${VERIFY_USAGE}`);
    return 2;
  }
  const json = args.flags.has('json');
  const reports: VerifyReport[] = [];
  let exitCode = 0;
  for (const source of args.positionals) {
    if (!json) output.out(`== ${source}`);
    try {
      const report = await verifyPackage(source, {
        ...(sandbox ? { sandbox } : {}),
        onSubmission: json ? undefined : (s) => output.out(formatSubmissionLine(s)),
      });
      reports.push(report);
      if (!json) for (const line of formatReportSummary(report)) output.out(line);
      if (!report.ok) exitCode = Math.max(exitCode, 1);
    } catch (error) {
      if (!(error instanceof PackageError)) throw error;
      output.err(`${source}: malformed package: ${error.message}`);
      exitCode = 2;
    }
  }
  if (json) output.out(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2));
  return exitCode;
}
