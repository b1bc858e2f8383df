/**
 * /campus/public-discussion: public posts with sort (hot, new, top), category and tag filters (kept in the URL),
 * pagination, and the new-post form with the human check.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DISCUSSION_SORTS, type DiscussionSort } from '@katana/shared/api/discussions';
import { Pager } from '../../../components/ui/pager.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useCategories, usePosts, pageCount } from '../../../lib/api/discussions.ts';
import { NewPostForm } from '../../../components/discussions/new-post-form.tsx';
import { PostList } from '../../../components/discussions/post-card.tsx';

const SORT_LABEL: Record<DiscussionSort, string> = { hot: 'Hot', new: 'New', top: 'Top' };

export default function PublicDiscussionsPage() {
  const [search, setSearch] = useSearchParams();
  const auth = useAuth();
  const [writing, setWriting] = useState(false);
  const sort = (DISCUSSION_SORTS as readonly string[]).includes(search.get('sort') ?? '')
    ? (search.get('sort') as DiscussionSort)
    : 'hot';
  const category = search.get('category') ?? undefined;
  const tag = search.get('tag') ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const posts = usePosts({ sort, category, tag, page });
  const categories = useCategories('public');
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };
  const pages = posts.data ? pageCount(posts.data) : 1;

  return (
    <main className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Public discussions</h1>
        {auth.isAuthenticated && (
          <button type="button" className={buttonClasses('primary')} onClick={() => setWriting((w) => !w)}>
            {writing ? 'Close' : 'New post'}
          </button>
        )}
      </header>
      {writing && (
        <section className="rounded-2xl border border-line bg-surface p-4">
          <NewPostForm onCreated={() => set('sort', 'new')} />
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <div role="tablist" aria-label="Sort" className="flex gap-1">
          {DISCUSSION_SORTS.map((s) => (
            <button
              key={s}
              role="tab"
              type="button"
              aria-selected={s === sort}
              className={buttonClasses(s === sort ? 'primary' : 'secondary', 'sm')}
              onClick={() => set('sort', s)}
            >
              {SORT_LABEL[s]}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          Category
          <select
            className="rounded-lg border border-line bg-surface px-2 py-1"
            value={category ?? ''}
            onChange={(e) => set('category', e.target.value || undefined)}
          >
            <option value="">All</option>
            {categories.data?.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.post_count})
              </option>
            ))}
          </select>
        </label>
        {tag && (
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => set('tag', undefined)}
          >
            #{tag} ✕
          </button>
        )}
      </div>
      <section className="rounded-2xl border border-line bg-surface" aria-label="Posts">
        {posts.isError ? (
          <p role="alert" className="p-6 text-center text-fg-muted">
            {posts.error.message}
          </p>
        ) : posts.data ? (
          <PostList posts={posts.data.posts} empty="No posts here yet. Start the conversation!" />
        ) : (
          <div aria-busy="true" className="h-40" />
        )}
      </section>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={(p) => set('page', String(p))}
          label="Pages"
          className="gap-3"
        />
      )}
    </main>
  );
}
