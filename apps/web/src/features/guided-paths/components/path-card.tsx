/** One guided path on /guided-paths: title, level, special mark, summary, counts and the learner's progress. */
import { Link } from 'react-router';
import type { GuidedPathCard as Card } from '@katana/shared/api/guided-paths';
import { ProgressBar } from './progress-bar.tsx';

export function LevelBadge({ level }: { level: Card['level'] }) {
  return (
    <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-fg-muted">
      {level}
    </span>
  );
}

export function SpecialBadge() {
  return (
    <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">Special</span>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function PathCard({ path }: { path: Card }) {
  const complete = path.enrolled && path.progress.percentage === 100;
  return (
    <li>
      <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={path.level} />
          {path.kind === 'special' && <SpecialBadge />}
          {complete && (
            <span className="text-xs font-semibold text-green-700 dark:text-green-400">Completed</span>
          )}
        </div>
        <h2 className="mt-3 text-lg font-semibold text-fg">
          <Link
            to={`/guided-paths/${encodeURIComponent(path.slug)}`}
            className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {path.title}
          </Link>
        </h2>
        <p className="mt-1 flex-1 text-sm leading-6 text-fg-muted">{path.summary}</p>
        <p className="mt-3 text-xs text-fg-muted">
          {plural(path.modules_count, 'module', 'modules')} · about{' '}
          {plural(path.estimated_hours, 'hour', 'hours')} ·{' '}
          {plural(path.enrolled_count, 'learner', 'learners')} enrolled
        </p>
        {path.enrolled && (
          <div className="mt-3">
            <div className="mb-1 flex justify-between text-xs text-fg-muted">
              <span>Your progress</span>
              <span>{path.progress.percentage}%</span>
            </div>
            <ProgressBar value={path.progress.percentage} label={`Progress in ${path.title}`} />
          </div>
        )}
      </article>
    </li>
  );
}

export function PathCardSkeleton() {
  return (
    <li aria-hidden="true" className="h-48 animate-pulse rounded-2xl border border-line bg-surface-muted" />
  );
}
