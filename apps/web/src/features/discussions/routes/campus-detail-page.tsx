/**
 * /campus/{slug}: a college's page: its discussions (with a new-post form filed under the college), the learners
 * who set this college on their profile, and a link to the campus leaderboard.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useCollege, useCollegeMembers, usePosts, pageCount } from '../../../lib/api/discussions.ts';
import { NewPostForm } from '../../../components/discussions/new-post-form.tsx';
import { PostList } from '../../../components/discussions/post-card.tsx';

export default function CampusDetailPage({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const auth = useAuth();
  const college = useCollege(slug);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const posts = usePosts({ sort: 'new', college: slug, page }, college.isSuccess);
  const members = useCollegeMembers(slug);
  if (college.isError)
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">College not found</h1>
        <p role="alert" className="mt-2 text-fg-muted">
          {college.error.message}
        </p>
        <Link to="/campus" className={buttonClasses('secondary', 'md', 'mt-4')}>
          Back to Campus
        </Link>
      </main>
    );
  const pages = posts.data ? pageCount(posts.data) : 1;
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-accent">
            <Link to="/campus">Campus</Link>
          </p>
          <h1 className="text-2xl font-bold text-fg">{college.data?.name ?? ' '}</h1>
          {college.data?.city && <p className="text-fg-muted">{college.data.city}</p>}
        </div>
        <Link
          to={`/home/leaderboards/campus?college_id=${encodeURIComponent(slug)}`}
          className={buttonClasses('secondary')}
        >
          Campus leaderboard
        </Link>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="college-posts" className="space-y-3">
          <div className="flex items-center justify-between">
            <h2 id="college-posts" className="text-lg font-semibold">
              Discussions
            </h2>
            {auth.isAuthenticated && (
              <button
                type="button"
                className={buttonClasses('primary', 'sm')}
                onClick={() => setWriting((w) => !w)}
              >
                {writing ? 'Close' : 'New post'}
              </button>
            )}
          </div>
          {writing && (
            <div className="rounded-2xl border border-line bg-surface p-4">
              <NewPostForm categoryType="campus" college={slug} />
            </div>
          )}
          <div className="rounded-2xl border border-line bg-surface">
            <PostList posts={posts.data?.posts ?? []} empty="No discussions from this college yet." />
          </div>
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} label="Pages" className="gap-3" />}
        </section>
        <section aria-labelledby="college-members" className="rounded-2xl border border-line bg-surface">
          <h2 id="college-members" className="border-b border-line px-4 py-3 font-semibold">
            Members {members.data && `(${members.data.total})`}
          </h2>
          {members.data && members.data.members.length === 0 ? (
            <p className="px-4 py-3 text-sm text-fg-muted">
              Nobody has set this college on their profile yet.
            </p>
          ) : (
            <ul className="divide-y divide-line">
              {members.data?.members.map((m) => (
                <li key={m.uuid}>
                  <Link to={`/profile/${m.uuid}`} className="block px-4 py-2 text-sm hover:bg-surface-muted">
                    {m.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
