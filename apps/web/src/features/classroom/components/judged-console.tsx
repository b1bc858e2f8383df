/**
 * What a front-end submission's page logged during each judged test (console.log, errors), as the judge captured it
 * in its browser and stored it with the submission: shown live with the verdict and again whenever the learner
 * opens the submission later.
 */
import type { TestResult } from '@katana/shared/api/practice-submissions';

export function JudgedConsole({ tests }: { tests: readonly TestResult[] }) {
  const logged = tests.filter((t) => (t.console?.length ?? 0) > 0);
  if (logged.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" role="group" aria-label="Judged console">
      <p className="text-sm font-medium">What your page logged in the judge</p>
      {logged.map((t) => (
        <div key={t.test} className="rounded-md border border-line bg-surface-muted px-3 py-2">
          <p className="text-xs text-fg-muted">Test {t.test}</p>
          <ol
            aria-label={`Console of test ${t.test}`}
            className="flex flex-col gap-0.5 font-mono text-[13px]"
          >
            {t.console!.map((line, i) => (
              <li
                key={i}
                className={line.startsWith('[error]') ? 'text-red-700 dark:text-red-300' : undefined}
              >
                {line}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
