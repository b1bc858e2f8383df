/**
 * Discussions for learners: list, read, write, vote, follow and report. Rules:
 * - Who sees a post: its author and moderators always; everyone else only when it is neither held for review nor
 *   hidden by a moderator; nobody once deleted (soft). A post about a problem exists only for viewers practice's
 *   access policy shows the problem to, and a problem's thread is closed while its solution is locked for the viewer
 *   (a live contest: spec 03 §2, discuss "only when the contest is finished").
 * - Writing: signed in, not banned, within the per-learner limits (config.discussions), posts with a solved captcha
 *   (checked by the route). A learner's first DISCUSSION_HOLD_FIRST_POSTS posts are held until a moderator approves.
 * - Votes follow the reaction toggle rule (spec 03): the same vote again removes it, the other one switches it.
 * - Comments go one level deep; a locked thread takes no new comments.
 * - DISCUSSION inbox items go to a thread's followers on a new comment (the author follows by default), to the
 *   comment's parent author on a reply, and to learners mentioned as `@<screen name>` or `@<uuid>`; each recorded in the write's
 *   transaction and delivered (bell, drawer, live) after the commit.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DISCUSSION_CATEGORIES,
  DISCUSSION_COUNT_CAP,
  DISCUSSION_PAGE_SIZE,
  DiscussionMessage,
  hotRank,
  mentionedScreenNames,
  mentionedUuids,
  Vote,
  type CategoryType,
  type DiscussionCategory,
  type PostDetail,
  type PostList,
  type PostListQuery,
  type ReactionParentType,
  type ReactionResult,
  type ReactionType,
} from '@katana/shared/api/discussions';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import { discussionPosts, type DiscussionPostRow } from '../db/schema/discussions.ts';
import { problems } from '../db/schema/practice.ts';
import { recordNotification } from '../engagement/index.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { indexSearchDocuments, removeSearchDocuments } from '../search/index.ts';
import { plainText, renderDiscussionMarkdown } from './discussion-markdown.ts';
import { presentComment, presentPostSummary, threadComments } from './discussion.presenter.ts';
import { createDiscussionRepository, type PostWithAuthor } from './discussion.repository.ts';
import { createModerationRepository } from './moderation.repository.ts';

/** Practice's access policy (app.problemAccess). */
type ProblemAccess = FastifyInstance['problemAccess'];

export interface DiscussionLimits {
  holdFirstPosts: number;
  postsPerHour: number;
  commentsPer10Minutes: number;
}

export interface Viewer {
  id: number | null;
  moderator: boolean;
}

export const postUrl = (id: number) => `/campus/public/discussions/${id}`;

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, DiscussionMessage.NOT_FOUND);

export function createDiscussionService(deps: {
  db: Db;
  access: ProblemAccess;
  limits: DiscussionLimits;
  /** Delivers a learner's stored inbox items (after the commit). */
  deliver: (userId: number) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db, access, limits, deliver } = deps;
  const now = deps.now ?? (() => new Date());
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
    visibleTo,
    detail,
    mentionPost,
    syncSearch,
    deliverAll,

    async list(query: PostListQuery, viewer: Viewer): Promise<PostList> {
      if (query.problem_id !== undefined) await openProblem(viewer, query.problem_id);
      const where = and(
        visibleTo(viewer),
        query.category ? eq(discussionPosts.category, query.category) : undefined,
        query.tag ? sql`${discussionPosts.tags} @> array[${query.tag}]::text[]` : undefined,
        query.problem_id !== undefined ? eq(discussionPosts.problemId, query.problem_id) : undefined,
        query.college ? eq(discussionPosts.collegeSlug, query.college) : undefined,
      );
      const offset = (query.page - 1) * DISCUSSION_PAGE_SIZE;
      const { rows, total, exact } = await repo.list(
        where,
        query.sort,
        viewer.id,
        offset,
        DISCUSSION_PAGE_SIZE,
        DISCUSSION_COUNT_CAP,
      );
      return {
        posts: rows.map(presentPostSummary),
        total,
        total_exact: exact,
        page: query.page,
        page_size: DISCUSSION_PAGE_SIZE,
      };
    },

    /** The page head of a post an anonymous visitor may see; null otherwise. */
    async head(id: number): Promise<{ title: string; description: string } | null> {
      const post = await repo.postById(id, null, visibleTo({ id: null, moderator: false }));
      return post ? { title: post.title, description: plainText(post.body, 300) } : null;
    },

    async categories(type: CategoryType, viewer: Viewer): Promise<DiscussionCategory[]> {
      const counts = new Map((await repo.categoryCounts(visibleTo(viewer))).map((c) => [c.category, c.n]));
      return DISCUSSION_CATEGORIES.filter((c) => c.category_type === type).map((c) => ({
        ...c,
        post_count: counts.get(c.slug) ?? 0,
      }));
    },

    async tags(term: string | undefined, viewer: Viewer) {
      const rows = await repo.tags(term?.toLowerCase(), visibleTo(viewer), 10);
      return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
    },

    async problemStatus(viewer: Viewer, problemId: number) {
      try {
        await openProblem(viewer, problemId);
        return { open: true, message: null };
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 403) return { open: false, message: err.message };
        throw err;
      }
    },

    async create(
      userId: number,
      moderator: boolean,
      body: {
        title: string;
        body: string;
        category: string;
        tags: string[];
        problem_id?: number;
        college?: string;
      },
    ): Promise<{ post: PostDetail; message: string | null }> {
      await assertMayWrite(userId);
      const recent = await repo.postsSince(userId, new Date(now().getTime() - 3_600_000));
      if (recent >= limits.postsPerHour)
        throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, DiscussionMessage.POST_RATE);
      if (body.problem_id !== undefined) await openProblem({ id: userId, moderator }, body.problem_id);
      const held = !moderator && (await repo.approvedPostCount(userId)) < limits.holdFirstPosts;
      const createdAt = now();
      const { post, toDeliver } = await db.transaction(async (tx) => {
        const r = createDiscussionRepository(tx);
        const post = await r.insertPost({
          authorId: userId,
          title: body.title,
          body: body.body,
          bodyHtml: renderDiscussionMarkdown(body.body),
          category: body.category,
          tags: [...new Set(body.tags)],
          problemId: body.problem_id ?? null,
          collegeSlug: body.college ?? null,
          hot: hotRank(0, createdAt),
          heldAt: held ? createdAt : null,
          createdAt,
        });
        await r.follow(post.id, userId);
        await syncSearch(tx, post);
        const toDeliver = held ? [] : await mentionPost(tx, post);
        return { post, toDeliver };
      });
      await deliverAll(toDeliver);
      return {
        post: await detail(post.id, { id: userId, moderator }),
        message: held ? DiscussionMessage.HELD : null,
      };
    },

    async update(
      userId: number,
      moderator: boolean,
      id: number,
      body: { title: string; body: string; category: string; tags: string[] },
    ) {
      const existing = await ownPost(userId, id, moderator);
      const toDeliver = await db.transaction(async (tx) => {
        const post = await createDiscussionRepository(tx).updatePost(existing.id, {
          title: body.title,
          body: body.body,
          bodyHtml: renderDiscussionMarkdown(body.body),
          category: body.category,
          tags: [...new Set(body.tags)],
          editedAt: now(),
        });
        await syncSearch(tx, post!);
        return post!.heldAt || post!.hiddenAt ? [] : mentionPost(tx, post!);
      });
      await deliverAll(toDeliver);
      return detail(id, { id: userId, moderator });
    },

    async remove(userId: number, moderator: boolean, id: number) {
      const existing = await ownPost(userId, id, moderator);
      await db.transaction(async (tx) => {
        const post = await createDiscussionRepository(tx).updatePost(existing.id, { deletedAt: now() });
        await syncSearch(tx, post!);
        if (moderator && existing.authorId !== userId)
          await createModerationRepository(tx).audit({
            moderatorId: userId,
            action: 'delete',
            targetType: 'post',
            targetId: id,
          });
      });
      return { message: 'Deleted.' };
    },

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

    async activeColleges(viewer: Viewer, names: (slug: string) => Promise<string | null>) {
      const rows = await repo.activeColleges(visibleTo(viewer), 10);
      const colleges = [];
      for (const r of rows) {
        const name = r.slug ? await names(r.slug) : null;
        if (r.slug && name) colleges.push({ slug: r.slug, name, post_count: r.n });
      }
      return { colleges };
    },

    async collegeMembers(slug: string) {
      const { rows, total } = await repo.collegeMembers(slug, 50);
      return {
        members: rows.map((a) => ({ uuid: a.uuid, name: a.name?.trim() || 'A learner', image: a.image })),
        total,
      };
    },
  };
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;
