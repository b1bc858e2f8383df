import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { colleges } from './colleges.ts';
import { problems } from './practice.ts';
import { users } from './users.ts';

/**
 * Discussion posts (campus public discussions, a college's campus page, a problem's DISCUSS tab). The body is stored
 * as Markdown and as its sanitized HTML (rendered once on write). `hot` is the stored hot rank (see
 * packages/shared/src/api/discussions.ts, hotRank) so the hot order reads an index instead of sorting by a formula.
 * Visibility: held (awaiting review) and hidden (by a moderator) posts are seen by their author and moderators only;
 * deleted ones by nobody.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    collegeSlug: text('college_slug').references(() => colleges.slug, { onDelete: 'set null' }),
    score: integer('score').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    hot: doublePrecision('hot').notNull().default(0),
    heldAt: timestamp('held_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The three orders, pinned posts first: the listing walks one of these and stops after a page.
    index('discussion_posts_new_idx').on(sql`(${t.pinnedAt} is not null)`, t.createdAt, t.id),
    index('discussion_posts_hot_idx').on(sql`(${t.pinnedAt} is not null)`, t.hot, t.id),
    index('discussion_posts_top_idx').on(sql`(${t.pinnedAt} is not null)`, t.score, t.id),
    index('discussion_posts_problem_idx').on(t.problemId, t.createdAt),
    index('discussion_posts_college_idx').on(t.collegeSlug, t.createdAt),
    index('discussion_posts_author_idx').on(t.authorId, t.createdAt),
    index('discussion_posts_tags_idx').using('gin', t.tags),
  ],
);

/** Comments; a reply names its parent comment (one level: a reply's parent is never a reply). */
export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    score: integer('score').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_comments_post_idx').on(t.postId, t.createdAt),
    index('discussion_comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** One vote per learner per post or comment: value 1 (UPVOTE) or -1 (DOWNVOTE). */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentType: text('parent_type').notNull(),
    parentId: integer('parent_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.parentType, t.parentId] })],
);

/** Learners following a thread (its author by default): they get its DISCUSSION notifications. */
export const discussionFollows = pgTable(
  'discussion_follows',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * A learner's report of a post or comment, once per target; moderators read the open ones in the review queue and
 * close each as resolved (they hid the target) or dismissed (no action), with who closed it and when.
 */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentType: text('parent_type').notNull(),
    parentId: integer('parent_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'resolved' or 'dismissed'; null while open. */
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    unique('discussion_reports_once').on(t.userId, t.parentType, t.parentId),
    index('discussion_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** A ban from posting and commenting, with its reason and optional end. */
export const discussionBans = pgTable('discussion_bans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every moderator action (hide, unhide, lock, unlock, pin, unpin, approve, ban, unban), readable by moderators. */
export const discussionAudit = pgTable(
  'discussion_audit',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_audit_created_idx').on(t.createdAt)],
);

export type DiscussionPostRow = typeof discussionPosts.$inferSelect;
export type DiscussionCommentRow = typeof discussionComments.$inferSelect;
