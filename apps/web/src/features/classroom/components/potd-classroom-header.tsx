/**
 * The POTD classroom's header (spec 03 "Problem of the day" row): back to the POTD page, the day and the problem,
 * and while it is unsolved the time spent on it and 'Finish', which leaves for the POTD page.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatIstDate } from '@katana/shared/engagement/ist-time';
import type { ClassroomView } from '@katana/shared/classroom-config';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import type { ProblemDetail } from '../api/problem-detail.ts';

function hms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function ElapsedTimer() {
  const clock = useClock();
  const [start] = useState(clock);
  const [now, setNow] = useState(start);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock]);
  return (
    <span
      role="timer"
      aria-label="Time spent"
      className="rounded-md bg-surface-muted px-2 py-1 font-mono text-sm font-semibold tabular-nums text-fg"
    >
      {hms(now - start)}
    </span>
  );
}

export function PotdClassroomHeader({
  problem,
  date,
  view,
  solved,
}: {
  problem: ProblemDetail;
  date: string;
  view: ClassroomView;
  solved: boolean;
}) {
  const navigate = useNavigate();
  return (
    <header className="flex h-14 items-center gap-3 border-b border-line bg-surface px-3 sm:px-4">
      <Link to="/problem-of-the-day" aria-label="Back to problem of the day" className={iconButtonClasses}>
        <span aria-hidden="true">←</span>
      </Link>
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-fg-muted">Problem of the day · {formatIstDate(date)}</p>
        <h1 className="truncate text-sm font-semibold sm:text-base">{problem.name}</h1>
      </div>
      {solved && <span className="text-sm font-medium text-emerald-700 dark:text-emerald-400">Solved</span>}
      {view.features.timer && <ElapsedTimer />}
      {view.features.finishButton && (
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={() => void navigate('/problem-of-the-day')}
        >
          Finish
        </button>
      )}
    </header>
  );
}
