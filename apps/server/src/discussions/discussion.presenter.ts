/** Discussion rows in the wire format of packages/shared/src/api/discussions.ts. */
import type {
  DiscussionAuthor,
  DiscussionComment,
  DiscussionCommentThread,
  PostStatus,
  PostSummary,
} from '@katana/shared/api/discussions';
import type { DiscussionCommentRow, DiscussionPostRow } from '../db/schema/discussions.ts';
import { plainText } from './discussion-markdown.ts';
import type { AuthorRow, PostWithAuthor } from './discussion.repository.ts';

export function presentAuthor(a: AuthorRow): DiscussionAuthor {
  return { uuid: a.uuid, name: a.name?.trim() || 'A learner', image: a.image };
}

export function postStatus(p: Pick<DiscussionPostRow, 'heldAt' | 'hiddenAt'>): PostStatus {
  if (p.hiddenAt) return 'hidden';
  if (p.heldAt) return 'held';
  return 'visible';
}

export function presentPostSummary(p: PostWithAuthor): PostSummary {
  return {
    id: p.id,
    title: p.title,
    excerpt: plainText(p.body),
    category: p.category,
    tags: p.tags,
    problem_id: p.problemId,
    college: p.collegeSlug,
    author: presentAuthor(p.author),
    score: p.score,
    upvotes: p.upvotes,
    downvotes: p.downvotes,
    comment_count: p.commentCount,
    status: postStatus(p),
    pinned: p.pinnedAt !== null,
    locked: p.lockedAt !== null,
    edited: p.editedAt !== null,
    created_at: p.createdAt.toISOString(),
    my_vote: p.myVote,
  };
}

/** A comment; a removed one keeps its place in the thread (its replies stay readable) without its text. */
export function presentComment(
  c: DiscussionCommentRow,
  author: AuthorRow,
  myVote: number,
  viewer: number | null,
  moderator: boolean,
): DiscussionComment {
  const removed = c.deletedAt !== null || (c.hiddenAt !== null && !moderator && c.authorId !== viewer);
  return {
    id: c.id,
    parent_id: c.parentId,
    author: removed ? { uuid: '', name: 'Removed', image: null } : presentAuthor(author),
    body: removed ? '' : c.body,
    body_html: removed ? '' : c.bodyHtml,
    score: c.score,
    my_vote: myVote,
    hidden: c.hiddenAt !== null,
    deleted: c.deletedAt !== null,
    edited: c.editedAt !== null,
    created_at: c.createdAt.toISOString(),
    mine: viewer !== null && c.authorId === viewer,
  };
}

/** Top-level comments with their replies, oldest first. */
export function threadComments(comments: DiscussionComment[]): DiscussionCommentThread[] {
  const top = comments
    .filter((c) => c.parent_id === null)
    .map((c) => ({ ...c, replies: [] as DiscussionComment[] }));
  const byId = new Map(top.map((c) => [c.id, c]));
  for (const c of comments) if (c.parent_id !== null) byId.get(c.parent_id)?.replies.push(c);
  return top;
}
