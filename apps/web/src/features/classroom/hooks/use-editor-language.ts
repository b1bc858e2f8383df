/**
 * The editor's language on one problem: the one last used on this problem in this browser if still allowed, else
 * the server's pick (the user's default if allowed and available, else the problem's default), else the first
 * available language. Remembered per problem, so a reload opens where the learner left off.
 */
import { useCallback, useState } from 'react';
import type { ProblemDetail } from '../api/problem-detail.ts';

const key = (slug: string) => `katana-classroom-language:${slug}`;

function readStored(slug: string): string | null {
  try {
    return window.localStorage.getItem(key(slug));
  } catch {
    return null;
  }
}

export function initialLanguage(problem: ProblemDetail, stored: string | null): string | null {
  const usable = (k: string | null) =>
    k !== null && problem.languages_allowed.some((l) => l.key === k && l.available) ? k : null;
  return (
    usable(stored) ??
    usable(problem.editor_language) ??
    problem.languages_allowed.find((l) => l.available)?.key ??
    problem.editor_language
  );
}

export function useEditorLanguage(problem: ProblemDetail): [string | null, (language: string) => void] {
  const [language, setState] = useState(() => initialLanguage(problem, readStored(problem.slug)));
  const setLanguage = useCallback(
    (next: string) => {
      try {
        window.localStorage.setItem(key(problem.slug), next);
      } catch {
        // Storage refused: the choice holds until the page reloads.
      }
      setState(next);
    },
    [problem.slug],
  );
  return [language, setLanguage];
}
