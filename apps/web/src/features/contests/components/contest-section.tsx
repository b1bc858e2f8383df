/** A section of the contest list (live, upcoming or past), with paging for the past one. */
import type { ContestListQuery } from '@katana/shared/api/contests';
import { Pager } from '../../../components/ui/pager.tsx';
import { useContestList } from '../api/contest-list.ts';
import { ContestCard } from './contest-card.tsx';

interface Props {
  title: string;
  query: ContestListQuery;
  now: number;
  empty: string;
  onPage?(page: number): void;
  /** Live and upcoming sections vanish when empty; the past one says so. */
  hideWhenEmpty?: boolean;
}

export function ContestSection({ title, query, now, empty, onPage, hideWhenEmpty }: Props) {
  const list = useContestList(query);
  const id = `contests-${query.status}`;
  if (hideWhenEmpty && list.isSuccess && list.data.contests.length === 0) return null;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const page = list.data?.page ?? 1;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {list.isPending && (
        <div aria-busy="true" className="mt-3 h-24 animate-pulse rounded-xl bg-surface-muted" />
      )}
      {list.isError && (
        <p className="mt-3 text-sm text-fg-muted">
          These contests could not be loaded.{' '}
          <button
            type="button"
            className="font-medium text-accent underline"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </p>
      )}
      {list.isSuccess && list.data.contests.length === 0 && (
        <p className="mt-3 text-sm text-fg-muted">{empty}</p>
      )}
      {list.data && list.data.contests.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3">
          {list.data.contests.map((c) => (
            <ContestCard key={c.id} contest={c} now={now} />
          ))}
        </ul>
      )}
      {onPage && pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={onPage}
          label={`${title} pages`}
          className="mt-4 justify-center gap-3 text-sm"
        />
      )}
    </section>
  );
}
