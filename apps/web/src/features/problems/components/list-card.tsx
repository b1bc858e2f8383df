/** One curated list on the /problem-lists landing: name, description, size, and the user's progress. */
import { Link } from 'react-router';
import type { ProblemListSummary } from '../api/problem-lists.ts';
import { ProgressBar } from './progress-bar.tsx';

export const problemListHref = (slug: string) => `/problem-lists/${encodeURIComponent(slug)}`;

export function ListCard({ list, signedIn }: { list: ProblemListSummary; signedIn: boolean }) {
  const count = `${list.total_problems} ${list.total_problems === 1 ? 'problem' : 'problems'}`;
  return (
    <li className="group relative flex flex-col rounded-2xl border border-line bg-surface p-5 transition-shadow hover:border-accent/60 hover:shadow-md">
      <h2 className="text-lg font-semibold text-fg">
        {/* The whole card is the link's click area; the heading keeps the accessible name short. */}
        <Link
          to={problemListHref(list.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent"
        >
          {list.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm font-medium text-fg-subtle">{count}</p>
      {list.description && (
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-fg-muted">{list.description}</p>
      )}
      <div className="mt-auto pt-5">
        {signedIn && list.solved_problems !== null ? (
          <ProgressBar
            solved={list.solved_problems}
            total={list.total_problems}
            label={`${list.name} progress`}
          />
        ) : (
          <p className="text-xs text-fg-subtle">Sign in to track your progress.</p>
        )}
      </div>
    </li>
  );
}
