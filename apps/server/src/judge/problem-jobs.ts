/**
 * The two judge jobs on problem packages: `problem-run` (the classroom's Run button: samples or one custom input,
 * answered through the queue to the waiting request) and `submission` (every test; the verdict is stored here, on
 * the judging side, through a SubmissionSink, idempotently, so a redelivered job changes nothing).
 */
import { Verdict } from '@katana/shared/verdicts';
import type { JudgeHandlerContext, JudgeProgress } from '@katana/judge';
import type {
  ProblemRunJobData,
  ProblemRunJobResult,
  SubmissionJobData,
  SubmissionJobResult,
} from './judge-job.ts';
import { PackageNotFoundError, type ProblemCache } from './problem-cache.ts';
import { isJudgeRequestError, type JudgedOnProblem, type JudgeOnProblem } from './problem-judging.ts';

/** Where a judged submission goes: the database, in the real handler. Every method is idempotent. */
export interface SubmissionSink {
  /** QUEUED -> JUDGING. False when there is nothing to judge: the submission is gone or already has its verdict. */
  start(submissionId: string): Promise<boolean>;
  /** Stores the verdict and scores it; false when an earlier delivery already did (nothing changed). */
  complete(submissionId: string, judged: JudgedOnProblem): Promise<boolean>;
  /** The judge itself failed: state FAILED, status ERROR with this message; false when already final. */
  fail(submissionId: string, message: string): Promise<boolean>;
}

export interface ProblemJobDeps {
  problems: ProblemCache;
  judge: JudgeOnProblem;
  submissions: SubmissionSink;
  /** Unexpected judge failures, for the log (the learner gets a generic message). */
  onError?: (error: Error, context: { jobId: string; kind: string }) => void;
}

/** A message the learner may read: request errors name their reason, anything else stays in the log. */
function failureMessage(error: unknown): string {
  if (isJudgeRequestError(error) || error instanceof PackageNotFoundError)
    return `The judge could not judge this code: ${error.message.replace(/\.$/, '')}.`;
  return 'The judge failed on this code; please try again.';
}

const ignoreProgress = async (_event: JudgeProgress) => undefined;

export async function executeProblemRunJob(
  id: string,
  data: ProblemRunJobData,
  deps: ProblemJobDeps,
): Promise<ProblemRunJobResult> {
  const custom = data.customInput !== undefined;
  try {
    const judged = await deps.problems.use(data.packageSha, (problem) =>
      deps.judge(
        problem,
        {
          language: data.language,
          source: data.source,
          mode: 'samples',
          ...(custom ? { customInput: data.customInput } : {}),
        },
        // The Run request waits for its answer; nobody follows a run's progress.
        ignoreProgress,
      ),
    );
    return {
      status_message: judged.verdict,
      error_message: judged.errorMessage,
      custom,
      tests: judged.tests,
      total_test_cases: judged.totalTestCases,
      no_of_test_cases_correct: judged.noOfTestCasesCorrect,
      sql: judged.sql ? judged.sql.result : null,
    };
  } catch (error) {
    if (!isJudgeRequestError(error) && !(error instanceof PackageNotFoundError)) {
      deps.onError?.(error as Error, { jobId: id, kind: data.kind });
    }
    return {
      status_message: Verdict.ERROR,
      error_message: failureMessage(error),
      custom,
      tests: [],
      total_test_cases: 0,
      no_of_test_cases_correct: 0,
      sql: null,
    };
  }
}

export async function executeSubmissionJob(
  id: string,
  data: SubmissionJobData,
  ctx: JudgeHandlerContext,
  deps: ProblemJobDeps,
): Promise<SubmissionJobResult> {
  const done = (stored: boolean): SubmissionJobResult => ({
    kind: 'submission',
    submissionId: data.submissionId,
    stored,
  });
  // A redelivery of a job whose verdict is stored is not judged again.
  if (!(await deps.submissions.start(data.submissionId))) return done(false);
  let judged: JudgedOnProblem;
  try {
    judged = await deps.problems.use(data.packageSha, (problem) =>
      deps.judge(
        problem,
        {
          language: data.language,
          source: data.source,
          mode: 'all',
          ...(data.allOrNothing ? { stopAtFirstFailure: true } : {}),
        },
        (event) => ctx.reportProgress(event),
      ),
    );
  } catch (error) {
    // Shutdown: the job goes back to the queue (or is re-enqueued at the next start) and is judged again.
    if (ctx.signal.aborted) throw error;
    if (!isJudgeRequestError(error) && !(error instanceof PackageNotFoundError)) {
      deps.onError?.(error as Error, { jobId: id, kind: data.kind });
    }
    return done(await deps.submissions.fail(data.submissionId, failureMessage(error)));
  }
  return done(await deps.submissions.complete(data.submissionId, judged));
}
