/**
 * `katana problem verify` for data-science and ML problems: every Python file under submissions/ is judged on every
 * test folder and its verdict must match its folder as for code (accepted: CORRECT_ANSWER, i.e. full marks on every
 * test; wrong_answer: WRONG_ANSWER; run_time_error, time_limit_exceeded likewise). Other languages are skipped: these
 * problems run Python only.
 */
import { readFile } from 'node:fs/promises';
import type { ProblemPackage } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { checkExpectation, EXPECTED_VERDICTS } from '../verify/expectations.ts';
import type { VerifiedSubmission, VerifyReport } from '../verify/verify-package.ts';
import { DS_LANGUAGE, judgeDsSubmission } from './judge-ds-submission.ts';

export async function verifyDsPackage(
  pkg: ProblemPackage,
  report: VerifyReport,
  options: { sandbox: Sandbox; record: (result: VerifiedSubmission) => void },
): Promise<void> {
  const ds = pkg.dataScience!;
  if (!ds.tests.some((t) => t.isSample)) report.warnings.push('data/sample/: no sample test folder');
  if (!pkg.submissions.some((s) => s.expected === 'accepted' && s.program.language === DS_LANGUAGE))
    report.problems.push('submissions/accepted/ holds no Python reference solution');
  // Accepted first: a failing reference then shows up against its own name.
  const ordered = [...pkg.submissions].sort(
    (a, b) => Number(b.expected === 'accepted') - Number(a.expected === 'accepted'),
  );
  for (const submission of ordered) {
    const base = {
      name: submission.name,
      expected: submission.expected,
      expectedVerdicts: EXPECTED_VERDICTS[submission.expected],
    };
    const { program } = submission;
    if (program.kind !== 'file' || program.language !== DS_LANGUAGE) {
      options.record({
        ...base,
        language: program.language ?? program.unsupportedLanguage,
        outcome: 'skipped',
        reason: 'data-science problems run single-file Python submissions only',
      });
      continue;
    }
    const source = await readFile(program.path, 'utf8');
    const result = await judgeDsSubmission({
      pkg,
      language: DS_LANGUAGE,
      source,
      sandbox: options.sandbox,
      mode: 'all',
    });
    const check = checkExpectation(submission.expected, pkg.metadata.formatVersion, result);
    options.record({
      ...base,
      language: DS_LANGUAGE,
      outcome: check.passed ? 'passed' : 'failed',
      ...(check.reason ? { reason: check.reason } : {}),
      verdict: result.verdict,
      maxCpuTimeMs: result.maxCpuTimeMs,
      tests: result.cases.map((c) => ({ name: c.name, status: c.status, cpuTimeMs: c.cpuTimeMs })),
    });
  }
}
