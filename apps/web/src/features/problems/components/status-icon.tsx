/** The user's state on a problem as an icon with its spec label (Solved / Attempted); nothing when untried. */
import type { ProblemStatus } from '@katana/shared/api/practice-catalogue';
import { AttemptedIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { STATUS_LABELS } from './labels.ts';

export function StatusIcon({ status, withText = false }: { status: ProblemStatus; withText?: boolean }) {
  if (status === 'UNATTEMPTED') return <span className="sr-only">{STATUS_LABELS.UNATTEMPTED}</span>;
  const label = STATUS_LABELS[status];
  const Icon = status === 'SOLVED' ? SolvedIcon : AttemptedIcon;
  const colour =
    status === 'SOLVED' ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400';
  return (
    <span className={`inline-flex items-center gap-1.5 ${colour}`} title={label}>
      <Icon />
      <span className={withText ? 'text-xs font-medium' : 'sr-only'}>{label}</span>
    </span>
  );
}
