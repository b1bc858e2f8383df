/**
 * Page links under the listing: Previous, numbered pages with gaps, Next. Real links (the page lives in the URL),
 * so they can be opened in a new tab or shared.
 */
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { ChevronIcon } from '../../../components/ui/icons.tsx';

/** Page numbers to show: first, last, and the current one with a neighbour each side; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) out.push(null);
    out.push(page);
  });
  return out;
}

const item =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor(page: number): string;
}) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, direction: 'left' | 'right') =>
    target < 1 || target > totalPages ? (
      <span className={clsx(item, 'cursor-not-allowed text-fg-subtle opacity-50')} aria-disabled="true">
        {direction === 'left' && <ChevronIcon direction="left" />}
        <span className="max-sm:sr-only">{label}</span>
        {direction === 'right' && <ChevronIcon />}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        className={clsx(item, 'text-fg-muted hover:bg-surface-muted hover:text-fg')}
        aria-label={`${label} page`}
      >
        {direction === 'left' && <ChevronIcon direction="left" />}
        <span className="max-sm:sr-only">{label}</span>
        {direction === 'right' && <ChevronIcon />}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      {edge(page - 1, 'Previous', 'left')}
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-fg-subtle" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={clsx(
              item,
              p === page ? 'bg-accent text-on-accent' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
            )}
          >
            {p}
          </Link>
        ),
      )}
      {edge(page + 1, 'Next', 'right')}
    </nav>
  );
}
