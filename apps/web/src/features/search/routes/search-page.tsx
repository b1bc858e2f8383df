/**
 * /search (spec 01 route map: "Search. Ctrl/Cmd+K opens it."): every result for a query, filtered by kind, 20 a
 * page. The query, the kind and the page live in the URL (?q=&type=&page=), so a search can be shared, reloaded and
 * walked back through with the browser's history.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import {
  SEARCH_DOCUMENT_TYPES,
  SEARCH_QUERY_MAX,
  SEARCH_TYPE_LABELS,
  type SearchDocumentType,
} from '@katana/shared/api/search';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RetryError } from '../../../components/ui/retry-error.tsx';
import { useSearch } from '../api/search.ts';
import { HighlightedText } from '../components/highlighted-text.tsx';
import { rememberSearch } from '../components/recent-searches.ts';
import { resultCount, typeCounts } from '../components/result-count.ts';
import { ResultMeta } from '../components/result-meta.tsx';

const isType = (v: string | null): v is SearchDocumentType =>
  v !== null && (SEARCH_DOCUMENT_TYPES as readonly string[]).includes(v);

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawType = params.get('type');
  const type = isType(rawType) ? rawType : undefined;
  const page = Math.max(1, Math.min(500, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [draft, setDraft] = useState(q);
  const inputId = useId();
  const search = useSearch({ q, type, page });

  // Back and forward change the URL under the page: the box follows it.
  useEffect(() => setDraft(q), [q]);

  const update = (next: { q?: string; type?: SearchDocumentType | undefined; page?: number }) => {
    const merged = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) merged.set('q', nextQ);
    const nextType = 'type' in next ? next.type : type;
    if (nextType) merged.set('type', nextType);
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    setParams(merged);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    rememberSearch(value);
    update({ q: value, page: 1 });
  };

  const data = search.data;
  const counts = data?.counts ?? {};
  const counted = typeCounts(counts);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const shownTypes = SEARCH_DOCUMENT_TYPES.filter((t) => (counts[t] ?? 0) > 0 || t === type);

  return (
    <section className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Search</h1>
      <form role="search" onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search problems, lists, guided paths, contests and more
        </label>
        <div className="flex flex-1 items-center gap-2 rounded-lg border border-line bg-surface px-3 focus-within:ring-2 focus-within:ring-accent">
          <SearchIcon width={18} height={18} aria-hidden="true" className="shrink-0 text-fg-subtle" />
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search problems, lists, guided paths, contests…"
            className="h-11 w-full bg-transparent text-base text-fg outline-none placeholder:text-fg-subtle"
          />
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
      </form>

      {!q && (
        <p className="mt-8 text-fg-muted">
          Type a few words to search problems, problem lists, guided paths and their articles, and contests. A
          misspelt word or the start of one is enough.
        </p>
      )}

      {q && (
        <nav aria-label="Result types" className="mt-6 flex flex-wrap gap-2">
          <TypeTab
            label="All"
            count={counted.all}
            active={!type}
            onClick={() => update({ type: undefined, page: 1 })}
          />
          {shownTypes.map((t) => (
            <TypeTab
              key={t}
              label={SEARCH_TYPE_LABELS[t]}
              count={counted.of(counts[t] ?? 0)}
              active={type === t}
              onClick={() => update({ type: t, page: 1 })}
            />
          ))}
        </nav>
      )}

      {q && search.isError && (
        <div className="mt-8">
          <RetryError onRetry={() => void search.refetch()} />
        </div>
      )}
      {q && search.isPending && (
        <p aria-busy="true" className="mt-8 text-fg-muted">
          Searching…
        </p>
      )}
      {q && data && (
        <>
          <p aria-live="polite" className="mt-6 text-sm text-fg-muted">
            {data.total === 0
              ? `No results for “${q}”${type ? ` in ${SEARCH_TYPE_LABELS[type].toLowerCase()}` : ''}.`
              : `${resultCount(data.total, data.total_exact)} for “${q}”`}
          </p>
          <ol className={clsx('mt-3 flex flex-col gap-3', search.isPlaceholderData && 'opacity-60')}>
            {data.results.map((r) => (
              <li key={r.url} className="rounded-xl border border-line bg-surface p-4">
                <Link
                  to={r.url}
                  onClick={() => rememberSearch(q)}
                  className="text-base font-semibold text-fg hover:text-accent hover:underline"
                >
                  <HighlightedText text={r.title} ranges={r.title_highlight} />
                </Link>
                <div className="mt-1">
                  <ResultMeta result={r} />
                </div>
                {r.snippet && (
                  <p className="mt-2 text-sm text-fg-muted">
                    <HighlightedText text={r.snippet} ranges={r.highlight} />
                  </p>
                )}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <Pager
              page={page}
              pages={pages}
              onPage={(p) => update({ page: p })}
              label="Search result pages"
              className="mt-6 justify-center gap-4"
              countClassName="text-sm"
            />
          )}
        </>
      )}
    </section>
  );
}

function TypeTab({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count: string;
  active: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={clsx(
        'rounded-full border px-3 py-1 text-sm',
        active
          ? 'border-accent bg-accent-soft font-semibold text-accent'
          : 'border-line text-fg-muted hover:text-fg',
      )}
    >
      {label} <span className="text-xs">({count})</span>
    </button>
  );
}
