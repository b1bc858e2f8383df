/**
 * Moderators' side of discussions: the review queue (held posts and open reports), hide/unhide, lock/unlock,
 * pin/unpin and approve of posts, hide/unhide of comments, bans from posting (reason, optional end), and the audit log
 * every one of these actions writes to in the same transaction. Approving a post notifies the learners it mentions.
 * Decisions: approving or hiding a held post takes it out of the queue; a report is resolved (what it reports is
 * hidden) or dismissed, and hiding a post or comment resolves every open report of it.
 */
import {
  DiscussionMessage,
  type AuditLog,
  type ModerationAction,
  type ModerationQueue,
  type PostDetail,
  type ReportDecision,
} from '@katana/shared/api/discussions';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import type { DiscussionPostRow } from '../db/schema/discussions.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { presentAuthor, presentPostSummary } from './discussion.presenter.ts';
import { presentAuditEntry, presentReport } from './moderation.presenter.ts';
import { createDiscussionRepository } from './discussion.repository.ts';
import type { DiscussionService } from './discussion.service.ts';
import { createModerationRepository, type PersonRow } from './moderation.repository.ts';

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

  async function peopleById(ids: readonly number[]): Promise<Map<number, PersonRow>> {
    const rows = await moderation.people([...new Set(ids)]);
    return new Map(rows.map((p) => [p.id, p]));
  }

  /** Closes the target's open reports and audits it (when there were any), in the caller's transaction. */
  async function closeReports(
    tx: Db,
    moderatorId: number,
    target: { type: 'post' | 'comment'; id: number },
    resolution: 'resolved' | 'dismissed',
    reason?: string,
  ) {
    const m = createModerationRepository(tx);
    const closed = await m.closeReports(target.type, target.id, {
      resolution,
      resolvedBy: moderatorId,
      resolvedAt: now(),
    });
    if (closed.length > 0)
      await m.audit({
        moderatorId,
        action: resolution === 'resolved' ? 'resolve_report' : 'dismiss_report',
        targetType: target.type,
        targetId: target.id,
        reason: reason ?? null,
        details: { report_ids: closed },
      });
  }

  /** Hides a reported post or comment (which resolves its reports); false when it no longer exists. */
  async function hideTarget(
    moderatorId: number,
    target: { type: 'post' | 'comment'; id: number },
    reason?: string,
  ): Promise<boolean> {
    try {
      if (target.type === 'post') await service.moderatePost(moderatorId, target.id, 'hide', reason);
      else await service.moderateComment(moderatorId, target.id, 'hide', reason);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 404) return false;
      throw err;
    }
  }

  /** The learner each audit entry is about: the banned learner, or the author of the post or comment. */
  async function auditTargets(entries: { targetType: string; targetId: number }[]) {
    const idsOf = (type: string) => entries.filter((e) => e.targetType === type).map((e) => e.targetId);
    const [posts, comments] = await Promise.all([
      moderation.postAuthors(idsOf('post')),
      moderation.commentAuthors(idsOf('comment')),
    ]);
    const userOf = new Map<string, number>([
      ...posts.map((p) => [`post:${p.id}`, p.authorId] as const),
      ...comments.map((c) => [`comment:${c.id}`, c.authorId] as const),
      ...idsOf('user').map((id) => [`user:${id}`, id] as const),
    ]);
    const people = await peopleById([...userOf.values()]);
    return (e: { targetType: string; targetId: number }) => {
      const id = userOf.get(`${e.targetType}:${e.targetId}`);
      return id === undefined ? undefined : people.get(id);
    };
  }

  const service = {
    async queue(moderatorId: number): Promise<ModerationQueue> {
      const heldIds = await moderation.heldPostIds(QUEUE_LIMIT);
      const held = [];
      for (const id of heldIds) {
        const post = await repo.postById(id, moderatorId);
        if (post) held.push(presentPostSummary(post));
      }
      const reports = await moderation.openReports(QUEUE_LIMIT);
      const idsOf = (type: string) =>
        reports.filter((r) => r.report.parentType === type).map((r) => r.report.parentId);
      const [posts, comments] = await Promise.all([
        moderation.postAuthors(idsOf('post')),
        moderation.commentAuthors(idsOf('comment')),
      ]);
      const postAuthor = new Map(posts.map((p) => [p.id, p.authorId]));
      const comment = new Map(comments.map((c) => [c.id, c]));
      const people = await peopleById([...posts, ...comments].map((x) => x.authorId));
      return {
        held,
        reports: reports.map(({ report, reporter }) => {
          const isPost = report.parentType === 'post';
          const c = comment.get(report.parentId);
          const authorId = isPost ? postAuthor.get(report.parentId) : c?.authorId;
          return presentReport(
            report,
            reporter,
            isPost ? report.parentId : (c?.postId ?? null),
            authorId === undefined ? undefined : people.get(authorId),
          );
        }),
      };
    },

    /** Resolve (hide what the report is about) or dismiss a report; either closes every open report of it. */
    async decideReport(moderatorId: number, reportId: number, action: ReportDecision, reason?: string) {
      const report = await moderation.reportById(reportId);
      if (!report) throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.REPORT_NOT_FOUND);
      if (report.resolvedAt) throw new ApiError(409, ErrorCode.CONFLICT, DiscussionMessage.REPORT_CLOSED);
      const target = { type: report.parentType as 'post' | 'comment', id: report.parentId };
      if (action === 'resolve' && (await hideTarget(moderatorId, target, reason)))
        return service.queue(moderatorId);
      // Dismissed, or resolved when what it reports is already gone.
      await db.transaction(async (tx) =>
        closeReports(tx, moderatorId, target, action === 'resolve' ? 'resolved' : 'dismissed', reason),
      );
      return service.queue(moderatorId);
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
        if (action === 'hide') await closeReports(tx, moderatorId, { type: 'post', id }, 'resolved', reason);
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
        if (action === 'hide')
          await closeReports(tx, moderatorId, { type: 'comment', id }, 'resolved', reason);
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
      return service.bans();
    },

    async unban(moderatorId: number, userUuid: string) {
      const user = await repo.userByUuid(userUuid.toLowerCase());
      if (!user) throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NO_SUCH_LEARNER);
      await db.transaction(async (tx) => {
        const m = createModerationRepository(tx);
        if (await m.unban(user.id))
          await m.audit({ moderatorId, action: 'unban', targetType: 'user', targetId: user.id });
      });
      return service.bans();
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
      const targetOf = await auditTargets(rows.map((r) => r.entry));
      return { entries: rows.map((r) => presentAuditEntry(r.entry, r.moderator, targetOf(r.entry))) };
    },
  };
  return service;
}

export type ModerationService = ReturnType<typeof createModerationService>;
