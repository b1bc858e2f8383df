/** Small labels of a contest: phase, format, rated, essence type. */
import { clsx } from 'clsx';
import type { ContestSummary } from '@katana/shared/api/contests';

const PHASE: Record<ContestSummary['phase'], { label: string; tone: string }> = {
  upcoming: { label: 'Upcoming', tone: 'bg-surface-muted text-fg-muted' },
  registration: { label: 'Registration open', tone: 'bg-accent-soft text-accent' },
  live: {
    label: 'Live',
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300',
  },
  ended: { label: 'Ended', tone: 'bg-surface-muted text-fg-subtle' },
};

export function Chip({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', className)}
    >
      {children}
    </span>
  );
}

export function ContestBadges({ contest }: { contest: ContestSummary }) {
  const phase = PHASE[contest.phase];
  return (
    <div className="flex flex-wrap gap-1.5">
      <Chip className={phase.tone}>
        {contest.phase === 'live' && <span aria-hidden className="mr-1 size-1.5 rounded-full bg-current" />}
        {phase.label}
      </Chip>
      <Chip className="border border-line text-fg-muted">{contest.format}</Chip>
      {contest.rated && <Chip className="border border-line text-fg-muted">Rated</Chip>}
      <Chip className="border border-line text-fg-muted">{contest.essence_label}</Chip>
    </div>
  );
}
