/** A bundle's or a section's progress: a labelled bar (role progressbar) and "solved of total". */
import type { InterviewBundleProgress } from '@katana/shared/api/interview-bundles';

export function BundleProgress({ progress, label }: { progress: InterviewBundleProgress; label: string }) {
  const pct = Math.max(0, Math.min(100, progress.percentage));
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs text-fg-muted">
        <span>
          {progress.solved}/{progress.total} solved
        </span>
        <span>{pct}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
