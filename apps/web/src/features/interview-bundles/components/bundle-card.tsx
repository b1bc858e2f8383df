/** One interview bundle on /interview-bundle: level, title, summary, counts by difficulty and the learner's progress. */
import { Link } from 'react-router';
import type { InterviewBundleCard } from '@katana/shared/api/interview-bundles';
import { DIFFICULTY_LABELS } from '../../../components/ui/difficulty-badge.tsx';
import { DIFFICULTIES } from '@katana/shared/api/practice-catalogue';
import { BundleProgress } from './bundle-progress.tsx';

export function LevelBadge({ level }: { level: InterviewBundleCard['level'] }) {
  return (
    <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-fg-muted">
      {level}
    </span>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function BundleCard({ bundle, signedIn }: { bundle: InterviewBundleCard; signedIn: boolean }) {
  const counts = DIFFICULTIES.filter((d) => bundle.difficulty_counts[d] > 0)
    .map((d) => `${bundle.difficulty_counts[d]} ${DIFFICULTY_LABELS[d]}`)
    .join(' · ');
  return (
    <li>
      <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={bundle.level} />
          {signedIn && bundle.progress.total > 0 && bundle.progress.percentage === 100 && (
            <span className="text-xs font-semibold text-green-700 dark:text-green-400">Completed</span>
          )}
        </div>
        <h2 className="mt-3 text-lg font-semibold text-fg">
          <Link
            to={`/interview-bundle/${encodeURIComponent(bundle.slug)}`}
            className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {bundle.title}
          </Link>
        </h2>
        <p className="mt-1 flex-1 text-sm leading-6 text-fg-muted">{bundle.summary}</p>
        <p className="mt-3 text-xs text-fg-muted">
          {plural(bundle.progress.total, 'problem', 'problems')} ({counts}) · about{' '}
          {plural(bundle.estimated_hours, 'hour', 'hours')}
        </p>
        {signedIn && (
          <div className="mt-3">
            <BundleProgress progress={bundle.progress} label={`Progress in ${bundle.title}`} />
          </div>
        )}
      </article>
    </li>
  );
}

export function BundleCardSkeleton() {
  return (
    <li aria-hidden="true" className="h-48 animate-pulse rounded-2xl border border-line bg-surface-muted" />
  );
}
