/**
 * The Output panel: what the last run printed (the element labelled "Output" holds stdout only, so a test or a
 * learner reads exactly the program's output), then its verdict, time and memory, the error output and the compiler
 * message (which takes the output's place when the program did not compile). While a run is under way the panel is
 * busy; a failed call shows the server's message.
 */
import type { Ref } from 'react';
import { clsx } from 'clsx';
import type { JudgeRunResultBody } from '@katana/shared/api/judge';
import { formatDuration, formatMemory, runVerdictLabel } from './run-format.ts';

export interface RunOutputProps {
  running: boolean;
  result: JudgeRunResultBody | null;
  /** Why the last call failed (busy judge, too many runs, no network...), if it did. */
  error: string | null;
  /** The panel, so the page can bring it into view when a run ends (below the editor on narrow screens). */
  ref?: Ref<HTMLElement>;
}

const HEADING_ID = 'compiler-output-heading';

function Block({ title, tone, children }: { title: string; tone: 'error' | 'muted'; children: string }) {
  return (
    <section className="mt-3">
      <h3
        className={clsx(
          'text-xs font-semibold tracking-wide uppercase',
          tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-fg-muted',
        )}
      >
        {title}
      </h3>
      <pre
        className={clsx(
          'mt-1 max-h-64 overflow-auto rounded-md p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words',
          tone === 'error'
            ? 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-200'
            : 'bg-surface-muted text-fg',
        )}
      >
        {children}
      </pre>
    </section>
  );
}

function Summary({ result }: { result: JudgeRunResultBody }) {
  const ok = result.verdict === 'CORRECT_ANSWER';
  const run = result.run;
  const time = run ? (run.cpu_time_ms ?? run.wall_time_ms) : null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="run-summary">
      <span
        className={clsx(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          ok
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
            : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
        )}
      >
        {runVerdictLabel(result.verdict)}
      </span>
      {time !== null && (
        <span className="text-fg-muted">
          {run?.cpu_time_ms === null ? 'Time' : 'CPU time'}{' '}
          <strong className="font-semibold text-fg">{formatDuration(time)}</strong>
        </span>
      )}
      {run?.peak_memory_kb != null && (
        <span className="text-fg-muted">
          Memory <strong className="font-semibold text-fg">{formatMemory(run.peak_memory_kb)}</strong>
        </span>
      )}
    </div>
  );
}

export function RunOutput({ running, result, error, ref }: RunOutputProps) {
  const run = result?.run ?? null;
  const failedToCompile = result !== null && !result.compile.ok;
  return (
    <section
      ref={ref}
      className="flex min-h-0 scroll-mt-4 flex-col rounded-lg border border-line bg-surface p-3"
      aria-busy={running}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={HEADING_ID} className="text-sm font-semibold text-fg">
          Output
        </h2>
        <p role="status" className="text-xs text-fg-muted">
          {running ? 'Running…' : result ? `Finished: ${runVerdictLabel(result.verdict)}` : ''}
        </p>
      </div>

      {error && !running && (
        <p
          role="alert"
          className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {error}
        </p>
      )}
      {result && !running && (
        <div className="mt-2">
          <Summary result={result} />
        </div>
      )}

      {!failedToCompile && (
        <pre
          aria-labelledby={HEADING_ID}
          className={clsx(
            'mt-2 min-h-24 flex-1 overflow-auto rounded-md bg-surface-muted p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-fg',
            running && 'opacity-50',
          )}
        >
          {run?.stdout ?? ''}
        </pre>
      )}
      {!result && !running && !error && (
        <p className="mt-1 text-xs text-fg-subtle">Run your code to see its output here.</p>
      )}
      {run && !running && run.stdout === '' && (
        <p className="mt-1 text-xs text-fg-subtle">The program printed nothing.</p>
      )}
      {run?.truncated && !running && (
        <p className="mt-1 text-xs text-fg-subtle">The output was too long and has been cut.</p>
      )}

      {result && !running && failedToCompile && (
        <Block title="Compiler message" tone="error">
          {result.compile.message || result.message}
        </Block>
      )}
      {result && !running && !failedToCompile && result.compile.message && (
        <Block title="Compiler messages" tone="muted">
          {result.compile.message}
        </Block>
      )}
      {result && !running && run && result.verdict !== 'CORRECT_ANSWER' && result.message && (
        <p className="mt-3 text-sm text-red-800 dark:text-red-300">{result.message}</p>
      )}
      {run && !running && run.stderr && (
        <Block title="Error output" tone="error">
          {run.stderr}
        </Block>
      )}
    </section>
  );
}
