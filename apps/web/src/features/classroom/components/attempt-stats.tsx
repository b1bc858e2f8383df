/** The timed classroom header's running counts (contest and test series): attempted, unattempted, marked. */
import type { AttemptStats } from '@katana/shared/scoring';

export function AttemptStatsLine({ stats }: { stats: AttemptStats }) {
  return (
    <p className="ml-auto shrink-0 pl-2 text-xs text-fg-muted" data-testid="attempt-stats">
      Attempted {stats.attempted} · Unattempted {stats.unattempted} · Marked {stats.markedForReview}
    </p>
  );
}
