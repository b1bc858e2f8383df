/** The dashboard's building blocks: a titled card with its loading and error states, and a progress bar. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';

export function Card({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={clsx('flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-fg-muted">{title}</h2>
        {action && (
          <Link to={action.to} className="text-sm font-medium text-accent hover:underline">
            {action.label}
          </Link>
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

export function CardLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex animate-pulse flex-col gap-3">
      <div className="h-8 w-1/2 rounded bg-surface-muted" />
      <div className="h-2.5 w-full rounded-full bg-surface-muted" />
      <div className="h-3 w-2/3 rounded bg-surface-muted" />
    </div>
  );
}

export { RetryError as CardError } from '../../../components/ui/retry-error.tsx';

export function ProgressBar({ value, label, tone = 'accent' }: { value: number; label: string; tone?: 'accent' | 'done' }) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div
        className={clsx('h-full rounded-full', tone === 'done' ? 'bg-emerald-500' : 'bg-accent')}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
