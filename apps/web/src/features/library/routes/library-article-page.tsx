/**
 * /library/{category}/{article}: the article (Markdown with math and code, rendered by the server), its reading
 * time and table of contents, Mark as read (into the learner's reading history) and Bookmark, the problems to
 * practise it on, and the previous / next article of the category.
 */
import { Link, useLocation } from 'react-router';
import type { LibraryArticle } from '@katana/shared/api/library';
import { readingClubArticlePageInput } from '@katana/shared/page-meta';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { BookmarkIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useLibraryArticle } from '../api/library-reads.ts';
import { useBookmark, useMarkRead } from '../api/library-marks.ts';
import { articleHref } from '../components/article-card.tsx';
import { PageError, PageLoading } from '../components/page-state.tsx';

function ReadActions({ article }: { article: LibraryArticle }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const markRead = useMarkRead();
  const bookmark = useBookmark();
  const ref = { category: article.category, slug: article.slug };
  if (!auth.isAuthenticated)
    return (
      <p className="text-sm text-fg-muted">
        <Link to={`/auth?redirect=${encodeURIComponent(pathname)}`} className="font-medium text-accent">
          Log in
        </Link>{' '}
        to mark articles as read and bookmark them.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {article.is_read ? (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
          <SolvedIcon /> Read
        </span>
      ) : (
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(ref)}
        >
          Mark as read
        </button>
      )}
      <button
        type="button"
        aria-pressed={article.is_bookmarked}
        className={buttonClasses('secondary')}
        disabled={bookmark.isPending}
        onClick={() => bookmark.mutate({ ...ref, bookmarked: !article.is_bookmarked })}
      >
        <BookmarkIcon filled={article.is_bookmarked} width="16" height="16" />
        <span className="ml-1">{article.is_bookmarked ? 'Bookmarked' : 'Bookmark'}</span>
      </button>
      {(markRead.isError || bookmark.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {(markRead.error ?? bookmark.error)?.message}
        </p>
      )}
    </div>
  );
}

function Contents({ toc }: { toc: LibraryArticle['toc'] }) {
  if (toc.length === 0) return null;
  return (
    <nav aria-label="Contents" className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <p className="font-semibold text-fg">Contents</p>
      <ol className="mt-2 flex flex-col gap-1.5">
        {toc.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-4' : undefined}>
            <a href={`#${h.id}`} className="text-fg-muted hover:text-accent">
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default function LibraryArticlePage({ params }: { params: Record<string, string> }) {
  const category = params.category ?? '';
  const slug = params.slug ?? '';
  const auth = useAuth();
  const detail = useLibraryArticle(category, slug, auth.user?.id ?? null);
  usePageMetaOverride(
    detail.data
      ? {
          input: readingClubArticlePageInput({
            title: detail.data.title,
            description: detail.data.description,
          }),
        }
      : null,
  );
  if (detail.isPending) return <PageLoading label="Loading the article…" />;
  if (detail.isError)
    return <PageError error={detail.error} what="The article" onRetry={() => void detail.refetch()} />;
  const article = detail.data;
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
        <Link to="/library" className="hover:text-accent">
          Library
        </Link>{' '}
        /{' '}
        <Link to={`/library/${encodeURIComponent(article.category)}`} className="hover:text-accent">
          {article.category_title}
        </Link>
      </nav>
      <div className="mt-3 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0">
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{article.title}</h1>
          <p className="mt-2 text-sm text-fg-muted">
            {article.reading_minutes} min read
            {article.guided_path && (
              <>
                {' · Also in the guided path '}
                <Link
                  to={`/guided-paths/${encodeURIComponent(article.guided_path.slug)}`}
                  // Underlined: inside a line of text, colour alone must not mark a link (WCAG 1.4.1).
                  className="text-accent underline underline-offset-2"
                >
                  {article.guided_path.title}
                </Link>
              </>
            )}
          </p>
          {article.is_read && article.read_at && (
            <p className="mt-2 inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
              <SolvedIcon width="16" height="16" /> You read this on{' '}
              {new Date(article.read_at).toLocaleDateString()}
            </p>
          )}
          <div className="mt-6 lg:hidden">
            <Contents toc={article.toc} />
          </div>
          <MarkdownHtml html={article.html} className="mt-6" />
          <div className="mt-8 border-t border-line pt-6">
            <ReadActions article={article} />
          </div>
          {article.related_problems.length > 0 && (
            <section aria-labelledby="related-problems" className="mt-8">
              <h2 id="related-problems" className="text-lg font-semibold text-fg">
                Practise what you read
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {article.related_problems.map((p) => (
                  <li
                    key={p.slug}
                    className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
                  >
                    <Link
                      to={`/problems/${encodeURIComponent(p.slug)}`}
                      className="font-medium hover:text-accent"
                    >
                      {p.name}
                    </Link>
                    <DifficultyBadge difficulty={p.difficulty} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <nav aria-label="More articles" className="mt-8 grid gap-3 sm:grid-cols-2">
            {article.previous && (
              <Link
                to={articleHref(article.previous)}
                className="rounded-xl border border-line p-3 hover:border-accent"
              >
                <span className="block text-xs text-fg-muted">Previous</span>
                <span className="font-medium text-fg">{article.previous.title}</span>
              </Link>
            )}
            {article.next && (
              <Link
                to={articleHref(article.next)}
                className="rounded-xl border border-line p-3 text-right hover:border-accent sm:col-start-2"
              >
                <span className="block text-xs text-fg-muted">Next</span>
                <span className="font-medium text-fg">{article.next.title}</span>
              </Link>
            )}
          </nav>
        </article>
        <aside className="hidden lg:block">
          <div className="sticky top-20">
            <Contents toc={article.toc} />
          </div>
        </aside>
      </div>
    </div>
  );
}
