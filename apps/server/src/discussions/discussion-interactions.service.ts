/**
 * Learners' interactions with a post: comments and one level of replies (not on a locked thread, within the
 * per-learner comment limit), edits and soft deletes of comments, votes by the spec 03 reaction toggle rule (the same
 * vote again removes it, the other one switches it), follows, and reports. A new comment notifies the thread's
 * followers (the author follows by default), the parent comment's author on a reply, and the learners it mentions.
 */
import {
  DiscussionMessage,
  hotRank,
  Vote,
  type ReactionParentType,
  type ReactionResult,
  type ReactionType,
} from '@katana/shared/api/discussions';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { plainText, renderDiscussionMarkdown } from './discussion-markdown.ts';
import { postUrl, type DiscussionRules } from './discussion-rules.ts';
import { createDiscussionRepository } from './discussion.repository.ts';

export function createDiscussionInteractions(
  rules: DiscussionRules,
  limits: { commentsPer10Minutes: number },
) {
  const {
    db,
    now,
    repo,
    moderation,
    visiblePost,
    assertMayWrite,
    notify,
    mentioned,
    deliverAll,
    nameOf,
    detail,
  } = rules;

  return {
    async comment(
      userId: number,
      moderator: boolean,
      postId: number,
      body: { body: string; parent_id?: number },
    ) {
      const viewer = { id: userId, moderator };
      const post = await visiblePost(postId, viewer);
      await assertMayWrite(userId);
      if (post.lockedAt) throw new ApiError(403, ErrorCode.FORBIDDEN, DiscussionMessage.LOCKED);
      const recent = await repo.commentsSince(userId, new Date(now().getTime() - 600_000));
      if (recent >= limits.commentsPer10Minutes)
        throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, DiscussionMessage.COMMENT_RATE);
      let parentAuthor: number | null = null;
      if (body.parent_id !== undefined) {
        const parent = await repo.commentById(body.parent_id);
        if (!parent || parent.postId !== postId || parent.deletedAt)
          throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
        if (parent.parentId !== null)
          throw new ApiError(422, ErrorCode.VALIDATION, DiscussionMessage.REPLY_DEPTH, {
            parent_id: DiscussionMessage.REPLY_DEPTH,
          });
        parentAuthor = parent.authorId;
      }
      const name = await nameOf(db, userId);
      const toDeliver = await db.transaction(async (tx) => {
        const r = createDiscussionRepository(tx);
        const comment = await r.insertComment({
          postId,
          parentId: body.parent_id ?? null,
          authorId: userId,
          body: body.body,
          bodyHtml: renderDiscussionMarkdown(body.body),
          createdAt: now(),
        });
        await r.recountComments(postId);
        const excerpt = plainText(body.body, 140);
        const link = `${postUrl(postId)}#comment-${comment.id}`;
        const replied =
          parentAuthor === null
            ? []
            : await notify(tx, [parentAuthor], userId, {
                title: `${name} replied to your comment on “${post.title}”`,
                body: excerpt,
                link,
                dedupe: `discussion:comment:${comment.id}`,
              });
        const followed = await notify(tx, await r.followers(postId), userId, {
          title: `${name} commented on “${post.title}”`,
          body: excerpt,
          link,
          dedupe: `discussion:comment:${comment.id}`,
        });
        const mentions = await notify(tx, await mentioned(tx, body.body, post), userId, {
          title: `${name} mentioned you in “${post.title}”`,
          body: excerpt,
          link,
          dedupe: `discussion:mention:comment:${comment.id}`,
        });
        return [...replied, ...followed, ...mentions];
      });
      await deliverAll([...new Set(toDeliver)]);
      return detail(postId, viewer);
    },

    async updateComment(userId: number, moderator: boolean, id: number, body: { body: string }) {
      const comment = await repo.commentById(id);
      if (!comment || comment.deletedAt)
        throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
      await visiblePost(comment.postId, { id: userId, moderator });
      if (comment.authorId !== userId)
        throw new ApiError(403, ErrorCode.FORBIDDEN, DiscussionMessage.NOT_YOURS);
      await repo.updateComment(id, {
        body: body.body,
        bodyHtml: renderDiscussionMarkdown(body.body),
        editedAt: now(),
      });
      return detail(comment.postId, { id: userId, moderator });
    },

    async removeComment(userId: number, moderator: boolean, id: number) {
      const comment = await repo.commentById(id);
      if (!comment || comment.deletedAt)
        throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
      await visiblePost(comment.postId, { id: userId, moderator });
      if (comment.authorId !== userId && !moderator)
        throw new ApiError(403, ErrorCode.FORBIDDEN, DiscussionMessage.NOT_YOURS);
      await db.transaction(async (tx) => {
        const r = createDiscussionRepository(tx);
        await r.updateComment(id, { deletedAt: now() });
        await r.recountComments(comment.postId);
      });
      return detail(comment.postId, { id: userId, moderator });
    },

    /** Spec 03 reaction toggle: the same vote again removes it; the other one switches it and adjusts the counts. */
    async react(
      userId: number,
      moderator: boolean,
      input: { parent_id: number; parent_type: ReactionParentType; reaction_type: ReactionType },
    ): Promise<ReactionResult> {
      const viewer = { id: userId, moderator };
      if (input.parent_type === 'post') await visiblePost(input.parent_id, viewer);
      else {
        const comment = await repo.commentById(input.parent_id);
        if (!comment || comment.deletedAt)
          throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
        await visiblePost(comment.postId, viewer);
      }
      const wanted = Vote[input.reaction_type];
      return db.transaction(async (tx) => {
        const r = createDiscussionRepository(tx);
        const current = await r.voteOf(userId, input.parent_type, input.parent_id);
        const next = current === wanted ? 0 : wanted;
        await r.setVote(userId, input.parent_type, input.parent_id, next);
        const up = (next === 1 ? 1 : 0) - (current === 1 ? 1 : 0);
        const down = (next === -1 ? 1 : 0) - (current === -1 ? 1 : 0);
        const counts = (await r.addToCounts(input.parent_type, input.parent_id, up, down))!;
        if (input.parent_type === 'post')
          await r.updatePost(input.parent_id, { hot: hotRank(counts.score, counts.createdAt) });
        return {
          parent_id: input.parent_id,
          parent_type: input.parent_type,
          score: counts.score,
          upvotes: counts.upvotes,
          downvotes: counts.downvotes,
          my_vote: next,
        };
      });
    },

    async toggleFollow(userId: number, moderator: boolean, postId: number) {
      await visiblePost(postId, { id: userId, moderator });
      if (await repo.isFollowing(postId, userId)) {
        await repo.unfollow(postId, userId);
        return { is_following: false };
      }
      await repo.follow(postId, userId);
      return { is_following: true };
    },

    async report(
      userId: number,
      moderator: boolean,
      input: { parent_type: ReactionParentType; parent_id: number; reason: string },
    ) {
      const viewer = { id: userId, moderator };
      if (input.parent_type === 'post') await visiblePost(input.parent_id, viewer);
      else {
        const comment = await repo.commentById(input.parent_id);
        if (!comment || comment.deletedAt)
          throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
        await visiblePost(comment.postId, viewer);
      }
      await moderation.report({
        userId,
        parentType: input.parent_type,
        parentId: input.parent_id,
        reason: input.reason,
      });
      return { message: DiscussionMessage.REPORTED };
    },
  };
}
