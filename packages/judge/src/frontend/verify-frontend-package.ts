/**
 * `katana problem verify` for front-end problems: every folder under submissions/ holds a set of the problem's files
 * (files it leaves out are the starter's) and is judged in the browser sandbox like a learner's submission; its
 * verdict must match the folder as for code (accepted: CORRECT_ANSWER; wrong_answer: WRONG_ANSWER; ...). The
 * starter itself must not pass: a problem solved before the learner types is a broken package.
 */
import type { ProblemPackage } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { checkExpectation, EXPECTED_VERDICTS } from '../verify/expectations.ts';
import type { VerifiedSubmission, VerifyReport } from '../verify/verify-package.ts';
import { readFrontendFiles } from './frontend-package.ts';
import { judgeFrontendSubmission, type FrontendJudgeResult } from './judge-frontend-submission.ts';

export async function verifyFrontendPackage(
  pkg: ProblemPackage,
  report: VerifyReport,
  sandbox: Sandbox,
  record: (result: VerifiedSubmission) => void,
): Promise<void> {
  const part = pkg.frontend!;
  report.timeLimit = { seconds: pkg.limits.timeLimitS, source: pkg.limits.timeLimitSource };
  if (!pkg.submissions.some((s) => s.expected === 'accepted'))
    report.problems.push('submissions/accepted/ holds no submission (the format requires one)');
  const starter = await judgeFrontendSubmission({ pkg, files: part.starter, sandbox });
  if (starter.verdict === 'CORRECT_ANSWER') report.problems.push('starter/ already passes every hidden test');
  const ordered = [...pkg.submissions].sort(
    (a, b) => Number(b.expected === 'accepted') - Number(a.expected === 'accepted'),
  );
  for (const submission of ordered) {
    const base = {
      name: submission.name,
      expected: submission.expected,
      expectedVerdicts: EXPECTED_VERDICTS[submission.expected],
      language: part.kind.toLowerCase(),
    };
    if (submission.program.kind !== 'directory') {
      record({ ...base, outcome: 'skipped', reason: 'a front-end submission is a folder of files' });
      continue;
    }
    const files = await readFrontendFiles(submission.program.path, part.files);
    if (Object.keys(files).length === 0) {
      record({
        ...base,
        outcome: 'failed',
        reason: `holds none of the problem's files (${part.files.join(', ')})`,
      });
      continue;
    }
    const result = await judgeFrontendSubmission({ pkg, files, sandbox });
    record(summarise(base, result, pkg));
  }
}

function summarise(
  base: Pick<VerifiedSubmission, 'name' | 'expected' | 'expectedVerdicts' | 'language'>,
  result: FrontendJudgeResult,
  pkg: ProblemPackage,
): VerifiedSubmission {
  const check = checkExpectation(base.expected, pkg.metadata.formatVersion, { ...result, score: null });
  return {
    ...base,
    outcome: check.passed ? 'passed' : 'failed',
    ...(check.reason ? { reason: check.reason } : {}),
    verdict: result.verdict,
    maxCpuTimeMs: result.maxCpuTimeMs,
    tests: result.cases.map((c) => ({ name: c.name, status: c.status, cpuTimeMs: c.cpuTimeMs })),
  };
}
