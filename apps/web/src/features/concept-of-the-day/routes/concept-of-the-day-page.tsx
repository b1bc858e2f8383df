/**
 * /concept-of-the-day and /concept-of-the-day/:date (spec 01 route map, "concept of the day has a quiz"): the day's
 * concept as an article, its quiz (/concept-of-the-day/quiz scrolls to it) and the archive of the last 30 days.
 * Open to everyone.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { formatIstDate } from '@katana/shared/engagement/ist-time';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useConcept, useConceptArchive } from '../api/concept.ts';
import { ConceptQuiz } from '../components/concept-quiz.tsx';

function Archive({ current }: { current: string | undefined }) {
  const archive = useConceptArchive();
  if (!archive.data) return null;
  return (
    <section aria-labelledby="concept-archive-title" className="rounded-2xl border border-line bg-surface">
      <h2
        id="concept-archive-title"
        className="border-b border-line px-5 py-4 text-base font-semibold text-fg"
      >
        Last 30 days
      </h2>
      <ul className="divide-y divide-line">
        {archive.data.days.map((day) => (
          <li key={day.date}>
            <Link
              to={day.date === archive.data.today ? '/concept-of-the-day' : `/concept-of-the-day/${day.date}`}
              aria-current={day.date === current ? 'page' : undefined}
              className="flex items-center justify-between gap-3 px-5 py-3 text-sm hover:bg-surface-muted aria-[current=page]:bg-accent/5"
            >
              <span className="font-medium text-fg">{day.title}</span>
              <span className="shrink-0 text-xs text-fg-subtle">{formatIstDate(day.date)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ConceptOfTheDayPage({ params }: { params: Record<string, string> }) {
  const { pathname } = useLocation();
  const concept = useConcept(params.date);
  const wantsQuiz = pathname.replace(/\/$/, '').endsWith('/quiz');
  const loaded = !!concept.data;

  useEffect(() => {
    if (wantsQuiz && loaded) document.getElementById('quiz')?.scrollIntoView?.();
  }, [wantsQuiz, loaded]);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <p className="text-sm font-medium text-accent">
        Concept of the day{concept.data && ` · ${formatIstDate(concept.data.date)}`}
      </p>
      {concept.isError ? (
        <section
          role="alert"
          className="mt-4 rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted"
        >
          <h1 className="text-xl font-semibold text-fg">
            {concept.error.status === 404 ? 'No concept for this date' : 'The concept could not be loaded'}
          </h1>
          <Link to="/concept-of-the-day" className={buttonClasses('secondary', 'sm', 'mt-4')}>
            Today's concept
          </Link>
        </section>
      ) : !concept.data ? (
        <div
          role="status"
          aria-label="Loading concept"
          className="mt-4 h-96 animate-pulse rounded-2xl bg-surface-muted"
        />
      ) : (
        <div className="mt-2 space-y-6">
          <article aria-labelledby="concept-title">
            <h1 id="concept-title" className="text-2xl font-bold text-fg sm:text-3xl">
              {concept.data.title}
            </h1>
            <p className="mt-1 text-sm text-fg-muted">{concept.data.summary}</p>
            <div className="mt-5 text-fg">
              <Markdown>{concept.data.article}</Markdown>
            </div>
          </article>
          <ConceptQuiz key={concept.data.date} concept={concept.data} />
        </div>
      )}
      <div className="mt-6">
        <Archive current={concept.data?.date} />
      </div>
    </main>
  );
}
