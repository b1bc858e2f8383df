/**
 * The SOLUTION tab. The first look is recorded (solution_seen) and takes solution_penalty_percentage off later
 * submissions' scores, so the tab warns first and loads the solution only once the learner accepts. After that:
 * the editorial and the reference code, or for a quiz the right answers and their explanation.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEditorTheme } from '../../../components/code-editor/editor-theme.ts';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx';
import { languageLabel } from './format.ts';
import { RichText } from './rich-text.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { classroomKeys } from '../api/classroom-keys.ts';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { useProblemSolution } from '../api/problem-solution.ts';
import { QueryStatus } from './form-bits.tsx';

export function SolutionTab({ problem, signedIn }: { problem: ProblemDetail; signedIn: boolean }) {
  const [accepted, setAccepted] = useState(problem.solution_seen);
  const solution = useProblemSolution(problem.slug, signedIn && problem.has_solution && accepted);
  const queryClient = useQueryClient();
  const { theme } = useEditorTheme();
  const [language, setLanguage] = useState<string | null>(null);

  // The problem now says solution_seen; refresh it so the warning does not come back.
  const seenNow = solution.isSuccess && !problem.solution_seen;
  useEffect(() => {
    if (seenNow) void queryClient.invalidateQueries({ queryKey: classroomKeys.problem(problem.slug) });
  }, [seenNow, queryClient, problem.slug]);

  if (!problem.has_solution)
    return <p className="text-sm text-fg-muted">No solution is available for this problem yet.</p>;
  if (!signedIn) return <p className="text-sm text-fg-muted">Sign in to see the solution.</p>;

  if (!accepted) {
    return (
      <div
        className="flex flex-col gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 dark:bg-amber-950/30"
        role="group"
        aria-label="Solution warning"
      >
        <p className="font-semibold">Viewing the solution costs points</p>
        <p className="text-sm">
          Once you view the solution, your later submissions on this problem score{' '}
          <strong>{problem.solution_penalty_percentage}% less</strong>. A score you have already earned stays.
        </p>
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'self-start')}
          onClick={() => setAccepted(true)}
        >
          View solution
        </button>
      </div>
    );
  }
  if (!solution.isSuccess) return <QueryStatus query={solution} loading="Loading the solution…" />;

  const data = solution.data;
  const code = data.solutions.find((s) => s.language === language) ?? data.solutions[0];
  return (
    <div className="flex flex-col gap-5">
      {data.editorial && (
        <section aria-label="Editorial">
          <RichText markdown={data.editorial} html={data.editorial_html} />
        </section>
      )}
      {data.right_answers && (
        <section aria-label="Right answers" className="text-sm">
          <p className="font-semibold">Right answer{data.right_answers.length === 1 ? '' : 's'}</p>
          <p>
            {data.right_answers
              .map((id) =>
                problem.item && 'options' in problem.item
                  ? (problem.item.options.find((o) => o.id === id)?.text ?? id)
                  : id,
              )
              .join(', ')}
          </p>
        </section>
      )}
      {data.solution_desc && <RichText markdown={data.solution_desc} html={data.solution_desc_html} />}
      {code && (
        <section aria-label="Reference code" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold">Reference code</h2>
            {data.solutions.length > 1 && (
              <select
                aria-label="Solution language"
                value={code.language}
                onChange={(e) => setLanguage(e.target.value)}
                className="h-8 rounded-lg border border-line bg-surface px-2 text-sm"
              >
                {data.solutions.map((s) => (
                  <option key={s.language} value={s.language}>
                    {languageLabel(problem.languages_allowed, s.language)}
                  </option>
                ))}
              </select>
            )}
          </div>
          <LazyCodeEditor
            value={code.code}
            language={code.language}
            theme={theme}
            readOnly
            aria-label="Reference code"
            height={400}
          />
        </section>
      )}
    </div>
  );
}
