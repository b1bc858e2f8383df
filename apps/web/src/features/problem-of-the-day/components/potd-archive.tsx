/** The last 30 days, newest first: each day's problem with its difficulty and the learner's solved mark. */
import { Link } from 'react-router';
import type { PotdArchive as Archive } from '@katana/shared/api/problem-of-the-day';
import { formatIstDate } from '@katana/shared/engagement/ist-time';
import { FlameIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export function PotdArchive({ archive, current }: { archive: Archive; current: string | undefined }) {
  const solvedCount = archive.days.filter((d) => d.solved).length;
  return (
    <section aria-labelledby="potd-archive-title" className="rounded-2xl border border-line bg-surface">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-4">
        <h2 id="potd-archive-title" className="text-base font-semibold text-fg">
          Last 30 days
        </h2>
        <p className="flex items-center gap-3 text-sm text-fg-muted">
          <span>
            {solvedCount} of {archive.days.length} solved
          </span>
          <span className="flex items-center gap-1" data-testid="potd-streak">
            <FlameIcon
              width={16}
              height={16}
              className={archive.streak > 0 ? 'text-orange-500' : 'text-fg-subtle'}
            />
            POTD streak: {days(archive.streak)}
          </span>
        </p>
      </header>
      <ol className="divide-y divide-line">
        {archive.days.map((day) => (
          <li key={day.date}>
            <Link
              to={`/problem-of-the-day/${day.date}`}
              aria-current={day.date === current ? 'page' : undefined}
              className="flex items-center gap-3 px-5 py-3 text-sm transition-colors hover:bg-surface-muted aria-[current=page]:bg-accent-soft"
            >
              <span className="hidden w-24 shrink-0 tabular-nums text-fg-muted sm:block">
                {formatIstDate(day.date)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{day.problem.name}</span>
                <span className="block text-xs tabular-nums text-fg-muted sm:hidden">
                  {formatIstDate(day.date)}
                </span>
              </span>
              <DifficultyBadge difficulty={day.problem.difficulty} />
              <span className="flex w-6 justify-end">
                {day.solved ? (
                  <SolvedIcon
                    aria-label="Solved"
                    role="img"
                    aria-hidden={false}
                    className="text-emerald-600 dark:text-emerald-400"
                  />
                ) : (
                  <span className="sr-only">Not solved</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
