/**
 * The PROBLEM tab: statement (Markdown with math), samples, limits, topics and companies, hints and the learner's
 * actions. Quiz items put their question (options or blanks) and Submit under the statement.
 */
import type { ReactNode } from 'react';
import type { ClassroomView } from '@katana/shared/classroom-config';
import type { ProblemDetail } from '../api/problem-detail.ts';
import { HintList } from './hint-list.tsx';
import { ProblemActions } from './problem-actions.tsx';
import { RichTextWithoutTitle } from './rich-text.tsx';
import { TextBlock } from './test-table.tsx';

function Limits({ problem }: { problem: ProblemDetail }) {
  if (problem.time_limit_s === null && problem.memory_limit_mb === null) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {problem.time_limit_s !== null && (
        <div className="flex gap-1.5">
          <dt className="text-fg-muted">Time limit</dt>
          <dd className="font-medium">{problem.time_limit_s} s</dd>
        </div>
      )}
      {problem.memory_limit_mb !== null && (
        <div className="flex gap-1.5">
          <dt className="text-fg-muted">Memory limit</dt>
          <dd className="font-medium">{problem.memory_limit_mb} MB</dd>
        </div>
      )}
    </dl>
  );
}

function Tags({ label, tags }: { label: string; tags: { slug: string; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm">
      <span className="mr-1 text-fg-muted">{label}</span>
      <ul aria-label={label} className="contents">
        {tags.map((tag) => (
          <li
            key={tag.slug}
            className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-fg-muted"
          >
            {tag.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProblemStatement({
  problem,
  view,
  question,
}: {
  problem: ProblemDetail;
  view: ClassroomView;
  question?: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-5">
      {question ?? (
        <RichTextWithoutTitle
          markdown={problem.statement}
          html={problem.statement_html}
          title={problem.name}
        />
      )}
      {problem.samples.length > 0 && (
        <section aria-labelledby="samples-heading" className="flex flex-col gap-3">
          <h2 id="samples-heading" className="text-base font-semibold">
            Sample tests
          </h2>
          {problem.samples.map((sample, i) => (
            <div key={i} className="grid gap-2 md:grid-cols-2">
              <TextBlock label={`Sample input ${i + 1}`} text={sample.input} />
              <TextBlock label={`Sample output ${i + 1}`} text={sample.output} />
            </div>
          ))}
        </section>
      )}
      <Limits problem={problem} />
      <div className="flex flex-col gap-2">
        <Tags label="Topics" tags={problem.topics} />
        <Tags label="Companies" tags={problem.companies} />
      </div>
      {view.features.hints && <HintList hints={problem.hints} hintsHtml={problem.hints_html} />}
      <ProblemActions problem={problem} view={view} />
    </article>
  );
}
