/**
 * /campus/public/discussions/{id}: a post (sanitized HTML from the server), its votes, comments and replies, follow,
 * edit and delete of one's own post, report, and the moderators' controls (hide, lock, pin, approve) for learners
 * GET /api/v2/users/roles names moderators. Anonymous visitors get the critical-flow login panel over the page.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DISCUSSION_REASON_MAX,
  type ModerationAction,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import {
  useDeletePost,
  useEditPost,
  useFollow,
  useIsModerator,
  useModerateComment,
  useModeratePost,
  usePost,
  useReport,
} from '../../../lib/api/discussions.ts';
import { categoryName } from '../../../components/discussions/category-name.ts';
import { CommentForm, CommentThread } from '../components/comment-thread.tsx';
import { parseTags } from '../../../components/discussions/new-post-form.tsx';
import { VoteButtons } from '../../../components/discussions/vote-buttons.tsx';

function ModeratorBar({ post }: { post: PostDetail }) {
  const moderate = useModeratePost(post.id);
  const actions: [ModerationAction, string][] = [
    post.status === 'hidden' ? ['unhide', 'Unhide'] : ['hide', 'Hide'],
    post.locked ? ['unlock', 'Unlock'] : ['lock', 'Lock'],
    post.pinned ? ['unpin', 'Unpin'] : ['pin', 'Pin'],
  ];
  if (post.status === 'held') actions.unshift(['approve', 'Approve']);
  return (
    <div
      role="group"
      aria-label="Moderator actions"
      className="flex flex-wrap gap-2 rounded-lg bg-surface-muted p-2"
    >
      <Link
        to="/campus/moderation"
        className="self-center text-xs font-semibold uppercase text-fg-muted hover:text-accent"
      >
        Moderation
      </Link>
      {actions.map(([action, label]) => (
        <button
          key={action}
          type="button"
          className={buttonClasses('secondary', 'sm')}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate(action)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function ReportButton({ parentId }: { parentId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReport();
  if (report.data) return <p className="text-sm text-fg-muted">{report.data.message}</p>;
  if (!open)
    return (
      <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setOpen(true)}>
        Report
      </button>
    );
  return (
    <form
      className="flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate({ parent_type: 'post', parent_id: parentId, reason });
      }}
    >
      <input
        aria-label="What is wrong with this post?"
        className="rounded-lg border border-line bg-surface px-2 py-1 text-sm"
        value={reason}
        maxLength={DISCUSSION_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        required
      />
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        Send report
      </button>
    </form>
  );
}

function EditPost({ post, onDone }: { post: PostDetail; onDone: () => void }) {
  const [title, setTitle] = useState(post.title);
  const [body, setBody] = useState(post.body);
  const [tags, setTags] = useState(post.tags.join(', '));
  const edit = useEditPost(post.id);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        edit.mutate({ title, body, category: post.category, tags: parseTags(tags) }, { onSuccess: onDone });
      }}
    >
      <input
        aria-label="Title"
        className="w-full rounded-lg border border-line bg-surface px-3 py-2"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <textarea
        aria-label="Post"
        className="min-h-32 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm"
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <input
        aria-label="Tags"
        className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        value={tags}
        onChange={(e) => setTags(e.target.value)}
      />
      {edit.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {edit.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses('primary', 'sm')}>
          Save
        </button>
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Post({ post, signedIn, moderator }: { post: PostDetail; signedIn: boolean; moderator: boolean }) {
  const [editing, setEditing] = useState(false);
  const follow = useFollow(post.id);
  const remove = useDeletePost(post.id);
  const moderateComment = useModerateComment(post.id);
  const navigate = useNavigate();
  const following = follow.data?.is_following ?? post.is_following;
  return (
    <article className="space-y-4">
      {moderator && <ModeratorBar post={post} />}
      {post.status !== 'visible' && (
        <p role="status" className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          {post.status === 'held'
            ? 'This post is waiting for a moderator’s review; only you and moderators can see it.'
            : 'A moderator hid this post; only its author and moderators can see it.'}
        </p>
      )}
      {editing ? (
        <EditPost post={post} onDone={() => setEditing(false)} />
      ) : (
        <>
          <header className="space-y-1">
            <p className="text-sm text-accent">{categoryName(post.category)}</p>
            <h1 className="text-2xl font-bold text-fg">{post.title}</h1>
            <p className="text-sm text-fg-muted">
              {post.author.name} ·{' '}
              <time dateTime={post.created_at}>{new Date(post.created_at).toLocaleString()}</time>
              {post.edited && ' · edited'}
              {post.pinned && ' · pinned'}
              {post.locked && ' · locked'}
            </p>
            {post.problem_id !== null && (
              <p className="text-sm text-fg-muted">About a problem: this thread is in its Discuss tab.</p>
            )}
          </header>
          <MarkdownHtml html={post.body_html} />
          {post.tags.length > 0 && (
            <p className="flex flex-wrap gap-2 text-sm">
              {post.tags.map((t) => (
                <Link
                  key={t}
                  to={`/campus/public-discussion?tag=${encodeURIComponent(t)}`}
                  className="text-accent"
                >
                  #{t}
                </Link>
              ))}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap items-center gap-2 border-y border-line py-2">
        <VoteButtons
          postId={post.id}
          parentType="post"
          parentId={post.id}
          score={post.score}
          myVote={post.my_vote}
          signedIn={signedIn}
        />
        {signedIn && (
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            aria-pressed={following}
            onClick={() => follow.mutate()}
          >
            {following ? 'Following' : 'Follow'}
          </button>
        )}
        {post.mine && !editing && (
          <>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className={buttonClasses('ghost', 'sm')}
              onClick={() => {
                if (window.confirm('Delete this post?'))
                  remove.mutate(undefined, { onSuccess: () => void navigate('/campus/public-discussion') });
              }}
            >
              Delete
            </button>
          </>
        )}
        {signedIn && !post.mine && <ReportButton parentId={post.id} />}
      </div>
      <section aria-labelledby="comments-title" className="space-y-4">
        <h2 id="comments-title" className="text-lg font-semibold">
          {post.comment_count} {post.comment_count === 1 ? 'comment' : 'comments'}
        </h2>
        {signedIn && !post.locked && <CommentForm postId={post.id} label="Your comment" />}
        {post.locked && <p className="text-sm text-fg-muted">This thread is locked: no new comments.</p>}
        <CommentThread
          post={post}
          signedIn={signedIn}
          {...(moderator
            ? {
                onModerate: (id: number, action: 'hide' | 'unhide') => moderateComment.mutate({ id, action }),
              }
            : {})}
        />
      </section>
    </article>
  );
}

export default function DiscussionPostPage({ params }: { params: Record<string, string> }) {
  const id = Number(params.postId);
  const auth = useAuth();
  const moderator = useIsModerator(auth.isAuthenticated);
  const post = usePost(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <p className="mb-4 text-sm">
        <Link to="/campus/public-discussion" className="text-accent">
          ← Public discussions
        </Link>
      </p>
      {post.isError ? (
        <p role="alert" className="rounded-lg border border-line p-6 text-center text-fg-muted">
          {post.error.message}
        </p>
      ) : post.data ? (
        <Post post={post.data} signedIn={auth.isAuthenticated} moderator={moderator} />
      ) : (
        <div aria-busy="true" className="h-40" />
      )}
    </main>
  );
}
