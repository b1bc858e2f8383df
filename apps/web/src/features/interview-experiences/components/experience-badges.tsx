/** The small labels of an experience: its outcome, its review status, and the "Demo content" banner of samples. */
import { clsx } from 'clsx';
import {
  OUTCOME_LABELS,
  STATUS_LABELS,
  type ExperienceOutcome,
  type ExperienceStatus,
} from '@katana/shared/api/interview-experiences';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

const OUTCOME_TONE: Record<ExperienceOutcome, string> = {
  selected:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  rejected:
    'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/25',
  pending:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  withdrew: 'bg-surface-muted text-fg-muted ring-line',
  offer_declined: 'bg-surface-muted text-fg-muted ring-line',
};

export function OutcomeBadge({ outcome }: { outcome: ExperienceOutcome | null }) {
  if (!outcome) return null;
  return (
    <span data-outcome={outcome} className={clsx(pill, OUTCOME_TONE[outcome])}>
      {OUTCOME_LABELS[outcome]}
    </span>
  );
}

const STATUS_TONE: Record<ExperienceStatus, string> = {
  draft: 'bg-surface-muted text-fg-muted ring-line',
  pending: OUTCOME_TONE.pending,
  published: OUTCOME_TONE.selected,
  rejected: OUTCOME_TONE.rejected,
};

export function StatusBadge({ status }: { status: ExperienceStatus }) {
  return <span className={clsx(pill, STATUS_TONE[status])}>{STATUS_LABELS[status]}</span>;
}

export function DemoBanner() {
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
    >
      Demo content: a made-up sample for trying the site, not a real interview.
    </p>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Sep 2025" from "2025-09-12": a calendar day, so no time zone and the same text in every browser. */
export function formatDay(isoDate: string | null): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
