/** Up / down votes of a post or comment (spec 03 toggle: the same vote again removes it). */
import { clsx } from 'clsx';
import type { ReactionParentType } from '@katana/shared/api/discussions';
import { useVote } from '../../lib/api/discussions.ts';

export function VoteButtons({
  postId,
  parentType,
  parentId,
  score,
  myVote,
  signedIn,
}: {
  postId: number;
  parentType: ReactionParentType;
  parentId: number;
  score: number;
  myVote: number;
  signedIn: boolean;
}) {
  const vote = useVote(postId);
  const shown = vote.data?.parent_id === parentId ? vote.data : { score, my_vote: myVote };
  const cast = (reaction_type: 'UPVOTE' | 'DOWNVOTE') =>
    vote.mutate({ parent_id: parentId, parent_type: parentType, reaction_type });
  const button = 'rounded px-1.5 py-0.5 text-sm hover:bg-surface-muted disabled:opacity-50';
  return (
    <div className="flex items-center gap-1" data-testid={`votes-${parentType}-${parentId}`}>
      <button
        type="button"
        aria-label="Upvote"
        aria-pressed={shown.my_vote === 1}
        disabled={!signedIn || vote.isPending}
        className={clsx(button, shown.my_vote === 1 && 'text-accent')}
        onClick={() => cast('UPVOTE')}
      >
        ▲
      </button>
      <span className="min-w-6 text-center text-sm font-semibold" data-testid="score">
        {shown.score}
      </span>
      <button
        type="button"
        aria-label="Downvote"
        aria-pressed={shown.my_vote === -1}
        disabled={!signedIn || vote.isPending}
        className={clsx(button, shown.my_vote === -1 && 'text-accent')}
        onClick={() => cast('DOWNVOTE')}
      >
        ▼
      </button>
    </div>
  );
}
