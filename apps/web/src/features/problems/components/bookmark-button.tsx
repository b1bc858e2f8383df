/** The bookmark star of a problem row: a toggle button whose pressed state is the bookmark. */
import { clsx } from 'clsx';
import { BookmarkIcon } from '../../../components/ui/icons.tsx';

export interface BookmarkButtonProps {
  problemName: string;
  bookmarked: boolean;
  busy?: boolean;
  onToggle(): void;
}

export function BookmarkButton({ problemName, bookmarked, busy = false, onToggle }: BookmarkButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${problemName}`}
      title={bookmarked ? 'Remove bookmark' : 'Bookmark'}
      disabled={busy}
      onClick={onToggle}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60',
        bookmarked ? 'text-accent' : 'text-fg-subtle hover:text-fg',
      )}
    >
      <BookmarkIcon filled={bookmarked} />
    </button>
  );
}
