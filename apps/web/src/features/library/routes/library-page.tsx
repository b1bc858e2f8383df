/**
 * /library, the reading club: the categories with how many of their articles the learner has read, the learner's
 * reading history ("Mark as read" on an article adds to it) and bookmarks.
 */
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLibraryHome } from '../api/library-reads.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { PageError, PageLoading } from '../components/page-state.tsx';

export default function LibraryPage() {
  const auth = useAuth();
  const home = useLibraryHome(auth.user?.id ?? null);
  if (home.isPending) return <PageLoading label="Loading the library…" />;
  if (home.isError)
    return <PageError error={home.error} what="The library" onRetry={() => void home.refetch()} />;
  const { categories, history, bookmarks } = home.data;
  const signedIn = auth.isAuthenticated;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Library</h1>
      <p className="mt-2 max-w-3xl text-fg-muted">
        Articles that explain data structures, algorithms, SQL and interview technique in plain words, each
        linked to problems to practise on.
      </p>
      <section aria-labelledby="library-categories" className="mt-8">
        <h2 id="library-categories" className="text-lg font-semibold text-fg">
          Categories
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.slug} className="flex flex-col rounded-2xl border border-line bg-surface p-5">
              <h3 className="text-base font-semibold text-fg">
                <Link to={`/library/${encodeURIComponent(c.slug)}`} className="hover:text-accent">
                  {c.title}
                </Link>
              </h3>
              <p className="mt-1 flex-1 text-sm leading-6 text-fg-muted">{c.description}</p>
              <p className="mt-3 text-xs text-fg-muted">
                {c.article_count} {c.article_count === 1 ? 'article' : 'articles'}
                {signedIn && ` · ${c.read_count} read`}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {signedIn && (
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="library-history">
            <h2 id="library-history" className="text-lg font-semibold text-fg">
              Your reading history
            </h2>
            {history.length === 0 ? (
              <p className="mt-2 text-sm text-fg-muted">
                Articles you mark as read appear here, latest first.
              </p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {history.map((a) => (
                  <ArticleCard key={a.slug} article={a} showCategory />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="library-bookmarks">
            <h2 id="library-bookmarks" className="text-lg font-semibold text-fg">
              Bookmarks
            </h2>
            {bookmarks.length === 0 ? (
              <p className="mt-2 text-sm text-fg-muted">Bookmark an article to keep it here for later.</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {bookmarks.map((a) => (
                  <ArticleCard key={a.slug} article={a} showCategory />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
