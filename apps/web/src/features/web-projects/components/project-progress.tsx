/** A project's progress: "n of m steps done" and a bar (a native progress element, so it is announced). */
import type { WebProjectProgress } from '@katana/shared/api/web-projects';

export function ProjectProgress({ progress, label }: { progress: WebProjectProgress; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-fg-muted">
        <span>{label}</span>
        <span data-testid="project-progress">
          {progress.done} of {progress.total} steps done
        </span>
      </div>
      <progress
        aria-label={label}
        value={progress.done}
        max={Math.max(progress.total, 1)}
        className="h-2 w-full overflow-hidden rounded-full accent-accent"
      />
    </div>
  );
}
