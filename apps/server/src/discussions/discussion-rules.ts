/**
 * The rules every discussion operation shares: which posts a viewer sees (their author and moderators always; others
 * only when neither held for review nor hidden; nobody once deleted; a problem's posts only where practice's access
 * policy shows the problem, and not while its solution is locked for the viewer), who may write (not banned), the
 * search document of a post, and DISCUSSION inbox items (recorded in the write's transaction, delivered after it).
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DiscussionMessage,
  mentionedScreenNames,
  mentionedUuids,
  type PostDetail,
} from '@katana/shared/api/discussions';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import { discussionPosts, type DiscussionPostRow } from '../db/schema/discussions.ts';
import { problems } from '../db/schema/practice.ts';
import { recordNotification } from '../engagement/index.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { indexSearchDocuments, removeSearchDocuments } from '../search/index.ts';
import { plainText } from './discussion-markdown.ts';
import { presentComment, presentPostSummary, threadComments } from './discussion.presenter.ts';
import { createDiscussionRepository, type PostWithAuthor } from './discussion.repository.ts';
import { createModerationRepository } from './moderation.repository.ts';

/** Practice's access policy (app.problemAccess). */
export type ProblemAccess = FastifyInstance['problemAccess'];

export interface Viewer {
  id: number | null;
  moderator: boolean;
}

export const postUrl = (id: number) => `/campus/public/discussions/${id}`;

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NOT_FOUND);

export function createDiscussionRules(deps: {
  db: Db;
  access: ProblemAccess;
  /** Delivers a learner's stored inbox items (after the commit). */
  deliver: (userId: number) => Promise<unknown>;
  now: () => Date;
}) {
  const { db, access, deliver, now } = deps;
  const repo = createDiscussionRepository(db);
  const moderation = createModerationRepository(db);

  /** The posts the viewer may see (see the rules above). */
  function visibleTo(viewer: Viewer): SQL | undefined {
    const problemVisible = access.visibleTo(viewer.id)(discussionPosts.problemId);
    return and(
      isNull(discussionPosts.deletedAt),
      viewer.moderator
        ? undefined
        : or(
            and(isNull(discussionPosts.heldAt), isNull(discussionPosts.hiddenAt)),
            viewer.id === null ? undefined : eq(discussionPosts.authorId, viewer.id),
          ),
      problemVisible ? or(isNull(discussionPosts.problemId), problemVisible) : undefined,
    );
  }

  /** The problem's thread for the viewer: 404 when the problem is unknown or hidden, 403 while locked. */
  async function openProblem(viewer: Viewer, problemId: number) {
    const [problem] = await db
      .select({ id: problems.id, slug: problems.slug })
      .from(problems)
      .where(eq(problems.id, problemId))
      .limit(1);
    if (!problem || (await access.isHidden(viewer.id, { id: problemId })))
      throw new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.PROBLEM_NOT_FOUND);
    if (await access.solutionLock(viewer.id, problem))
      throw new ApiError(403, ErrorCode.FORBIDDEN, DiscussionMessage.PROBLEM_CLOSED);
    return problem;
  }

  async function visiblePost(id: number, viewer: Viewer): Promise<PostWithAuthor> {
    const post = await repo.postById(id, viewer.id, visibleTo(viewer));
    if (!post) throw notFound();
    if (post.problemId !== null && !viewer.moderator) await openProblem(viewer, post.problemId);
    return post;
  }

  async function assertMayWrite(userId: number) {
    const ban = await moderation.activeBan(userId, now());
    if (!ban) return;
    const until = ban.endsAt ? ` until ${ban.endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
    throw new ApiError(403, ErrorCode.FORBIDDEN, `${DiscussionMessage.BANNED}${until}: ${ban.reason}`);
  }

  function searchDoc(post: DiscussionPostRow) {
    return {
      type: 'discussion' as const,
      refKey: String(post.id),
      title: post.title,
      keywords: post.tags.join(' '),
      body: post.body,
      url: postUrl(post.id),
      problemId: post.problemId,
      visibleToUserId: post.heldAt ? post.authorId : null,
      meta: { category: post.category, college: post.collegeSlug },
      popularity: Math.max(post.score, 0) + post.commentCount,
    };
  }

  /** Index a visible or held post; remove a hidden or deleted one (in the caller's transaction). */
  async function syncSearch(tx: Db, post: DiscussionPostRow) {
    if (post.deletedAt || post.hiddenAt) await removeSearchDocuments(tx, 'discussion', [String(post.id)]);
    else await indexSearchDocuments(tx, [searchDoc(post)]);
  }

  /** Records DISCUSSION items for the learners (minus the actor); returns whom to deliver to. */
  async function notify(
    tx: Db,
    userIds: Iterable<number>,
    actorId: number,
    item: { title: string; body: string; link: string; dedupe: string },
  ): Promise<number[]> {
    const notified: number[] = [];
    for (const userId of new Set(userIds)) {
      if (userId === actorId) continue;
      const recorded = await recordNotification(tx, {
        userId,
        kind: NotificationKind.DISCUSSION,
        title: item.title,
        body: item.body,
        link: item.link,
        dedupeKey: item.dedupe,
      });
      if (recorded.created) notified.push(userId);
    }
    return notified;
  }

  /** Mentioned learners who can see the post. */
  async function mentioned(tx: Db, text: string, post: DiscussionPostRow): Promise<number[]> {
    const r = createDiscussionRepository(tx);
    const found = [
      ...(await r.usersByUuid(mentionedUuids(text))),
      ...(await r.usersByScreenName(mentionedScreenNames(text))),
    ];
    const ids: number[] = [];
    for (const u of found) {
      if (ids.includes(u.id)) continue;
      const viewer = { id: u.id, moderator: false };
      if (await r.postById(post.id, u.id, visibleTo(viewer))) ids.push(u.id);
    }
    return ids;
  }

  const deliverAll = (ids: readonly number[]) =>
    Promise.all(ids.map((id) => deliver(id).catch(() => undefined)));
  /** Reads with the handle given: inside a transaction, the transaction's (PGlite has one connection). */
  const nameOf = async (handle: Db, userId: number) =>
    (await createDiscussionRepository(handle).author(userId))?.name?.trim() || 'A learner';

  async function mentionPost(tx: Db, post: DiscussionPostRow): Promise<number[]> {
    const name = await nameOf(tx, post.authorId);
    return notify(tx, await mentioned(tx, `${post.title}\n${post.body}`, post), post.authorId, {
      title: `${name} mentioned you in “${post.title}”`,
      body: plainText(post.body, 140),
      link: postUrl(post.id),
      dedupe: `discussion:mention:post:${post.id}`,
    });
  }

  async function detail(id: number, viewer: Viewer): Promise<PostDetail> {
    const post = await visiblePost(id, viewer);
    const [comments, following] = await Promise.all([
      repo.comments(id, viewer.id),
      viewer.id === null ? false : repo.isFollowing(id, viewer.id),
    ]);
    return {
      ...presentPostSummary(post),
      body: post.body,
      body_html: post.bodyHtml,
      is_following: following,
      mine: viewer.id === post.authorId,
      comments: threadComments(
        comments.map((c) =>
          presentComment(c.comment, c.author, Number(c.myVote), viewer.id, viewer.moderator),
        ),
      ),
    };
  }

  async function ownPost(userId: number, id: number, moderator: boolean) {
    const post = await repo.postById(id, userId, visibleTo({ id: userId, moderator }));
    if (!post) throw notFound();
    if (post.authorId !== userId && !moderator)
      throw new ApiError(403, ErrorCode.FORBIDDEN, DiscussionMessage.NOT_YOURS);
    return post;
  }

  return {
    db,
    now,
    repo,
    moderation,
    visibleTo,
    openProblem,
    visiblePost,
    assertMayWrite,
    syncSearch,
    notify,
    mentioned,
    deliverAll,
    nameOf,
    mentionPost,
    detail,
    ownPost,
  };
}

export type DiscussionRules = ReturnType<typeof createDiscussionRules>;
