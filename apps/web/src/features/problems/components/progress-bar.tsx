/** Solved out of total as a bar with its numbers (the lists' progress). */
import { clsx } from 'clsx';

export function ProgressBar({
  solved,
  total,
  label,
  className,
}: {
  solved: number;
  total: number;
  label: string;
  className?: string;
}) {
  const percent = total > 0 ? Math.min(100, Math.round((solved / total) * 100)) : 0;
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        aria-valuetext={`${solved} of ${total} solved`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 text-xs font-medium tabular-nums text-fg-muted">
        {solved}/{total} solved
      </span>
    </div>
  );
}
