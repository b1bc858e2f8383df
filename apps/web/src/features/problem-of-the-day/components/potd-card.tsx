/**
 * One day's problem: the date, name, difficulty, topics, the learner's solved state and 'Solve', which opens the
 * problem in the classroom's POTD mode (/problem-of-the-day/{date}).
 */
import { Link } from 'react-router';
import type { ProblemOfTheDay } from '@katana/shared/api/problem-of-the-day';
import { formatIstDate } from '@katana/shared/engagement/ist-time';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CalendarIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';

export function PotdCard({ day }: { day: ProblemOfTheDay }) {
  const { problem, solved } = day;
  return (
    <section
      aria-labelledby="potd-card-title"
      data-testid="potd-card"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-accent">
        <CalendarIcon width={18} height={18} />
        {day.is_today ? "Today's problem" : 'Problem of the day'} · {formatIstDate(day.date)}
      </p>
      <h2 id="potd-card-title" className="mt-2 text-xl font-semibold text-fg sm:text-2xl">
        {problem.name}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        {problem.topics.map((topic) => (
          <span key={topic.slug} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">
            {topic.name}
          </span>
        ))}
        <span className="text-xs text-fg-subtle">{problem.max_score} points</span>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {solved ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
            <SolvedIcon /> Solved
          </p>
        ) : (
          <p className="text-sm text-fg-muted">Not solved yet</p>
        )}
        <Link
          to={`/problem-of-the-day/${day.date}`}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          Solve
        </Link>
      </div>
    </section>
  );
}
