/**
 * /campus: the community's categories, hot and recent posts, and the colleges with the most activity; moderators
 * also get links to their pages (/campus/moderation, and /subjective-answers/review for subjective answers).
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useActiveColleges, useCategories, useIsModerator, usePosts } from '../../../lib/api/discussions.ts';
import { PostList } from '../../../components/discussions/post-card.tsx';
import { SectionCard } from '../components/section-card.tsx';

export default function CampusHomePage() {
  const hot = usePosts({ sort: 'hot', page: 1 });
  const recent = usePosts({ sort: 'new', page: 1 });
  const categories = useCategories('public');
  const colleges = useActiveColleges();
  const moderator = useIsModerator(useAuth().isAuthenticated);
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Campus</h1>
          <p className="text-fg-muted">Ask, answer and share with learners from every college.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {moderator && (
            <>
              <Link to="/campus/moderation" className={buttonClasses('secondary')}>
                Moderation
              </Link>
              <Link to="/subjective-answers/review" className={buttonClasses('secondary')}>
                Subjective answers
              </Link>
            </>
          )}
          <Link to="/campus/public-discussion" className={buttonClasses('primary')}>
            Public discussions
          </Link>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <SectionCard idPrefix="campus" title="Hot posts">
            <PostList posts={hot.data?.posts.slice(0, 5) ?? []} empty="No posts yet." />
          </SectionCard>
          <SectionCard idPrefix="campus" title="Recent posts">
            <PostList posts={recent.data?.posts.slice(0, 5) ?? []} empty="No posts yet." />
          </SectionCard>
        </div>
        <div className="space-y-6">
          <SectionCard idPrefix="campus" title="Categories">
            <ul className="divide-y divide-line">
              {categories.data?.categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/campus/public-discussion?category=${c.slug}`}
                    className="flex justify-between px-4 py-2 text-sm hover:bg-surface-muted"
                  >
                    <span>{c.name}</span>
                    <span className="text-fg-subtle">{c.post_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </SectionCard>
          <SectionCard idPrefix="campus" title="Most active colleges">
            {colleges.data && colleges.data.colleges.length === 0 ? (
              <p className="px-4 py-3 text-sm text-fg-muted">No college has posts yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {colleges.data?.colleges.map((c) => (
                  <li key={c.slug}>
                    <Link
                      to={`/campus/${c.slug}`}
                      className="flex justify-between px-4 py-2 text-sm hover:bg-surface-muted"
                    >
                      <span>{c.name}</span>
                      <span className="text-fg-subtle">{c.post_count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
      </div>
    </main>
  );
}
