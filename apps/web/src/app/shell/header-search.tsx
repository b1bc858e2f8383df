/**
 * The search option (spec 01: shown only with the cs_spotlight_search flag; Ctrl/Cmd+K opens search).
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../components/ui/button-styles.ts';
import { SearchIcon } from '../../components/ui/icons.tsx';

export function HeaderSearch({ wide }: { wide: boolean }) {
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        navigate('/search');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <Link
      to="/search"
      aria-label="Search"
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
            Ctrl K
          </kbd>
        </>
      )}
    </Link>
  );
}
