/**
 * The flash card quiz (/prep-plan/flash-cards/quiz over every deck, /prep-plan/flash-cards/decks/:deck/quiz over
 * one): multiple-choice questions drawn from the cards, one at a time, each answer checked by the server with the
 * right answer shown, a score at the end and a new round on demand. Open to everyone; it never changes the
 * learner's review schedule.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { QuizAnswerResult } from '@katana/shared/api/flash-cards';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useCheckAnswer, useQuiz } from '../api/quiz.ts';

export default function QuizPage({ deck }: { deck?: string }) {
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<QuizAnswerResult | null>(null);
  const quiz = useQuiz(deck, round);
  const check = useCheckAnswer();

  const questions = quiz.data?.questions ?? [];
  const question = questions[index];
  const title =
    deck && questions[0] ? `${questions[0].deck_title} quiz` : deck ? 'Deck quiz' : 'Flash card quiz';

  function answer(option: string) {
    if (!question || result || check.isPending) return;
    setChosen(option);
    check.mutate(
      { cardId: question.card_id, choice: option },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.correct) setScore((s) => s + 1);
        },
      },
    );
  }
  function next() {
    setIndex((i) => i + 1);
    setChosen(null);
    setResult(null);
  }
  function again() {
    setRound((r) => r + 1);
    setIndex(0);
    setScore(0);
    setChosen(null);
    setResult(null);
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/prep-plan/flash-cards" className="text-accent hover:underline">
          ← All decks
        </Link>
      </nav>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Pick the answer that matches the card. The quiz does not change your review schedule.
      </p>
      <div className="mt-6">
        {quiz.isError ? (
          <section
            role="alert"
            className="rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted"
          >
            <p>
              {quiz.error.status === 404
                ? 'There is no flash card deck here.'
                : 'The quiz could not be loaded. Try again in a moment.'}
            </p>
            <Link to="/prep-plan/flash-cards" className={buttonClasses('secondary', 'sm', 'mt-4')}>
              All decks
            </Link>
          </section>
        ) : !quiz.data ? (
          <div
            role="status"
            aria-label="Loading quiz"
            className="h-64 animate-pulse rounded-2xl bg-surface-muted"
          />
        ) : question ? (
          <section
            aria-labelledby="quiz-question"
            className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
          >
            <p className="text-sm text-fg-muted">
              Question {index + 1} of {questions.length}
              {!deck && ` · ${question.deck_title}`}
            </p>
            <div id="quiz-question" className="mt-2 text-lg text-fg">
              <Markdown>{question.prompt}</Markdown>
            </div>
            <ul className="mt-5 space-y-2" aria-label="Options">
              {question.options.map((option) => {
                const isAnswer = result?.answer === option;
                const isWrongPick = result && !result.correct && chosen === option;
                return (
                  <li key={option}>
                    <button
                      type="button"
                      onClick={() => answer(option)}
                      disabled={result !== null || check.isPending}
                      aria-pressed={chosen === option}
                      className={clsx(
                        'w-full rounded-xl border px-4 py-3 text-left text-sm text-fg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                        isAnswer
                          ? 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950'
                          : isWrongPick
                            ? 'border-red-500 bg-red-50 dark:bg-red-950'
                            : 'border-line bg-surface hover:bg-surface-muted',
                      )}
                    >
                      <Markdown inline>{option}</Markdown>
                    </button>
                  </li>
                );
              })}
            </ul>
            {result && (
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p
                  role="status"
                  className={
                    result.correct
                      ? 'font-semibold text-emerald-700 dark:text-emerald-400'
                      : 'font-semibold text-red-700 dark:text-red-400'
                  }
                >
                  {result.correct ? 'Correct!' : 'Not quite: the right answer is highlighted.'}
                </p>
                <button type="button" onClick={next} className={buttonClasses('primary', 'md')} autoFocus>
                  {index + 1 < questions.length ? 'Next question' : 'See your score'}
                </button>
              </div>
            )}
            {check.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                The answer could not be checked. Try again.
              </p>
            )}
          </section>
        ) : (
          <section
            aria-labelledby="quiz-done"
            className="rounded-2xl border border-line bg-surface p-6 text-center sm:p-10"
          >
            <h2 id="quiz-done" className="text-xl font-semibold text-fg">
              You got {score} of {questions.length} right
            </h2>
            <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
              <button type="button" onClick={again} className={buttonClasses('primary', 'md')}>
                New quiz
              </button>
              <Link to="/prep-plan/flash-cards" className={buttonClasses('secondary', 'md')}>
                All decks
              </Link>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
