/**
 * A SUBJECTIVE problem's rubric (levels 0..max and a pass score), shared by the classroom (the list above the answer
 * editor, the peers' review form) and the moderators' review page. Level descriptions are Markdown: the server's
 * HTML when sent (the renderer the statements use), else rendered here.
 */
import { LazyMarkdown } from '../markdown/lazy-markdown.tsx';
import { MarkdownHtml } from '../markdown/markdown-html.tsx';

interface RubricLevel {
  score: number;
  description: string;
  description_html?: string;
}

export interface Rubric {
  pass_score: number;
  levels: RubricLevel[];
}

const levelClasses = 'text-sm';

function LevelText({ level }: { level: RubricLevel }) {
  return typeof level.description_html === 'string' ? (
    <MarkdownHtml html={level.description_html} inline className={levelClasses} />
  ) : (
    <LazyMarkdown inline className={levelClasses}>
      {level.description}
    </LazyMarkdown>
  );
}

export function RubricList({ rubric, headingId }: { rubric: Rubric; headingId: string }) {
  const top = rubric.levels.length - 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        Rubric (0–{top}; {rubric.pass_score} or more solves it)
      </h2>
      <ol className="flex flex-col gap-1 text-sm" start={0}>
        {rubric.levels.map((level) => (
          <li key={level.score} className="flex items-baseline gap-1">
            <strong>{level.score}</strong> — <LevelText level={level} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The radio group a reviewer scores with, one option per rubric level. */
export function RubricScoreField({
  rubric,
  name,
  value,
  onChange,
}: {
  rubric: Rubric;
  name: string;
  value: number | null;
  onChange(score: number): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">Score by the rubric</legend>
      {rubric.levels.map((level) => (
        <label key={level.score} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={level.score}
            checked={value === level.score}
            onChange={() => onChange(level.score)}
          />
          <span className="flex items-baseline gap-1">
            <strong>{level.score}</strong> — <LevelText level={level} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
