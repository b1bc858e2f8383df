/** The bookmarks view switch (?bookmarked=true) for signed-in users: a pressed/unpressed chip. */
import { clsx } from 'clsx';
import { BookmarkIcon } from '../../../components/ui/icons.tsx';

export function BookmarkedChip({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={clsx(
        'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors',
        on
          ? 'border-accent bg-accent-soft text-accent'
          : 'border-line bg-surface text-fg-muted hover:text-fg',
      )}
    >
      <BookmarkIcon filled={on} width="16" height="16" />
      <span className="max-[479px]:sr-only">Bookmarked</span>
    </button>
  );
}
