/** A titled profile section with its loading and error states. */
import type { ReactNode } from 'react';

export function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid animate-pulse grid-cols-7 gap-1.5">
      {Array.from({ length: 35 }, (_, i) => (
        <div key={i} className="aspect-square rounded-md bg-surface-muted" />
      ))}
    </div>
  );
}

export { RetryError as PanelError } from '../../../components/ui/retry-error.tsx';
