/**
 * Under the statement: upvote / downvote (toggle rule), rate 1-5, report an issue, suggest an edit. Each is shown
 * only where the classroom configuration turns it on; anonymous visitors are asked to sign in.
 */
import { lazy, Suspense, useState } from 'react';
import { clsx } from 'clsx';
import type { ClassroomView } from '@katana/shared/classroom-config';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useRateProblem, type ProblemRating } from '../api/rate-problem.ts';
import { useToggleReaction } from '../api/toggle-reaction.ts';
import { applyVote, type Votes } from './vote-state.ts';

// The dialogs load when first opened.
const ReportIssueDialog = lazy(() =>
  import('./report-issue-dialog.tsx').then((m) => ({ default: m.ReportIssueDialog })),
);
const SuggestEditDialog = lazy(() =>
  import('./suggest-edit-dialog.tsx').then((m) => ({ default: m.SuggestEditDialog })),
);

const ThumbIcon = ({ down }: { down?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={clsx('size-4', down && 'rotate-180')}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M7 10v11H4V10h3Zm0 0 4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7" />
  </svg>
);

export function ProblemActions({ problem, view }: { problem: ProblemDetail; view: ClassroomView }) {
  const auth = useAuth();
  const { openLogin } = useLoginDialog();
  const notify = useNotify();
  const [votes, setVotes] = useState<Votes>({
    reaction: problem.last_upvote_reaction_type,
    up: problem.upvote_count,
    down: problem.downvote_count,
  });
  const [rating, setRating] = useState<ProblemRating>(problem.rating);
  const [dialog, setDialog] = useState<'report' | 'suggest' | null>(null);
  const react = useToggleReaction(problem.id);
  const rate = useRateProblem(problem.slug);

  const signedIn = () => {
    if (auth.isAuthenticated) return true;
    openLogin({ source: 'problem_classroom', variant: 'panel' });
    return false;
  };

  const vote = (pressed: 1 | -1) => {
    if (!signedIn() || react.isPending) return;
    const before = votes;
    setVotes(applyVote(votes, pressed));
    react.mutate(pressed, {
      onSuccess: (s) => setVotes({ reaction: s.reaction_type, up: s.upvote_count, down: s.downvote_count }),
      onError: (e) => {
        setVotes(before);
        notify({ kind: 'error', title: e.message });
      },
    });
  };

  const rateWith = (stars: number) => {
    if (!signedIn()) return;
    const before = rating;
    setRating({ ...rating, mine: stars });
    rate.mutate(stars, {
      onSuccess: setRating,
      onError: (e) => {
        setRating(before);
        notify({ kind: 'error', title: e.message });
      },
    });
  };

  const voteButton = (pressed: 1 | -1, count: number, label: string) => (
    <button
      type="button"
      aria-pressed={votes.reaction === pressed}
      // The visible count is part of the name (WCAG 2.5.3): "Upvote, 4".
      aria-label={`${label}, ${count}`}
      onClick={() => vote(pressed)}
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 text-sm tabular-nums',
        votes.reaction === pressed
          ? 'border-accent bg-accent-soft text-accent'
          : 'border-line text-fg-muted hover:bg-surface-muted',
      )}
    >
      <ThumbIcon down={pressed === -1} />
      {count}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-4">
      <div className="flex gap-2">
        {voteButton(1, votes.up, 'Upvote')}
        {voteButton(-1, votes.down, 'Downvote')}
      </div>
      {view.features.rate && (
        <div role="radiogroup" aria-label="Rate this problem" className="flex items-center gap-0.5">
          {[1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={rating.mine === stars}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              onClick={() => rateWith(stars)}
              className={clsx(
                // 24 px square at least (WCAG 2.5.8 target size).
                'inline-flex size-6 items-center justify-center text-lg leading-none',
                (rating.mine ?? 0) >= stars ? 'text-amber-500' : 'text-fg-subtle hover:text-amber-400',
              )}
            >
              ★
            </button>
          ))}
          <span className="ml-2 text-xs text-fg-muted">
            {rating.average === null ? 'No ratings yet' : `${rating.average.toFixed(1)} (${rating.count})`}
          </span>
        </div>
      )}
      <div className="flex gap-1 sm:ml-auto">
        {view.features.report && (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => signedIn() && setDialog('report')}
          >
            Report an issue
          </button>
        )}
        {view.features.suggestEdit && (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => signedIn() && setDialog('suggest')}
          >
            Suggest an edit
          </button>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog === 'report' && (
          <ReportIssueDialog
            problemId={problem.id}
            open
            onOpenChange={(o) => setDialog(o ? 'report' : null)}
          />
        )}
        {dialog === 'suggest' && (
          <SuggestEditDialog slug={problem.slug} open onOpenChange={(o) => setDialog(o ? 'suggest' : null)} />
        )}
      </Suspense>
    </div>
  );
}
