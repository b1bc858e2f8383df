/**
 * The spotlight (spec 01: Ctrl/Cmd+K opens search): a command palette over GET /api/v1/search. Keyboard only:
 * type, move with the arrow keys, Enter opens the result, Escape closes and focus returns to where it was. With
 * nothing typed it offers the recent searches; results come grouped by kind, best group first, and the last entry
 * opens every result on /search. Loaded as its own chunk the first time it opens (spotlight-launcher.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { SEARCH_TYPE_LABELS, type SearchDocumentType, type SearchResult } from '@katana/shared/api/search';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useSearch } from '../api/search.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches.ts';
import { ResultMeta } from './result-meta.tsx';
import { resultCount } from './result-count.ts';

const DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Results grouped by type, the groups in the order of their best result. */
function groupsOf(results: readonly SearchResult[]): Array<[SearchDocumentType, SearchResult[]]> {
  const groups = new Map<SearchDocumentType, SearchResult[]>();
  for (const r of results) groups.set(r.type, [...(groups.get(r.type) ?? []), r]);
  return [...groups];
}

export const searchPageHref = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

const itemClasses =
  'flex cursor-pointer flex-col gap-0.5 rounded-lg px-3 py-2 text-sm text-fg data-[selected=true]:bg-accent/10';

export interface SpotlightProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back to on close: what had it when the spotlight opened. */
  returnFocusTo?: () => HTMLElement | null;
}

export default function Spotlight({ open, onOpenChange, returnFocusTo }: SpotlightProps) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const query = useDebounced(q, DEBOUNCE_MS);
  const search = useSearch({ q: query });
  const [recent, setRecent] = useState<string[]>(recentSearches);
  const typed = q.trim().length > 0;
  const groups = useMemo(() => groupsOf(search.data?.results ?? []), [search.data]);

  useEffect(() => {
    if (open) setRecent(recentSearches());
  }, [open]);

  const go = (url: string) => {
    if (typed) rememberSearch(q);
    onOpenChange(false);
    setQ('');
    void navigate(url);
  };

  const settled = typed && query === q && !search.isFetching;
  const total = search.data?.total ?? 0;
  const exact = search.data?.total_exact ?? true;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = returnFocusTo?.();
            if (back?.isConnected) back.focus();
          }}
          className="fixed left-1/2 top-[12vh] z-50 flex max-h-[70vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-2xl outline-none"
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <Command
            shouldFilter={false}
            loop
            label="Search problems, lists, guided paths, contests and more"
            className="flex min-h-0 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-line px-3">
              <SearchIcon width={18} height={18} aria-hidden="true" className="shrink-0 text-fg-subtle" />
              <Command.Input
                value={q}
                onValueChange={setQ}
                maxLength={100}
                placeholder="Search problems, lists, guided paths, contests…"
                className="h-12 w-full bg-transparent text-base text-fg outline-none placeholder:text-fg-subtle"
              />
              <kbd className="rounded border border-line px-1.5 text-[11px] text-fg-subtle">Esc</kbd>
            </div>
            <Command.List label="Search results" className="min-h-0 overflow-y-auto p-2">
              {!typed && recent.length > 0 && (
                <Command.Group
                  heading="Recent searches"
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-fg-subtle"
                >
                  {recent.map((r) => (
                    <Command.Item
                      key={r}
                      value={`recent:${r}`}
                      onSelect={() => setQ(r)}
                      className={itemClasses}
                    >
                      {r}
                    </Command.Item>
                  ))}
                  <Command.Item
                    value="recent:clear"
                    onSelect={() => {
                      clearRecentSearches();
                      setRecent([]);
                    }}
                    className={`${itemClasses} text-fg-muted`}
                  >
                    Clear recent searches
                  </Command.Item>
                </Command.Group>
              )}
              {!typed && recent.length === 0 && (
                <p className="px-3 py-6 text-center text-sm text-fg-muted">
                  Type to search problems, problem lists, guided paths, articles and contests.
                </p>
              )}
              {typed && search.isError && (
                <p role="alert" className="px-3 py-6 text-center text-sm text-fg-muted">
                  Search is not available right now. Try again in a moment.
                </p>
              )}
              {settled && total === 0 && !search.isError && (
                <p className="px-3 py-6 text-center text-sm text-fg-muted">No results for “{q.trim()}”.</p>
              )}
              {typed &&
                groups.map(([type, results]) => (
                  <Command.Group
                    key={type}
                    heading={SEARCH_TYPE_LABELS[type]}
                    className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-fg-subtle"
                  >
                    {results.map((r) => (
                      <Command.Item
                        key={r.url}
                        value={r.url}
                        onSelect={() => go(r.url)}
                        className={itemClasses}
                      >
                        <span className="font-medium">
                          <HighlightedText text={r.title} ranges={r.title_highlight} />
                        </span>
                        <ResultMeta result={r} />
                        {r.snippet && (
                          <span className="line-clamp-1 text-xs text-fg-muted">
                            <HighlightedText text={r.snippet} ranges={r.highlight} />
                          </span>
                        )}
                      </Command.Item>
                    ))}
                  </Command.Group>
                ))}
              {typed && total > 0 && (
                <Command.Item
                  value="search:all"
                  onSelect={() => go(searchPageHref(q))}
                  className={itemClasses}
                >
                  <span className="text-accent">
                    See all {resultCount(total, exact)} for “{q.trim()}”
                  </span>
                </Command.Item>
              )}
            </Command.List>
            <p aria-live="polite" className="sr-only">
              {settled ? resultCount(total, exact) : ''}
            </p>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
