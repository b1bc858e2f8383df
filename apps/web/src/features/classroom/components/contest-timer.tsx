/** The contest classroom's timer: time left in the learner's window; `onEnd` once it runs out. */
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { useClock } from '../../../lib/clock/clock-context.tsx';

function hms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

export function ContestTimer({ endsAt, onEnd }: { endsAt: number; onEnd(): void }) {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock]);
  const left = endsAt - now;
  const over = left <= 0;
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  return (
    <span
      role="timer"
      aria-label="Time left"
      className={clsx(
        'rounded-md px-2 py-1 font-mono text-sm font-semibold tabular-nums',
        left < 5 * 60_000
          ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
          : 'bg-surface-muted text-fg',
      )}
    >
      {hms(left)}
    </span>
  );
}
