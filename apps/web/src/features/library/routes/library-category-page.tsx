/** /library/{category}: the category's articles in reading order, with the learner's read and bookmark marks. */
import { Link } from 'react-router';
import { readingClubCategoryPageInput } from '@katana/shared/page-meta';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePageMetaOverride } from '../../../lib/page-meta/document-meta.tsx';
import { useLibraryCategory } from '../api/library-reads.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { PageError, PageLoading } from '../components/page-state.tsx';

export default function LibraryCategoryPage({ params }: { params: Record<string, string> }) {
  const slug = params.category ?? '';
  const auth = useAuth();
  const detail = useLibraryCategory(slug, auth.user?.id ?? null);
  usePageMetaOverride(
    detail.data
      ? {
          input: readingClubCategoryPageInput({
            category_title: detail.data.category.title,
            description: detail.data.category.description,
          }),
        }
      : null,
  );
  if (detail.isPending) return <PageLoading label="Loading the category…" />;
  if (detail.isError)
    return <PageError error={detail.error} what="The category" onRetry={() => void detail.refetch()} />;
  const { category, articles } = detail.data;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/library" className="text-sm text-fg-muted hover:text-accent">
        ← Library
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-fg sm:text-3xl">{category.title}</h1>
      <p className="mt-2 text-fg-muted">{category.description}</p>
      <p className="mt-1 text-sm text-fg-muted">
        {category.article_count} {category.article_count === 1 ? 'article' : 'articles'}
        {auth.isAuthenticated && ` · ${category.read_count} read`}
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {articles.map((a) => (
          <ArticleCard key={a.slug} article={a} headingLevel={2} />
        ))}
      </ul>
    </div>
  );
}
