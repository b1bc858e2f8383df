/** The SUBMISSION tab: the learner's submissions, newest first, the best one marked; open one to read its code. */
import { useState } from 'react';
import { clsx } from 'clsx';
import type { Submission } from '@katana/shared/api/practice-submissions';
import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useProblemSubmissions } from '../api/problem-submissions.ts';
import { formatMemory, formatTime, languageLabel, relativeTime } from './format.ts';
import { SubmissionResultView } from './submission-result.tsx';
import { VerdictText } from './verdict-badge.tsx';
import { QueryStatus } from './form-bits.tsx';

function SubmissionDetail({
  submission,
  problem,
  onBack,
}: {
  submission: Submission;
  problem: ProblemDetail;
  onBack(): void;
}) {
  const { theme } = useEditorTheme();
  const language = languageLabel(problem.languages_allowed, submission.language);
  return (
    <div className="flex flex-col gap-4">
      <button type="button" className={buttonClasses('ghost', 'sm', 'self-start')} onClick={onBack}>
        ← All submissions
      </button>
      <SubmissionResultView submission={submission} maxScore={problem.max_score} />
      {submission.code !== null && (
        <div className="flex flex-col gap-1">
          <div className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Code · {language}</div>
          <LazyCodeEditor
            value={submission.code}
            language={submission.language ?? undefined}
            theme={theme}
            readOnly
            aria-label="Submitted code"
            height={360}
          />
        </div>
      )}
    </div>
  );
}

export function SubmissionsTab({ problem, signedIn }: { problem: ProblemDetail; signedIn: boolean }) {
  const submissions = useProblemSubmissions(problem.slug, signedIn);
  const [openId, setOpenId] = useState<string | null>(null);
  const now = useClock()();

  if (!signedIn) return <p className="text-sm text-fg-muted">Sign in to see your submissions.</p>;
  if (!submissions.isSuccess) return <QueryStatus query={submissions} loading="Loading submissions…" />;
  const list = submissions.data;
  const open = list.find((s) => s.id === openId);
  if (open) return <SubmissionDetail submission={open} problem={problem} onBack={() => setOpenId(null)} />;
  if (list.length === 0)
    return (
      <p className="text-sm text-fg-muted">No submissions yet. Submit your code to see it judged here.</p>
    );

  const languageName = (key: string | null) => languageLabel(problem.languages_allowed, key) ?? '–';
  return (
    <ul aria-label="Submissions" className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {list.map((s) => (
        <li key={s.id} data-best={s.is_best || undefined}>
          <button
            type="button"
            onClick={() => setOpenId(s.id)}
            className={clsx(
              'flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-left text-sm hover:bg-surface-muted',
              s.is_best && 'bg-accent-soft/50',
            )}
          >
            <span className="min-w-40">
              {s.status_message ? (
                <VerdictText verdict={s.status_message} />
              ) : (
                <span className="text-fg-muted">Judging…</span>
              )}
              {s.is_best && (
                <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">
                  Best
                </span>
              )}
            </span>
            <span className="text-fg-muted">{languageName(s.language)}</span>
            {s.total_test_cases > 0 && (
              <span className="text-fg-muted tabular-nums">
                {s.no_of_test_cases_correct}/{s.total_test_cases}
              </span>
            )}
            <span className="text-fg-muted tabular-nums">
              {formatTime(s.total_time_ms)} · {formatMemory(s.max_memory_kb)}
            </span>
            <span className="ml-auto text-xs text-fg-subtle">
              <time dateTime={s.created_date}>{relativeTime(s.created_date, now)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
