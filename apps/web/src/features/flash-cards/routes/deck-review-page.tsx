/**
 * /prep-plan/flash-cards/decks/:deck: review the deck's due cards one at a time (FSRS schedules each rating), with
 * the counts due now; /prep-plan/flash-cards/decks/:deck/quiz shows the deck's quiz instead (quiz-page.tsx).
 * Reviewing needs a signed-in learner; an anonymous visitor is offered sign-in and the quiz.
 */
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import type { ReviewRating } from '@katana/shared/api/flash-cards';
import { authRedirectUrl } from '@katana/shared/routes';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useRateCard, useReviewSession } from '../api/review.ts';
import { DueCountsLine } from '../components/due-badge.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import QuizPage from './quiz-page.tsx';

function nextDueText(iso: string | null): string {
  if (!iso) return 'You have reviewed every card of this deck you have started.';
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date().toDateString();
  const time = at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  return `The next card is due ${sameDay ? `at ${time}` : `on ${at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} at ${time}`}.`;
}

function Review({ viewer, deck }: { viewer: number; deck: string }) {
  const session = useReviewSession(viewer, deck);
  const rate = useRateCard(viewer, deck);
  const card = session.data?.card ?? null;
  const { mutate } = rate;
  const onRate = useCallback(
    (rating: ReviewRating) => {
      if (card) mutate({ cardId: card.id, rating });
    },
    [card, mutate],
  );

  if (session.isError) {
    if (session.error.status === 404) {
      return (
        <section role="alert" className="rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted">
          <h1 className="text-xl font-semibold text-fg">Deck not found</h1>
          <p className="mt-2">There is no flash card deck here.</p>
          <Link to="/prep-plan/flash-cards" className={buttonClasses('secondary', 'sm', 'mt-4')}>
            All decks
          </Link>
        </section>
      );
    }
    return (
      <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted">
        <p>The deck could not be loaded. Try again in a moment.</p>
        <button
          type="button"
          onClick={() => void session.refetch()}
          className={buttonClasses('secondary', 'sm', 'mt-4')}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!session.data) {
    return (
      <div
        role="status"
        aria-label="Loading cards"
        className="h-64 animate-pulse rounded-2xl bg-surface-muted"
      />
    );
  }
  const { deck: summary } = session.data;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{summary.title}</h1>
          <p className="mt-1 text-sm text-fg-muted">{summary.card_count} cards</p>
        </div>
        <DueCountsLine due={summary.due} />
      </div>
      <div className="mt-6">
        {card ? (
          <ReviewCard key={card.id} card={card} pending={rate.isPending} onRate={onRate} />
        ) : (
          <section
            className="rounded-2xl border border-line bg-surface p-6 text-center sm:p-10"
            aria-labelledby="done-title"
          >
            <h2 id="done-title" className="text-xl font-semibold text-fg">
              All caught up
            </h2>
            <p className="mt-2 text-sm text-fg-muted">
              No cards are due now. {nextDueText(session.data.next_due_at)}
            </p>
            <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
              <Link
                to={`/prep-plan/flash-cards/decks/${deck}/quiz`}
                className={buttonClasses('primary', 'md')}
              >
                Take the quiz
              </Link>
              <Link to="/prep-plan/flash-cards" className={buttonClasses('secondary', 'md')}>
                All decks
              </Link>
            </div>
          </section>
        )}
        {rate.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            {rate.error.message}
          </p>
        )}
      </div>
    </>
  );
}

export default function DeckReviewPage({ params }: { params: Record<string, string> }) {
  const { pathname } = useLocation();
  const auth = useAuth();
  const deck = params.deck ?? '';
  if (pathname.replace(/\/$/, '').endsWith('/quiz')) return <QuizPage deck={deck} />;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/prep-plan/flash-cards" className="text-accent hover:underline">
          ← All decks
        </Link>
      </nav>
      {!auth.ready ? (
        <div aria-busy="true" className="h-64" />
      ) : auth.user ? (
        <Review viewer={auth.user.id} deck={deck} />
      ) : (
        <section className="rounded-2xl border border-line bg-surface p-6 sm:p-10">
          <h1 className="text-xl font-semibold text-fg">Sign in to review flash cards</h1>
          <p className="mt-2 text-sm text-fg-muted">
            Your reviews are scheduled with spaced repetition, so we keep them with your account.
          </p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Link to={authRedirectUrl(pathname)} className={buttonClasses('primary', 'md')}>
              Sign in
            </Link>
            <Link
              to={`/prep-plan/flash-cards/decks/${deck}/quiz`}
              className={buttonClasses('secondary', 'md')}
            >
              Take the quiz instead
            </Link>
          </div>
        </section>
      )}
    </main>
  );
}
