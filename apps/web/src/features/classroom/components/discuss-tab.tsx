/**
 * The DISCUSS tab: the problem's thread (posts filed with the problem, newest first) and a form to post in it. The
 * classroom configuration already hides the tab where spec 03 §2 turns it off (problem of the day, challenges, a
 * live contest); the server has the last word too: a problem whose solution is locked for the viewer (a live
 * contest) answers that its discussion opens when the contest ends.
 */
import { useState } from 'react';
import { PROBLEM_CATEGORY } from '@katana/shared/api/discussions';
import { NewPostForm } from '../../../components/discussions/new-post-form.tsx';
import { PostList } from '../../../components/discussions/post-card.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { usePosts, useProblemThreadStatus } from '../../../lib/api/discussions.ts';

export function DiscussTab({ problemId, signedIn }: { problemId: number; signedIn: boolean }) {
  const status = useProblemThreadStatus(problemId);
  const open = status.data?.open === true;
  const posts = usePosts({ sort: 'new', problemId, page: 1 }, open);
  const [writing, setWriting] = useState(false);
  if (status.data && !open)
    return (
      <div className="rounded-lg border border-dashed border-line p-6 text-center">
        <p className="font-semibold">Discussion is closed for now</p>
        <p className="mt-1 text-sm text-fg-muted">{status.data.message}</p>
      </div>
    );
  return (
    <div className="space-y-3" data-testid="discuss-tab">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Discussion</h2>
        {signedIn && (
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => setWriting((w) => !w)}
          >
            {writing ? 'Close' : 'Start a thread'}
          </button>
        )}
      </div>
      {writing && (
        <NewPostForm
          defaultCategory={PROBLEM_CATEGORY}
          problemId={problemId}
          onCreated={() => setWriting(false)}
        />
      )}
      {posts.data ? (
        <div className="rounded-lg border border-line">
          <PostList posts={posts.data.posts} empty="No discussions yet. Ask the first question!" />
        </div>
      ) : (
        <div aria-busy="true" className="h-24" />
      )}
    </div>
  );
}
