/**
 * A judged submission: verdict, tests passed x/y, time and memory per test, the compiler message of a compile
 * error, the score and points gained (spec 03 §4) or the already-earned note, any penalty that applied, and for a
 * front-end problem what the page logged in each judged test.
 */
import type { Submission } from '@katana/shared/api/practice-submissions';
import { formatMemory, formatTime } from './format.ts';
import { JudgedConsole } from './judged-console.tsx';
import { TestTable, TextBlock } from './test-table.tsx';
import { VerdictText } from './verdict-badge.tsx';

/**
 * The score box shows for a right answer and for partial credit, not for a plain miss. A contest submission scores
 * only what its contest counts (ICPC: nothing short of an accept), so there the box follows its own score.
 */
export function showsScore(submission: Submission): boolean {
  const points = submission.points;
  if (points === null) return false;
  if (submission.status_message === 'CORRECT_ANSWER') return true;
  return points.max_score !== undefined ? points.new_score > 0 : submission.percentage_score > 0;
}

/** `maxScore`: the problem's; a contest submission's points carry the contest's own (its problem points). */
export function ScoreLine({ submission, maxScore }: { submission: Submission; maxScore: number }) {
  const points = submission.points;
  if (!points) return null;
  return (
    <div className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm" data-testid="score">
      <p>
        Score: <strong className="tabular-nums">{points.user_score}</strong> / {points.max_score ?? maxScore}
      </p>
      {points.already_earned ? (
        <p className="text-fg-muted">You have already earned the points for this problem.</p>
      ) : points.points_gained > 0 ? (
        <p className="font-medium text-green-800 dark:text-green-400">
          +{points.points_gained} {points.points_gained === 1 ? 'point' : 'points'} gained
        </p>
      ) : null}
      {submission.penalty_reason === 'SOLUTION_SEEN' && submission.penalty_percentage > 0 && (
        <p className="text-fg-muted">
          {submission.penalty_percentage}% penalty: the solution was viewed before this submission.
        </p>
      )}
    </div>
  );
}

export function SubmissionResultView({ submission, maxScore }: { submission: Submission; maxScore: number }) {
  const verdict = submission.status_message ?? 'ERROR';
  const compileError = verdict === 'COMPILATION_ERROR';
  const failedSample = submission.result_json.find(
    (t) => t.sample && t.status !== 'MATCH' && t.input !== undefined,
  );
  return (
    <div className="flex flex-col gap-3" data-testid="submission-result">
      <div role="status" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <VerdictText verdict={verdict} className="text-lg" />
        {!compileError && submission.total_test_cases > 0 && (
          <span className="text-sm text-fg-muted">
            {submission.no_of_test_cases_correct}/{submission.total_test_cases} tests passed
          </span>
        )}
        {!compileError && submission.total_time_ms !== null && (
          <span className="text-sm text-fg-muted">
            {formatTime(submission.total_time_ms)} · {formatMemory(submission.max_memory_kb)}
          </span>
        )}
      </div>
      {submission.state === 'FAILED' && (
        <p className="text-sm text-fg-muted">
          The judge could not finish this submission. Please submit again.
        </p>
      )}
      {showsScore(submission) && <ScoreLine submission={submission} maxScore={maxScore} />}
      {compileError && (
        <TextBlock label="Compiler message" text={submission.error_message ?? ''} tone="error" />
      )}
      {!compileError && submission.error_message && (
        <TextBlock label="Error" text={submission.error_message} tone="error" />
      )}
      {submission.sql && (
        <TextBlock
          label="Output"
          text={submission.sql.result.output}
          tone={submission.sql.result.has_error ? 'error' : undefined}
        />
      )}
      {failedSample && (
        <div className="flex flex-col gap-2" role="group" aria-label={`Failed test ${failedSample.test}`}>
          <p className="text-sm font-medium">Sample test {failedSample.test} failed</p>
          <TextBlock label="Input" text={failedSample.input ?? ''} />
          <TextBlock label="Expected output" text={failedSample.expected_output ?? ''} />
          <TextBlock label="Your output" text={failedSample.actual_output ?? ''} />
        </div>
      )}
      {!compileError && <TestTable tests={submission.result_json} caption="Test results" />}
      <JudgedConsole tests={submission.result_json} />
    </div>
  );
}
