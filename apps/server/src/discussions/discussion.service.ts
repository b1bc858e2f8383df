/**
 * Discussions for learners: list, read, write posts (comments, votes, follows and reports:
 * discussion-interactions.service.ts; who sees and may write what: discussion-rules.ts). Rules:
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
import { and, eq, sql } from 'drizzle-orm';
import {
  DISCUSSION_CATEGORIES,
  DISCUSSION_COUNT_CAP,
  DISCUSSION_PAGE_SIZE,
  DiscussionMessage,
  hotRank,
  type CategoryType,
  type DiscussionCategory,
  type PostDetail,
  type PostList,
  type PostListQuery,
} from '@katana/shared/api/discussions';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import { discussionPosts } from '../db/schema/discussions.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { plainText, renderDiscussionMarkdown } from './discussion-markdown.ts';
import { createDiscussionInteractions } from './discussion-interactions.service.ts';
import { createDiscussionRules, type ProblemAccess, type Viewer } from './discussion-rules.ts';
import { presentPostSummary } from './discussion.presenter.ts';
import { createDiscussionRepository } from './discussion.repository.ts';
import { createModerationRepository } from './moderation.repository.ts';

export interface DiscussionLimits {
  holdFirstPosts: number;
  postsPerHour: number;
  commentsPer10Minutes: number;
}

export function createDiscussionService(deps: {
  db: Db;
  access: ProblemAccess;
  limits: DiscussionLimits;
  /** Delivers a learner's stored inbox items (after the commit). */
  deliver: (userId: number) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const rules = createDiscussionRules({ db, access: deps.access, deliver: deps.deliver, now });
  const {
    repo,
    visibleTo,
    openProblem,
    assertMayWrite,
    syncSearch,
    deliverAll,
    mentionPost,
    detail,
    ownPost,
  } = rules;

  return {
    visibleTo,
    detail,
    mentionPost,
    syncSearch,
    deliverAll,
    ...createDiscussionInteractions(rules, limits),

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
