/** A verdict in words (VERDICT_LABEL), green for Correct Answer and red for the rest. */
import { clsx } from 'clsx';
import { VERDICT_LABEL, type Verdict } from '@katana/shared/verdicts';

export function verdictTone(verdict: Verdict): string {
  return verdict === 'CORRECT_ANSWER'
    ? 'text-green-700 dark:text-green-400'
    : 'text-red-700 dark:text-red-400';
}

export function VerdictText({ verdict, className }: { verdict: Verdict; className?: string }) {
  return (
    <span data-verdict={verdict} className={clsx('font-semibold', verdictTone(verdict), className)}>
      {VERDICT_LABEL[verdict]}
    </span>
  );
}
