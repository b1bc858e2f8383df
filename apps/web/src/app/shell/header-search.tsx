/**
 * The header's search tab (spec 01: shown only with the cs_spotlight_search flag; Ctrl/Cmd+K opens search). A link
 * to /search, so it works without the palette (a new tab, no script); a plain click opens the spotlight instead.
 */
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useSpotlight } from './spotlight-launcher.tsx';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function HeaderSearch({ wide }: { wide: boolean }) {
  const spotlight = useSpotlight();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    spotlight.open();
  };

  return (
    <Link
      to="/search"
      // Wide, the visible "Search" and its shortcut name the link (WCAG 2.5.3); as an icon, the label does.
      aria-label={wide ? undefined : 'Search'}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onClick}
      onPointerEnter={spotlight.preload}
      onFocus={spotlight.preload}
      className={clsx(
        wide
          ? 'flex h-9 items-center gap-2 rounded-lg border border-line bg-surface-muted px-3 text-sm text-fg-subtle hover:text-fg'
          : iconButtonClasses,
      )}
    >
      <SearchIcon width={18} height={18} />
      {wide && (
        <>
          <span>Search</span>
          <kbd className="ml-3 rounded border border-line bg-surface px-1.5 font-sans text-[11px]">
            {isMac() ? '⌘ K' : 'Ctrl K'}
          </kbd>
        </>
      )}
    </Link>
  );
}
