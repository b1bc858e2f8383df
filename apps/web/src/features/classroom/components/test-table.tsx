/**
 * The per-test rows of a run or a judged submission: status, time and memory of each test. Tests the judge skipped
 * once the verdict was settled (an ICPC contest stops at the first failure) read "Not run", greyed, without numbers.
 */
import { clsx } from 'clsx';
import { TEST_NOT_RUN, type TestResult } from '@katana/shared/api/practice-submissions';
import { TEST_STATUS_LABEL, formatMemory, formatTime } from './format.ts';

export function caseTone(status: string | null): string {
  if (status === null || status === TEST_NOT_RUN) return 'text-fg-subtle';
  return status === 'MATCH' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
}

export function TestTable({ tests, caption }: { tests: TestResult[]; caption: string }) {
  if (tests.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th className="py-1 pr-3 font-medium">Test</th>
            <th className="py-1 pr-3 font-medium">Result</th>
            <th className="py-1 pr-3 font-medium">Time</th>
            <th className="py-1 font-medium">Memory</th>
          </tr>
        </thead>
        <tbody>
          {tests.map((t) => (
            <tr key={t.test} data-status={t.status} className="border-t border-line">
              <td className="py-1 pr-3 whitespace-nowrap">
                Test {t.test}
                {t.sample && <span className="ml-1 text-xs text-fg-subtle">(sample)</span>}
              </td>
              <td className={clsx('py-1 pr-3 font-medium', caseTone(t.status))}>
                {TEST_STATUS_LABEL[t.status]}
              </td>
              <td className="py-1 pr-3 tabular-nums">{formatTime(t.time_ms)}</td>
              <td className="py-1 tabular-nums">{formatMemory(t.memory_kb)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TextBlock({ label, text, tone }: { label: string; text: string; tone?: 'error' }) {
  return (
    <div>
      <div className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</div>
      {/* A <pre> has no role that allows a name (axe: aria-prohibited-attr); as a named group it keeps its label. */}
      <pre
        role="group"
        aria-label={label}
        className={clsx(
          'max-h-60 overflow-auto rounded-md border border-line bg-surface-muted p-2 font-mono text-[13px] whitespace-pre-wrap',
          tone === 'error' && 'text-red-700 dark:text-red-300',
        )}
      >
        {text === '' ? ' ' : text}
      </pre>
    </div>
  );
}
