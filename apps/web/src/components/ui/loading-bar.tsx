import { clsx } from 'clsx';

/** The thin bar at the top of the page while any call is in flight (spec 03 §7). */
export function LoadingBar({ active }: { active: boolean }) {
  return (
    <div
      data-testid="loading-bar"
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!active}
      aria-busy={active}
      data-active={active}
      className={clsx(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-200',
        active ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div className="loading-bar-runner h-full w-1/3 bg-accent" />
    </div>
  );
}
