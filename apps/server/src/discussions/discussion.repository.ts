/** Reads and writes discussion posts, comments, votes and follows; who may see what is decided by the caller. */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DiscussionSort, ReactionParentType } from '@katana/shared/api/discussions';
import type { Db } from '../db/client.ts';
import {
  discussionComments,
  discussionFollows,
  discussionPosts,
  discussionVotes,
  type DiscussionPostRow,
} from '../db/schema/discussions.ts';
import { users } from '../db/schema/users.ts';
import { rowsOf } from '../engagement/index.ts';

export const authorColumns = { uuid: users.uuid, name: users.name, image: users.image };
export interface AuthorRow {
  uuid: string;
  name: string | null;
  image: string | null;
}
export type PostWithAuthor = DiscussionPostRow & { author: AuthorRow; myVote: number };

const ORDER: Record<DiscussionSort, SQL[]> = {
  hot: [desc(discussionPosts.hot), desc(discussionPosts.id)],
  new: [desc(discussionPosts.createdAt), desc(discussionPosts.id)],
  top: [desc(discussionPosts.score), desc(discussionPosts.id)],
};

const myVoteOn = (
  parentType: ReactionParentType,
  parentId: SQL | typeof discussionPosts.id,
  viewer: number | null,
) =>
  viewer === null
    ? sql<number>`0`
    : sql<number>`coalesce((select ${discussionVotes.value} from ${discussionVotes} where ${discussionVotes.userId} = ${viewer} and ${discussionVotes.parentType} = ${parentType} and ${discussionVotes.parentId} = ${parentId}), 0)`.mapWith(
        Number,
      );

export function createDiscussionRepository(db: Db) {
  const postSelect = (viewer: number | null) => ({
    post: discussionPosts,
    author: authorColumns,
    myVote: myVoteOn('post', discussionPosts.id, viewer),
  });
  const flatten = (
    rows: { post: DiscussionPostRow; author: AuthorRow; myVote: number }[],
  ): PostWithAuthor[] => rows.map((r) => ({ ...r.post, author: r.author, myVote: Number(r.myVote) }));

  return {
    /** A page of posts matching `where`, pinned first, then in the sort's order; with the total. */
    async list(
      where: SQL | undefined,
      sort: DiscussionSort,
      viewer: number | null,
      offset: number,
      limit: number,
      countCap: number,
    ) {
      const [rows, [total]] = await Promise.all([
        db
          .select(postSelect(viewer))
          .from(discussionPosts)
          .innerJoin(users, eq(users.id, discussionPosts.authorId))
          .where(where)
          .orderBy(sql`(${discussionPosts.pinnedAt} is not null) desc`, ...ORDER[sort])
          .offset(offset)
          .limit(limit),
        // Counting stops at the cap: an exact count of every post would cost more than the page itself.
        db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(discussionPosts)
            .where(where)
            .limit(countCap + 1)
            .as('capped'),
        ),
      ]);
      const n = total?.n ?? 0;
      return { rows: flatten(rows), total: Math.min(n, countCap), exact: n <= countCap };
    },

    async postById(id: number, viewer: number | null, where?: SQL): Promise<PostWithAuthor | undefined> {
      const rows = await db
        .select(postSelect(viewer))
        .from(discussionPosts)
        .innerJoin(users, eq(users.id, discussionPosts.authorId))
        .where(and(eq(discussionPosts.id, id), where))
        .limit(1);
      return flatten(rows)[0];
    },

    async insertPost(values: typeof discussionPosts.$inferInsert) {
      const [row] = await db.insert(discussionPosts).values(values).returning();
      return row!;
    },

    async updatePost(id: number, values: Partial<typeof discussionPosts.$inferInsert>) {
      const [row] = await db
        .update(discussionPosts)
        .set(values)
        .where(eq(discussionPosts.id, id))
        .returning();
      return row;
    },

    /** Posts by the author since `since` (rate limit), and how many of theirs were ever approved (not held). */
    async postsSince(authorId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(discussionPosts)
        .where(and(eq(discussionPosts.authorId, authorId), gte(discussionPosts.createdAt, since)));
      return row?.n ?? 0;
    },
    async approvedPostCount(authorId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(discussionPosts)
        .where(and(eq(discussionPosts.authorId, authorId), isNull(discussionPosts.heldAt)));
      return row?.n ?? 0;
    },
    async commentsSince(authorId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(discussionComments)
        .where(and(eq(discussionComments.authorId, authorId), gte(discussionComments.createdAt, since)));
      return row?.n ?? 0;
    },

    async comments(postId: number, viewer: number | null) {
      return db
        .select({
          comment: discussionComments,
          author: authorColumns,
          myVote: myVoteOn('comment', discussionComments.id as unknown as SQL, viewer),
        })
        .from(discussionComments)
        .innerJoin(users, eq(users.id, discussionComments.authorId))
        .where(eq(discussionComments.postId, postId))
        .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id));
    },

    async commentById(id: number) {
      const [row] = await db.select().from(discussionComments).where(eq(discussionComments.id, id)).limit(1);
      return row;
    },

    async insertComment(values: typeof discussionComments.$inferInsert) {
      const [row] = await db.insert(discussionComments).values(values).returning();
      return row!;
    },

    async updateComment(id: number, values: Partial<typeof discussionComments.$inferInsert>) {
      const [row] = await db
        .update(discussionComments)
        .set(values)
        .where(eq(discussionComments.id, id))
        .returning();
      return row;
    },

    /** Keeps the post's comment count equal to its live (not deleted, not hidden) comments. */
    async recountComments(postId: number) {
      await db
        .update(discussionPosts)
        .set({
          commentCount: sql`(select count(*) from ${discussionComments} where ${discussionComments.postId} = ${postId} and ${discussionComments.deletedAt} is null and ${discussionComments.hiddenAt} is null)`,
        })
        .where(eq(discussionPosts.id, postId));
    },

    async voteOf(userId: number, parentType: ReactionParentType, parentId: number) {
      const [row] = await db
        .select({ value: discussionVotes.value })
        .from(discussionVotes)
        .where(
          and(
            eq(discussionVotes.userId, userId),
            eq(discussionVotes.parentType, parentType),
            eq(discussionVotes.parentId, parentId),
          ),
        )
        .for('update')
        .limit(1);
      return row?.value ?? 0;
    },

    async setVote(userId: number, parentType: ReactionParentType, parentId: number, value: number) {
      const target = and(
        eq(discussionVotes.userId, userId),
        eq(discussionVotes.parentType, parentType),
        eq(discussionVotes.parentId, parentId),
      );
      if (value === 0) {
        await db.delete(discussionVotes).where(target);
        return;
      }
      await db
        .insert(discussionVotes)
        .values({ userId, parentType, parentId, value })
        .onConflictDoUpdate({
          target: [discussionVotes.userId, discussionVotes.parentType, discussionVotes.parentId],
          set: { value, createdAt: new Date() },
        });
    },

    /** Adds the deltas to a post's or comment's counts; returns the new counts (and the post's creation time). */
    async addToCounts(parentType: ReactionParentType, parentId: number, up: number, down: number) {
      const table = parentType === 'post' ? discussionPosts : discussionComments;
      const [row] = await db
        .update(table)
        .set({
          upvotes: sql`${table.upvotes} + ${up}`,
          downvotes: sql`${table.downvotes} + ${down}`,
          score: sql`${table.score} + ${up - down}`,
        })
        .where(eq(table.id, parentId))
        .returning({
          score: table.score,
          upvotes: table.upvotes,
          downvotes: table.downvotes,
          createdAt: table.createdAt,
        });
      return row;
    },

    async isFollowing(postId: number, userId: number) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(discussionFollows)
        .where(and(eq(discussionFollows.postId, postId), eq(discussionFollows.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
    async follow(postId: number, userId: number) {
      await db.insert(discussionFollows).values({ postId, userId }).onConflictDoNothing();
    },
    async unfollow(postId: number, userId: number) {
      await db
        .delete(discussionFollows)
        .where(and(eq(discussionFollows.postId, postId), eq(discussionFollows.userId, userId)));
    },
    async followers(postId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: discussionFollows.userId })
        .from(discussionFollows)
        .where(eq(discussionFollows.postId, postId));
      return rows.map((r) => r.userId);
    },

    async usersByUuid(uuids: readonly string[]) {
      if (uuids.length === 0) return [];
      return db
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(inArray(users.uuid, [...uuids]));
    },
    /** Learners by screen name, whatever the case. */
    async usersByScreenName(names: readonly string[]) {
      if (names.length === 0) return [];
      return db
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(inArray(sql`lower(${users.screenName})`, [...names]));
    },
    async userByUuid(uuid: string) {
      const [row] = await db
        .select({ id: users.id, ...authorColumns })
        .from(users)
        .where(eq(users.uuid, uuid));
      return row;
    },
    async author(userId: number): Promise<AuthorRow | undefined> {
      const [row] = await db.select(authorColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Categories' post counts among the posts matching `where`. */
    async categoryCounts(where: SQL | undefined) {
      return db
        .select({ category: discussionPosts.category, n: count() })
        .from(discussionPosts)
        .where(where)
        .groupBy(discussionPosts.category);
    },

    /** Tags in use among the posts matching `where`, starting with (first) or containing the term, most used first. */
    async tags(term: string | undefined, where: SQL | undefined, limit: number) {
      const tag = sql<string>`t.tag`;
      const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const prefix = term ? `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const result = await db.execute(sql`
        select ${tag} as tag, count(*)::int as n
        from ${discussionPosts}, unnest(${discussionPosts.tags}) as t(tag)
        where ${where ?? sql`true`} ${like ? sql`and t.tag like ${like}` : sql``}
        group by t.tag
        order by ${prefix ? sql`(t.tag like ${prefix}) desc,` : sql``} n desc, t.tag asc
        limit ${limit}`);
      return rowsOf<{ tag: string; n: number }>(result);
    },

    /** Colleges with the most visible posts. */
    async activeColleges(where: SQL | undefined, limit: number) {
      return db
        .select({ slug: discussionPosts.collegeSlug, n: count() })
        .from(discussionPosts)
        .where(and(where, isNotNull(discussionPosts.collegeSlug)))
        .groupBy(discussionPosts.collegeSlug)
        .orderBy(desc(count()), asc(discussionPosts.collegeSlug))
        .limit(limit);
    },

    async collegeMembers(slug: string, limit: number) {
      const where = and(eq(users.collegeId, slug), eq(users.active, true));
      const [rows, [total]] = await Promise.all([
        db.select(authorColumns).from(users).where(where).orderBy(asc(users.id)).limit(limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async postsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(discussionPosts)
        .where(inArray(discussionPosts.id, [...ids]));
    },
  };
}
