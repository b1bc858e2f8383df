/**
 * /contests: live, upcoming and past contests, filtered by category (spec 03 §3 categories from the title). The
 * category and the past page live in the URL so a shared link opens the same view.
 */
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import type { ContestListQuery } from '@katana/shared/api/contests';
import { CONTEST_CATEGORIES, type ContestCategory } from '@katana/shared/contests/contest-category';
import { ContestSection } from '../components/contest-section.tsx';
import { useNow } from '../hooks/use-now.ts';

const CATEGORY_LABEL: Record<ContestCategory, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  scholarship: 'Scholarship',
  striver: 'Striver',
  other: 'Other',
};

function isCategory(value: string | null): value is ContestCategory {
  return value !== null && (CONTEST_CATEGORIES as readonly string[]).includes(value);
}

export function ContestListPage() {
  const [search, setSearch] = useSearchParams();
  const now = useNow();
  const raw = search.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const base: Pick<ContestListQuery, 'category'> = category ? { category } : {};

  function update(next: { category?: ContestCategory | undefined; page?: number }) {
    const params = new URLSearchParams(search);
    if ('category' in next) {
      if (next.category) params.set('category', next.category);
      else params.delete('category');
      params.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
    }
    setSearch(params);
  }

  const chip = (active: boolean) =>
    clsx(
      'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors',
      active
        ? 'border-accent bg-accent-soft text-accent'
        : 'border-line bg-surface text-fg-muted hover:text-fg',
    );

  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Contests</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Compete live, climb the standings and earn your contest rating. Missed one? Take it virtually.
      </p>
      <div role="group" aria-label="Category" className="-mx-1 mt-5 flex gap-2 overflow-x-auto px-1 pb-1">
        <button
          type="button"
          aria-pressed={!category}
          className={chip(!category)}
          onClick={() => update({ category: undefined })}
        >
          All
        </button>
        {CONTEST_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            className={chip(category === c)}
            onClick={() => update({ category: c })}
          >
            {CATEGORY_LABEL[c]}
          </button>
        ))}
      </div>
      <ContestSection title="Live now" query={{ ...base, status: 'live' }} now={now} empty="" hideWhenEmpty />
      <ContestSection
        title="Upcoming"
        query={{ ...base, status: 'upcoming' }}
        now={now}
        empty="No upcoming contests in this category yet."
      />
      <ContestSection
        title="Past contests"
        query={{ ...base, status: 'ended', page }}
        now={now}
        empty="No past contests in this category."
        onPage={(p) => update({ page: p })}
      />
    </div>
  );
}

export default ContestListPage;
