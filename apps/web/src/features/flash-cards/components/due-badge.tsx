/** A deck's cards due now: new ones (within today's limit) and reviews. */
import type { DueCounts } from '@katana/shared/api/flash-cards';

export function DueCountsLine({ due }: { due: DueCounts }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="due-counts">
      <span
        className={
          due.total > 0
            ? 'rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-hover'
            : 'rounded-full bg-surface-muted px-2 py-0.5 text-fg-muted'
        }
      >
        {due.total} due
      </span>
      <span className="text-fg-muted">
        {due.new} new · {due.review} to review
      </span>
    </p>
  );
}
