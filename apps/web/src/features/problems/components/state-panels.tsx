/** The loading, error and empty states the practice screens share (spec 03 §8: loading, success or error). */
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

/** Grey placeholder rows in the shape of what is loading; announced once as busy. */
export function RowsSkeleton({ rows = 8, label = 'Loading problems' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="flex animate-pulse items-center gap-4 rounded-xl border border-line bg-surface p-4"
        >
          <div
            className="h-4 flex-1 rounded bg-surface-muted"
            style={{ maxWidth: `${55 + ((i * 17) % 35)}%` }}
          />
          <div className="h-5 w-16 rounded-full bg-surface-muted" />
          <div className="hidden h-4 w-12 rounded bg-surface-muted sm:block" />
        </div>
      ))}
    </div>
  );
}

export function CardsSkeleton({ cards = 6, label }: { cards?: number; label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: cards }, (_, i) => (
        <div
          key={i}
          className="flex h-44 animate-pulse flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
        >
          <div className="h-5 w-2/3 rounded bg-surface-muted" />
          <div className="h-3 w-full rounded bg-surface-muted" />
          <div className="h-3 w-5/6 rounded bg-surface-muted" />
          <div className="mt-auto h-2 w-full rounded-full bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-line bg-surface px-6 py-12 text-center"
    >
      <p className="text-base font-semibold text-fg">{title}</p>
      <p className="mt-1 text-sm text-fg-muted">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-5')}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <p className="text-base font-semibold text-fg">{title}</p>
      {text && <p className="mt-1 max-w-md text-sm text-fg-muted">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
