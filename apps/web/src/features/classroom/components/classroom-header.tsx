/**
 * The classroom's own header bar (the site header is hidden on this route): back to the problems, the problem's
 * name and difficulty, the learner's score, and the bookmark.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useSetBookmark } from '../../../lib/api/set-bookmark.ts';

const DIFFICULTY: Record<Difficulty, { label: string; tone: string }> = {
  EASY: { label: 'Easy', tone: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' },
  MEDIUM: { label: 'Medium', tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  HARD: { label: 'Hard', tone: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' },
};

const BookmarkIcon = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className="size-5"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M6 3h12v18l-6-4-6 4V3Z" />
  </svg>
);

export function ClassroomHeader({ problem }: { problem: ProblemDetail }) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const notify = useNotify();
  const [bookmarked, setBookmarked] = useState(problem.is_bookmarked);
  const bookmark = useSetBookmark();
  const difficulty = DIFFICULTY[problem.difficulty];

  const toggle = () => {
    if (!auth.isAuthenticated) {
      openLogin({ source: 'problem_classroom', variant: 'panel' });
      return;
    }
    const next = !bookmarked;
    setBookmarked(next);
    bookmark.mutate(
      { problemId: problem.id, bookmarked: next },
      {
        onSuccess: (state) => setBookmarked(state.is_bookmarked),
        onError: (e) => {
          setBookmarked(!next);
          notify({ kind: 'error', title: e.message });
        },
      },
    );
  };

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-3 md:px-4">
      <Link
        to="/problems"
        className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
        aria-label="Back to problems"
      >
        <span aria-hidden="true">←</span>
        <span className="hidden sm:inline">Problems</span>
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <h1 className="truncate text-base font-semibold md:text-lg">{problem.name}</h1>
        <span
          data-difficulty={problem.difficulty}
          className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', difficulty.tone)}
        >
          {difficulty.label}
        </span>
      </div>
      {problem.problem_type !== 'NOTE' && (
        <span
          className="hidden text-sm text-fg-muted tabular-nums sm:inline"
          title="Your score on this problem"
        >
          Score {problem.user_score ?? 0}/{problem.max_score}
        </span>
      )}
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-label="Bookmark"
        title={bookmarked ? 'Remove bookmark' : 'Bookmark this problem'}
        onClick={toggle}
        className={clsx(iconButtonClasses, bookmarked && 'text-accent')}
      >
        <BookmarkIcon filled={bookmarked} />
      </button>
    </header>
  );
}
