/**
 * The answer to Run: the verdict, how many sample tests passed, each test's time and memory, and for the first
 * failing sample its input, expected output and the program's output. A compile error shows the compiler's
 * message; a custom run shows its input and output; a SQL run shows the result table as text.
 */
import type { RunResult } from '@katana/shared/api/practice-submissions';
import { TestTable, TextBlock } from './test-table.tsx';
import { VerdictText } from './verdict-badge.tsx';

export function RunResultView({ result }: { result: RunResult }) {
  const failing = result.tests.find((t) => t.status !== 'MATCH' && (t.sample || result.custom));
  const compileError = result.status_message === 'COMPILATION_ERROR';
  const sqlRun = result.sql !== null;
  const custom = result.custom ? result.tests[0] : undefined;
  // A custom input has no expected output: a program that ran to the end has no verdict to show, only its output.
  const ranCleanly =
    result.custom && (result.status_message === 'CORRECT_ANSWER' || result.status_message === 'WRONG_ANSWER');
  return (
    <div className="flex flex-col gap-3" data-testid="run-result">
      <div role="status" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {ranCleanly ? (
          <span className="text-lg font-semibold">Run finished</span>
        ) : (
          <VerdictText verdict={result.status_message} className="text-lg" />
        )}
        {!compileError && !result.custom && (
          <span className="text-sm text-fg-muted">
            {result.no_of_test_cases_correct}/{result.total_test_cases} sample tests passed
          </span>
        )}
      </div>
      {compileError && <TextBlock label="Compiler message" text={result.error_message ?? ''} tone="error" />}
      {result.sql && (
        <TextBlock
          label="Output"
          text={result.sql.output}
          tone={result.sql.has_error ? 'error' : undefined}
        />
      )}
      {custom && !compileError && (
        <>
          <TextBlock label="Input" text={custom.input ?? ''} />
          <TextBlock label="Your output" text={custom.actual_output ?? ''} />
          {custom.error && <TextBlock label="Error" text={custom.error} tone="error" />}
        </>
      )}
      {failing && !compileError && !result.custom && (
        <div className="flex flex-col gap-2" aria-label={`Failed test ${failing.test}`} role="group">
          <p className="text-sm font-medium">Test {failing.test} failed</p>
          {/* A SQL sample's data is a database, not text, and its result is the Output block above. */}
          {!(sqlRun && !failing.input) && <TextBlock label="Input" text={failing.input ?? ''} />}
          {!(sqlRun && !failing.expected_output) && (
            <TextBlock label="Expected output" text={failing.expected_output ?? ''} />
          )}
          {!sqlRun && <TextBlock label="Your output" text={failing.actual_output ?? ''} />}
          {failing.error && <TextBlock label="Error" text={failing.error} tone="error" />}
        </div>
      )}
      {!compileError && result.error_message && !failing?.error && (
        <TextBlock label="Error" text={result.error_message} tone="error" />
      )}
      {!compileError && <TestTable tests={result.tests} caption="Sample test results" />}
    </div>
  );
}
