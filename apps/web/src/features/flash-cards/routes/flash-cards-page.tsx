/**
 * /prep-plan/flash-cards (spec 01 route map): every deck with its card count and, for a signed-in learner, the
 * cards due now; each deck opens its review (/prep-plan/flash-cards/decks/:deck) or its quiz. /prep-plan/flash-cards/quiz
 * is a quiz over every deck (quiz-page.tsx).
 */
import { Link, useLocation } from 'react-router';
import { authRedirectUrl } from '@katana/shared/routes';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useDecks } from '../api/decks.ts';
import { DueCountsLine } from '../components/due-badge.tsx';
import QuizPage from './quiz-page.tsx';

export default function FlashCardsPage() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '').endsWith('/quiz')) return <QuizPage />;
  return <DeckList />;
}

function DeckList() {
  const auth = useAuth();
  const viewer = auth.user?.id ?? null;
  const decks = useDecks(viewer, auth.ready);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">Flash cards</h1>
          <p className="mt-1 max-w-2xl text-sm text-fg-muted sm:text-base">
            Review interview concepts with spaced repetition: rate how well you remembered each card and it
            comes back just before you would forget it.
            {decks.data && ` Up to ${decks.data.new_cards_per_day} new cards per deck a day.`}
          </p>
        </div>
        <Link to="/prep-plan/flash-cards/quiz" className={buttonClasses('secondary', 'md', 'shrink-0')}>
          Quiz on every deck
        </Link>
      </div>
      {auth.ready && !auth.isAuthenticated && (
        <p className="mt-4 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-fg-muted">
          <Link to={authRedirectUrl('/prep-plan/flash-cards')} className="font-medium text-accent underline">
            Sign in
          </Link>{' '}
          to review cards and keep your schedule. The quizzes are open to everyone.
        </p>
      )}
      {decks.isError && (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted"
        >
          <p>The decks could not be loaded. Try again in a moment.</p>
          <button
            type="button"
            onClick={() => void decks.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-4')}
          >
            Try again
          </button>
        </div>
      )}
      {(decks.isPending || !auth.ready) && !decks.data && (
        <div
          role="status"
          aria-label="Loading decks"
          className="mt-6 h-48 animate-pulse rounded-2xl bg-surface-muted"
        />
      )}
      {decks.data && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Decks">
          {decks.data.decks.map((deck) => (
            <li key={deck.slug}>
              <article
                aria-labelledby={`deck-${deck.slug}`}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm"
              >
                <h2 id={`deck-${deck.slug}`} className="text-lg font-semibold text-fg">
                  {deck.title}
                </h2>
                <p className="mt-1 text-xs text-fg-subtle">{deck.card_count} cards</p>
                <p className="mt-2 flex-1 text-sm text-fg-muted">{deck.description}</p>
                {deck.due && (
                  <div className="mt-3">
                    <DueCountsLine due={deck.due} />
                  </div>
                )}
                <div className="mt-4 flex gap-2">
                  {auth.isAuthenticated && (
                    <Link
                      to={`/prep-plan/flash-cards/decks/${deck.slug}`}
                      className={buttonClasses('primary', 'sm')}
                      aria-label={`Review ${deck.title}`}
                    >
                      Review
                    </Link>
                  )}
                  <Link
                    to={`/prep-plan/flash-cards/decks/${deck.slug}/quiz`}
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={`Quiz on ${deck.title}`}
                  >
                    Quiz
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
