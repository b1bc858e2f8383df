/**
 * One card under review: the front, then (Show answer, or Space) the back and the four ratings, each with the
 * interval it gives; keys 1-4 rate. Keyed by card id by its parent, so a new card starts hidden again.
 */
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import type { ReviewCard as Card, ReviewRating } from '@katana/shared/api/flash-cards';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

const LABELS: Record<ReviewRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };
const TONES: Record<ReviewRating, string> = {
  again:
    'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950',
  hard: 'border-amber-300 text-amber-800 hover:bg-amber-50 dark:border-amber-800 dark:text-amber-300 dark:hover:bg-amber-950',
  good: 'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-300 dark:hover:bg-emerald-950',
  easy: 'border-sky-300 text-sky-800 hover:bg-sky-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950',
};

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function ReviewCard({
  card,
  pending,
  onRate,
}: {
  card: Card;
  pending: boolean;
  onRate: (rating: ReviewRating) => void;
}) {
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        // Space on a focused button would click it as well: handle it once here.
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      if (revealed && !pending && index >= 0) {
        event.preventDefault();
        onRate(card.previews[index]!.rating);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, pending, onRate, card]);

  return (
    <section
      aria-label="Flash card"
      data-testid="flash-card"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      {card.is_new && (
        <p className="mb-3 inline-block rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-hover">
          New card
        </p>
      )}
      <h2 className="sr-only">Question</h2>
      <div className="text-lg text-fg" data-testid="card-front">
        <Markdown>{card.front}</Markdown>
      </div>
      {revealed ? (
        <>
          <hr className="my-5 border-line" />
          <h2 className="sr-only">Answer</h2>
          <div className="text-base text-fg" data-testid="card-back" aria-live="polite">
            <Markdown>{card.back}</Markdown>
          </div>
          <p className="mt-6 text-sm text-fg-muted" id="rate-hint">
            How well did you remember it? (keys 1 to 4)
          </p>
          <div
            className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
            role="group"
            aria-describedby="rate-hint"
          >
            {card.previews.map((p, i) => (
              <button
                key={p.rating}
                type="button"
                disabled={pending}
                onClick={() => onRate(p.rating)}
                aria-keyshortcuts={String(i + 1)}
                className={clsx(
                  'flex flex-col items-center rounded-xl border bg-surface px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50',
                  TONES[p.rating],
                )}
              >
                <span>{LABELS[p.rating]}</span>
                <span className="text-xs font-normal opacity-80">{p.interval}</span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setRevealed(true)}
          aria-keyshortcuts="Space"
          className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-auto')}
        >
          Show answer
        </button>
      )}
    </section>
  );
}
