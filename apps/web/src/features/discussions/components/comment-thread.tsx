/** Comments with one level of replies: reply, edit and delete one's own, votes, and a moderator's hide. */
import { useState, type FormEvent } from 'react';
import {
  DISCUSSION_COMMENT_MAX,
  type DiscussionComment,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useComment, useDeleteComment, useEditComment } from '../../../lib/api/discussions.ts';
import { VoteButtons } from '../../../components/discussions/vote-buttons.tsx';

export function CommentForm({
  postId,
  parentId,
  initial = '',
  label,
  onDone,
  submitLabel = 'Comment',
}: {
  postId: number;
  parentId?: number;
  initial?: string;
  label: string;
  onDone?: () => void;
  submitLabel?: string;
}) {
  const [body, setBody] = useState(initial);
  const comment = useComment(postId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    comment.mutate(parentId ? { body, parent_id: parentId } : { body }, {
      onSuccess: () => {
        setBody('');
        onDone?.();
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <textarea
        aria-label={label}
        className="min-h-20 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        value={body}
        maxLength={DISCUSSION_COMMENT_MAX}
        onChange={(e) => setBody(e.target.value)}
        required
      />
      {comment.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {comment.error.message}
        </p>
      )}
      <button
        type="submit"
        className={buttonClasses('primary', 'sm')}
        disabled={comment.isPending || !body.trim()}
      >
        {submitLabel}
      </button>
    </form>
  );
}

function EditComment({
  postId,
  comment,
  onDone,
}: {
  postId: number;
  comment: DiscussionComment;
  onDone: () => void;
}) {
  const [body, setBody] = useState(comment.body);
  const edit = useEditComment(postId);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        edit.mutate({ id: comment.id, body }, { onSuccess: onDone });
      }}
    >
      <textarea
        aria-label="Edit comment"
        className="min-h-20 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
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

function CommentItem({
  post,
  comment,
  signedIn,
  canReply,
  onModerate,
}: {
  post: PostDetail;
  comment: DiscussionComment;
  signedIn: boolean;
  canReply: boolean;
  onModerate?: ((id: number, action: 'hide' | 'unhide') => void) | undefined;
}) {
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const remove = useDeleteComment(post.id);
  if (comment.deleted || (comment.hidden && !comment.body))
    return (
      <p className="text-sm italic text-fg-subtle">
        {comment.deleted ? 'This comment was deleted.' : 'This comment was hidden by a moderator.'}
      </p>
    );
  return (
    <div id={`comment-${comment.id}`} className="space-y-1" data-testid="comment">
      <p className="text-xs text-fg-subtle">
        <span className="font-medium text-fg">{comment.author.name}</span> ·{' '}
        <time dateTime={comment.created_at}>{new Date(comment.created_at).toLocaleString()}</time>
        {comment.edited && ' · edited'}
        {comment.hidden && ' · hidden by a moderator'}
      </p>
      {mode === 'edit' ? (
        <EditComment postId={post.id} comment={comment} onDone={() => setMode('view')} />
      ) : (
        <MarkdownHtml html={comment.body_html} className="text-sm" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <VoteButtons
          postId={post.id}
          parentType="comment"
          parentId={comment.id}
          score={comment.score}
          myVote={comment.my_vote}
          signedIn={signedIn}
        />
        {signedIn && canReply && !post.locked && (
          <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setMode('reply')}>
            Reply
          </button>
        )}
        {comment.mine && (
          <>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => setMode('edit')}>
              Edit
            </button>
            <button
              type="button"
              className={buttonClasses('ghost', 'sm')}
              onClick={() => remove.mutate(comment.id)}
            >
              Delete
            </button>
          </>
        )}
        {onModerate && (
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            onClick={() => onModerate(comment.id, comment.hidden ? 'unhide' : 'hide')}
          >
            {comment.hidden ? 'Unhide' : 'Hide'}
          </button>
        )}
      </div>
      {mode === 'reply' && (
        <CommentForm
          postId={post.id}
          parentId={comment.id}
          label={`Reply to ${comment.author.name}`}
          submitLabel="Reply"
          onDone={() => setMode('view')}
        />
      )}
    </div>
  );
}

export function CommentThread({
  post,
  signedIn,
  onModerate,
}: {
  post: PostDetail;
  signedIn: boolean;
  onModerate?: (id: number, action: 'hide' | 'unhide') => void;
}) {
  if (post.comments.length === 0) return <p className="text-sm text-fg-muted">No comments yet.</p>;
  return (
    <ol className="space-y-4">
      {post.comments.map((c) => (
        <li key={c.id} className="space-y-3 border-b border-line pb-4">
          <CommentItem post={post} comment={c} signedIn={signedIn} canReply onModerate={onModerate} />
          {c.replies.length > 0 && (
            <ol className="ml-6 space-y-3 border-l border-line pl-4">
              {c.replies.map((r) => (
                <li key={r.id}>
                  <CommentItem
                    post={post}
                    comment={r}
                    signedIn={signedIn}
                    canReply={false}
                    onModerate={onModerate}
                  />
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
