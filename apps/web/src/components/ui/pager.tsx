/** Previous / "Page n of m" / Next under a paged list; callers show it only when there is more than one page. */
import { clsx } from 'clsx';
import { buttonClasses } from './button-styles.ts';

export interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Names the navigation landmark, e.g. "Upcoming contests pages". */
  label?: string;
  className?: string;
  countClassName?: string;
}

export function Pager({ page, pages, onPage, label, className, countClassName }: PagerProps) {
  const Tag = label ? 'nav' : 'div';
  return (
    <Tag aria-label={label} className={clsx('flex items-center', className)}>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className={clsx('text-fg-muted', countClassName)}>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </Tag>
  );
}
