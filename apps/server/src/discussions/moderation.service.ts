/**
 * Moderators' side of discussions: the review queue (held posts and reports), hide/unhide, lock/unlock, pin/unpin
 * and approve of posts, hide/unhide of comments, bans from posting (reason, optional end), and the audit log every
 * one of these actions writes to in the same transaction. Approving a post notifies the learners it mentions.
 */
import {
  DiscussionMessage,
  type AuditLog,
  type ModerationAction,
  type ModerationQueue,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import type { DiscussionPostRow } from '../db/schema/discussions.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { presentAuthor, presentPostSummary } from './discussion.presenter.ts';
import { createDiscussionRepository } from './discussion.repository.ts';
import type { DiscussionService } from './discussion.service.ts';
import { createModerationRepository } from './moderation.repository.ts';

const QUEUE_LIMIT = 100;

export function createModerationService(deps: { db: Db; discussions: DiscussionService; now?: () => Date }) {
  const { db, discussions } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createDiscussionRepository(db);
  const moderation = createModerationRepository(db);
  const moderatorView = (id: number) => ({ id, moderator: true });

  function changeOf(action: ModerationAction, at: Date): Partial<DiscussionPostRow> {
    switch (action) {
      case 'hide':
        return { hiddenAt: at };
      case 'unhide':
        return { hiddenAt: null };
      case 'lock':
        return { lockedAt: at };
      case 'unlock':
        return { lockedAt: null };
      case 'pin':
        return { pinnedAt: at };
      case 'unpin':
        return { pinnedAt: null };
      case 'approve':
        return { heldAt: null };
    }
  }

  return {
    async queue(moderatorId: number): Promise<ModerationQueue> {
      const heldIds = await moderation.heldPostIds(QUEUE_LIMIT);
      const held = [];
      for (const id of heldIds) {
        const post = await repo.postById(id, moderatorId);
        if (post) held.push(presentPostSummary(post));
      }
      const reports = await moderation.reports(QUEUE_LIMIT);
      const commentPosts = new Map<number, number>();
      for (const r of reports)
        if (r.report.parentType === 'comment') {
          const comment = await repo.commentById(r.report.parentId);
          if (comment) commentPosts.set(comment.id, comment.postId);
        }
      return {
        held,
        reports: reports.map((r) => ({
          id: r.report.id,
          parent_type: r.report.parentType as 'post' | 'comment',
          parent_id: r.report.parentId,
          post_id:
            r.report.parentType === 'post'
              ? r.report.parentId
              : (commentPosts.get(r.report.parentId) ?? null),
          reason: r.report.reason,
          reporter: presentAuthor(r.reporter),
          created_at: r.report.createdAt.toISOString(),
        })),
      };
    },

    async moderatePost(
      moderatorId: number,
      id: number,
      action: ModerationAction,
      reason?: string,
    ): Promise<PostDetail> {
      const existing = await repo.postById(
        id,
        moderatorId,
        discussions.visibleTo(moderatorView(moderatorId)),
      );
      if (!existing) throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NOT_FOUND);
      const toDeliver = await db.transaction(async (tx) => {
        const post = (await createDiscussionRepository(tx).updatePost(id, changeOf(action, now())))!;
        await discussions.syncSearch(tx, post);
        await createModerationRepository(tx).audit({
          moderatorId,
          action,
          targetType: 'post',
          targetId: id,
          reason: reason ?? null,
        });
        const nowVisible = !post.heldAt && !post.hiddenAt;
        return action === 'approve' && nowVisible ? discussions.mentionPost(tx, post) : [];
      });
      await discussions.deliverAll(toDeliver);
      return discussions.detail(id, moderatorView(moderatorId));
    },

    async moderateComment(moderatorId: number, id: number, action: 'hide' | 'unhide', reason?: string) {
      const comment = await repo.commentById(id);
      if (!comment || comment.deletedAt)
        throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.COMMENT_NOT_FOUND);
      await db.transaction(async (tx) => {
        const r = createDiscussionRepository(tx);
        await r.updateComment(id, { hiddenAt: action === 'hide' ? now() : null });
        await r.recountComments(comment.postId);
        await createModerationRepository(tx).audit({
          moderatorId,
          action,
          targetType: 'comment',
          targetId: id,
          reason: reason ?? null,
        });
      });
      return discussions.detail(comment.postId, moderatorView(moderatorId));
    },

    async ban(moderatorId: number, input: { user_uuid: string; reason: string; ends_at?: string }) {
      const user = await repo.userByUuid(input.user_uuid.toLowerCase());
      if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NO_SUCH_LEARNER);
      const endsAt = input.ends_at ? new Date(input.ends_at) : null;
      await db.transaction(async (tx) => {
        const m = createModerationRepository(tx);
        await m.ban({ userId: user.id, reason: input.reason, endsAt, moderatorId });
        await m.audit({
          moderatorId,
          action: 'ban',
          targetType: 'user',
          targetId: user.id,
          reason: input.reason,
          details: { ends_at: endsAt?.toISOString() ?? null },
        });
      });
      return this.bans();
    },

    async unban(moderatorId: number, userUuid: string) {
      const user = await repo.userByUuid(userUuid.toLowerCase());
      if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NO_SUCH_LEARNER);
      await db.transaction(async (tx) => {
        const m = createModerationRepository(tx);
        if (await m.unban(user.id))
          await m.audit({ moderatorId, action: 'unban', targetType: 'user', targetId: user.id });
      });
      return this.bans();
    },

    async bans() {
      const rows = await moderation.bans(now());
      return {
        bans: rows.map((r) => ({
          user: presentAuthor(r.user),
          reason: r.ban.reason,
          ends_at: r.ban.endsAt?.toISOString() ?? null,
          created_at: r.ban.createdAt.toISOString(),
        })),
      };
    },

    async audit(): Promise<AuditLog> {
      const rows = await moderation.auditLog(200);
      return {
        entries: rows.map((r) => ({
          id: r.entry.id,
          moderator: r.moderator ? presentAuthor(r.moderator) : null,
          action: r.entry.action,
          target_type: r.entry.targetType,
          target_id: r.entry.targetId,
          reason: r.entry.reason,
          created_at: r.entry.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
