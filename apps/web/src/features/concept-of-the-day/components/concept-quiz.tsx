/**
 * A concept's three-question quiz: pick one option per question, check them all at once, then see the score and,
 * for each question, whether the pick was right, the right option and why.
 */
import { useState } from 'react';
import { clsx } from 'clsx';
import type { ConceptOfTheDay } from '@katana/shared/api/concept-of-the-day';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useCheckConceptQuiz } from '../api/concept.ts';

/** Markdown source as words: maths and code marks dropped, "$O(n)$" reads "O(n)". */
function plainText(markdown: string): string {
  return markdown
    .replace(/[$`*_]/g, '')
    .replace(/\\/g, '')
    .trim();
}

export function ConceptQuiz({ concept }: { concept: ConceptOfTheDay }) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => concept.quiz.map(() => null));
  const check = useCheckConceptQuiz(concept.date);
  const result = check.data;
  const complete = answers.every((a) => a !== null);

  return (
    <section
      id="quiz"
      aria-labelledby="concept-quiz-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="concept-quiz-title" className="text-lg font-semibold text-fg">
        Quiz
      </h2>
      <form
        className="mt-4 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) check.mutate(answers as number[]);
        }}
      >
        {concept.quiz.map((question, qi) => {
          const outcome = result?.results[qi];
          return (
            <fieldset key={qi} className="space-y-2" disabled={!!result || check.isPending}>
              <legend className="mb-2 text-sm font-medium text-fg">
                <span className="sr-only">Question {qi + 1}: </span>
                <Markdown inline>{question.prompt}</Markdown>
              </legend>
              {question.options.map((option, oi) => (
                <label
                  key={oi}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm text-fg',
                    outcome && oi === outcome.answer
                      ? 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950'
                      : outcome && answers[qi] === oi
                        ? 'border-red-500 bg-red-50 dark:bg-red-950'
                        : 'border-line hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="radio"
                    name={`question-${qi}`}
                    // An option that is only maths or code has no text a checker (or some readers) can name it by.
                    aria-label={plainText(option)}
                    className="mt-1"
                    checked={answers[qi] === oi}
                    onChange={() => setAnswers((prev) => prev.map((a, i) => (i === qi ? oi : a)))}
                  />
                  <Markdown inline>{option}</Markdown>
                </label>
              ))}
              {outcome && (
                <p
                  className={clsx(
                    'text-sm',
                    outcome.correct
                      ? 'text-emerald-700 dark:text-emerald-400'
                      : 'text-red-700 dark:text-red-400',
                  )}
                >
                  <strong>{outcome.correct ? 'Correct. ' : 'Not quite. '}</strong>
                  <span className="text-fg-muted">{outcome.explanation}</span>
                </p>
              )}
            </fieldset>
          );
        })}
        {result ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-base font-semibold text-fg">
              You scored {result.score} of {result.total}
            </p>
            <button
              type="button"
              onClick={() => {
                check.reset();
                setAnswers(concept.quiz.map(() => null));
              }}
              className={buttonClasses('secondary', 'md')}
            >
              Try again
            </button>
          </div>
        ) : (
          <button
            type="submit"
            disabled={!complete || check.isPending}
            className={buttonClasses('primary', 'md')}
          >
            Check answers
          </button>
        )}
        {check.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            The answers could not be checked. Try again.
          </p>
        )}
      </form>
    </section>
  );
}
