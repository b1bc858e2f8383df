/** A problem's topics as small chips and its companies as a line, each cut to a few with a "+N" for the rest. */
import type { ProblemSummary } from '@katana/shared/api/practice-catalogue';

const MAX_TOPICS = 3;
const MAX_COMPANIES = 3;

export function TopicChips({ topics }: { topics: ProblemSummary['topics'] }) {
  if (topics.length === 0) return null;
  const shown = topics.slice(0, MAX_TOPICS);
  const rest = topics.length - shown.length;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-1">
      {shown.map((t) => (
        <li key={t.slug} className="rounded-md bg-surface-muted px-1.5 py-0.5 text-xs text-fg-muted">
          {t.name}
        </li>
      ))}
      {rest > 0 && (
        <li
          className="px-1 py-0.5 text-xs text-fg-subtle"
          title={topics
            .slice(MAX_TOPICS)
            .map((t) => t.name)
            .join(', ')}
        >
          +{rest}
        </li>
      )}
    </ul>
  );
}

export function CompanyLine({ companies }: { companies: ProblemSummary['companies'] }) {
  if (companies.length === 0) return null;
  const names = companies.slice(0, MAX_COMPANIES).map((c) => c.name);
  const rest = companies.length - names.length;
  return (
    <p className="truncate text-xs text-fg-subtle" title={companies.map((c) => c.name).join(', ')}>
      Asked at {names.join(', ')}
      {rest > 0 ? ` +${rest}` : ''}
    </p>
  );
}
