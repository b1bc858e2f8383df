/** Live progress of a submission being judged: a row per test that turns green or red as its `executed` event comes. */
import { clsx } from 'clsx';
import { CASE_STATUS_LABEL, formatMemory, formatTime } from './format.ts';
import type { ProgressRow } from '../hooks/use-judge.ts';
import { caseTone } from './test-table.tsx';

const STAGE_TEXT: Record<string, string> = {
  started: 'Judging started',
  'API successful': 'Submission received',
  compiled: 'Compiled',
  executed: 'Running tests',
  'result awaited': 'Scoring',
};

export function JudgeProgress({ rows, stage }: { rows: ProgressRow[]; stage: string | null }) {
  const done = rows.filter((r) => r.status !== null).length;
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <p role="status" className="text-sm font-medium">
        {rows.length > 0
          ? `Judging… ${done}/${rows.length} tests`
          : `${stage ? (STAGE_TEXT[stage] ?? stage) : 'In queue'}…`}
      </p>
      {rows.length > 0 && (
        <ol aria-label="Test progress" className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <li
              key={row.test}
              data-status={row.status ?? 'PENDING'}
              className={clsx(
                'flex items-center justify-between gap-2 rounded-md border px-2 py-1',
                row.status === null
                  ? 'border-line text-fg-subtle'
                  : row.status === 'MATCH'
                    ? 'border-green-600/40 bg-green-50 dark:bg-green-950/40'
                    : 'border-red-600/40 bg-red-50 dark:bg-red-950/40',
              )}
            >
              <span>Test {row.test}</span>
              <span className={clsx('font-medium', caseTone(row.status))}>
                {row.status === null ? 'Waiting' : CASE_STATUS_LABEL[row.status]}
              </span>
              {row.status !== null && (
                <span className="text-xs text-fg-muted tabular-nums">
                  {formatTime(row.time_ms)} · {formatMemory(row.memory_kb)}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
