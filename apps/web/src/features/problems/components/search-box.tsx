/**
 * The listing's text search. Typing updates the box at once and the URL (hence the request) once the typing pauses
 * for SEARCH_DEBOUNCE_MS, so a word costs one request, not one per letter; Enter searches at once. A URL change from
 * elsewhere (back/forward, Clear filters) replaces the text.
 */
import { useEffect, useRef, useState } from 'react';
import { PROBLEM_SEARCH_MAX } from '@katana/shared/api/practice-catalogue';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const search = text.trim();
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onSearchRef.current(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submitNow = (search: string) => {
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
  };

  return (
    <form
      role="search"
      className="relative w-full min-w-0 min-[960px]:w-auto min-[960px]:flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow(text.trim());
      }}
    >
      <SearchIcon
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-fg-subtle"
        width="18"
        height="18"
      />
      <input
        type="search"
        aria-label="Search problems"
        placeholder="Search problems"
        value={text}
        maxLength={PROBLEM_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-lg border border-line bg-surface pl-10 pr-9 text-sm text-fg placeholder:text-fg-subtle focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            submitNow('');
          }}
          className="absolute right-1.5 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-muted hover:text-fg"
        >
          <CloseIcon width="16" height="16" />
        </button>
      )}
    </form>
  );
}
