/** One article in a list: title (a link), its line, reading time, and the viewer's Read / Bookmarked marks. */
import { Link } from 'react-router';
import type { LibraryArticleCard } from '@katana/shared/api/library';
import { BookmarkIcon, SolvedIcon } from '../../../components/ui/icons.tsx';

export const articleHref = (a: { category: string; slug: string }) =>
  `/library/${encodeURIComponent(a.category)}/${encodeURIComponent(a.slug)}`;

export function ArticleCard({
  article,
  showCategory = false,
  headingLevel = 3,
}: {
  article: LibraryArticleCard;
  showCategory?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      {showCategory && <p className="text-xs font-medium text-fg-muted">{article.category_title}</p>}
      <Heading className="text-base font-semibold text-fg">
        <Link to={articleHref(article)} className="hover:text-accent">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm leading-6 text-fg-muted">{article.description}</p>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-fg-muted">
        <span>{article.reading_minutes} min read</span>
        {article.is_read && (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <SolvedIcon width="14" height="14" /> Read
          </span>
        )}
        {article.is_bookmarked && (
          <span className="inline-flex items-center gap-1">
            <BookmarkIcon filled width="14" height="14" /> Bookmarked
          </span>
        )}
      </p>
    </li>
  );
}
