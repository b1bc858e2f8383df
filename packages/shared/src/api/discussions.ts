/**
 * Discussions (issue #15; spec 03 "Campus calls", spec 02 DISCUSSION notifications, vote values and the reaction
 * toggle rule): posts with a Markdown body, category, tags, an optional problem (its DISCUSS tab) and an optional
 * college (its campus page); comments with one level of replies; votes; follows; reports; moderation.
 *
 *   GET    /api/v1/discussions/categories?category_type=     the categories of a type, with post counts
 *   GET    /api/v1/discussions/tags?term=                    tag autocomplete: tags starting with / containing term
 *   GET    /api/v1/discussions/posts?sort=&category=&tag=&problem_id=&college=&page=   a page of posts
 *   POST   /api/v1/discussions/posts                         create (captcha_token) -> the post (201)
 *   GET    /api/v1/discussions/posts/:id                     post details, with its comments and replies
 *   PUT    /api/v1/discussions/posts/:id                     edit own post (shows "edited")
 *   DELETE /api/v1/discussions/posts/:id                     soft-delete own post (moderators: any)
 *   POST   /api/v1/discussions/posts/:id/comments            comment, or reply with parent_id
 *   PUT / DELETE /api/v1/discussions/comments/:id            edit / soft-delete own comment
 *   POST   /api/v1/discussions/reactions                     vote toggle: parent_id, reaction_type, parent_type
 *   POST   /api/v1/discussions/posts/:id/follow              follow toggle -> { is_following }
 *   POST   /api/v1/discussions/reports                       report a post or comment
 *   GET    /api/v1/discussions/problems/:problemId/status    is this problem's thread open to the viewer now?
 *   moderators: review queue, hide/unhide, lock/unlock, pin/unpin, approve, bans, audit log (ModerationPaths below)
 *
 * Mentions: `@` followed by a learner's uuid (as in their profile link /profile/<uuid>) notifies that learner.
 * Hot order: hotRank below (score's order of magnitude plus the post's age in 12.5-hour steps), stored per post.
 */
import { z } from 'zod';
import { captchaTokenSchema } from './captcha.ts';

export const DiscussionPaths = {
  categories: '/api/v1/discussions/categories',
  tags: '/api/v1/discussions/tags',
  posts: '/api/v1/discussions/posts',
  post: '/api/v1/discussions/posts/:id',
  comments: '/api/v1/discussions/posts/:id/comments',
  comment: '/api/v1/discussions/comments/:id',
  reactions: '/api/v1/discussions/reactions',
  follow: '/api/v1/discussions/posts/:id/follow',
  reports: '/api/v1/discussions/reports',
  problemStatus: '/api/v1/discussions/problems/:problemId/status',
  activeColleges: '/api/v1/discussions/colleges/active',
  collegeMembers: '/api/v1/discussions/colleges/:slug/members',
  queue: '/api/v1/discussions/moderation/queue',
  moderate: '/api/v1/discussions/moderation/posts/:id',
  moderateComment: '/api/v1/discussions/moderation/comments/:id',
  bans: '/api/v1/discussions/moderation/bans',
  ban: '/api/v1/discussions/moderation/bans/:userId',
  audit: '/api/v1/discussions/moderation/audit',
  /** Close an open report: resolve (hide what it reports) or dismiss (no action); answers the updated queue. */
  reportDecision: '/api/v1/discussions/moderation/reports/:id',
  /** Dev-only (NODE_ENV=test or KATANA_DEV_ROUTES, loopback): grant the moderator role by e-mail, for e2e. */
  devModerator: '/api/dev/discussions/moderators',
} as const;

export const DISCUSSION_PAGE_SIZE = 20;
/** Lists count matching posts up to this many (50 pages); beyond, `total_exact` is false and the total shows as 1,000+. */
export const DISCUSSION_COUNT_CAP = 1_000;
export const DISCUSSION_TITLE_MAX = 150;
export const DISCUSSION_BODY_MAX = 20_000;
export const DISCUSSION_COMMENT_MAX = 5_000;
export const DISCUSSION_TAG_MAX = 30;
export const DISCUSSION_TAGS_MAX = 5;
export const DISCUSSION_REASON_MAX = 500;

/** Spec 02/03 vote enumeration. */
export const Vote = { UPVOTE: 1, DOWNVOTE: -1 } as const;
export const REACTION_TYPES = ['UPVOTE', 'DOWNVOTE'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const REACTION_PARENT_TYPES = ['post', 'comment'] as const;
export type ReactionParentType = (typeof REACTION_PARENT_TYPES)[number];

export const DISCUSSION_SORTS = ['hot', 'new', 'top'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

export const CATEGORY_TYPES = ['public', 'campus'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The categories (original to Katana): public discussions, and the ones a college's campus page offers. */
export const DISCUSSION_CATEGORIES = [
  { slug: 'general', name: 'General', category_type: 'public' },
  { slug: 'interview-prep', name: 'Interview preparation', category_type: 'public' },
  { slug: 'problem-help', name: 'Problem help', category_type: 'public' },
  { slug: 'career', name: 'Career', category_type: 'public' },
  { slug: 'feedback', name: 'Feedback', category_type: 'public' },
  { slug: 'campus-general', name: 'Campus life', category_type: 'campus' },
  { slug: 'placements', name: 'Placements', category_type: 'campus' },
  { slug: 'study-groups', name: 'Study groups', category_type: 'campus' },
] as const satisfies readonly { slug: string; name: string; category_type: CategoryType }[];
export type DiscussionCategorySlug = (typeof DISCUSSION_CATEGORIES)[number]['slug'];
const CATEGORY_SLUGS = DISCUSSION_CATEGORIES.map((c) => c.slug) as [
  DiscussionCategorySlug,
  ...DiscussionCategorySlug[],
];
/** A problem's thread (its DISCUSS tab) files its posts here. */
export const PROBLEM_CATEGORY: DiscussionCategorySlug = 'problem-help';

/** Seconds per unit of the hot rank's age term: 45 000 s = 12.5 hours, so a 10x score is worth 12.5 hours. */
export const HOT_AGE_UNIT_SECONDS = 45_000;
/** The hot rank: sign(score) * log10(max(|score|, 1)) + createdAt (epoch seconds) / 45 000. Newer and higher first. */
export function hotRank(score: number, createdAt: Date): number {
  const order = Math.log10(Math.max(Math.abs(score), 1));
  return Math.sign(score) * order + createdAt.getTime() / 1000 / HOT_AGE_UNIT_SECONDS;
}

/** The mention syntax: `@` and a learner's screen name (their public /profile/{screen_name}) or uuid. */
export const MENTION_RE = /@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;
export function mentionedUuids(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION_RE)].map((m) => m[1]!.toLowerCase()))];
}
/** `@ada_l`: a screen name (3–30 of a–z, 0–9, _ and -, starting with a letter), not inside an e-mail address. */
const SCREEN_NAME_MENTION_RE = /(?<![\w@.])@([a-z][a-z0-9_-]{1,28}[a-z0-9])(?![\w-])/gi;
export function mentionedScreenNames(text: string): string[] {
  return [...new Set([...text.matchAll(SCREEN_NAME_MENTION_RE)].map((m) => m[1]!.toLowerCase()))];
}

export const DiscussionMessage = {
  NOT_FOUND: 'This discussion does not exist or was removed.',
  COMMENT_NOT_FOUND: 'This comment does not exist or was removed.',
  NOT_YOURS: 'You can only change your own posts and comments.',
  LOCKED: 'This thread is locked: no new comments.',
  BANNED: 'You are banned from posting',
  POST_RATE: 'You are posting too often. Please wait a while before posting again.',
  COMMENT_RATE: 'You are commenting too often. Please wait a few minutes.',
  HELD: 'Thanks! Your post will appear once a moderator has reviewed it.',
  REPLY_DEPTH: 'Replies go one level deep: reply to the comment instead.',
  PROBLEM_CLOSED: 'Discussion of this problem opens when its contest ends.',
  PROBLEM_NOT_FOUND: 'No such problem.',
  UNKNOWN_CATEGORY: 'Choose a category.',
  REPORTED: 'Thanks, a moderator will look at it.',
  NO_SUCH_LEARNER: 'No such learner.',
  REPORT_NOT_FOUND: 'This report does not exist.',
  REPORT_CLOSED: 'Another moderator has already handled this report.',
} as const;

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(DISCUSSION_TAG_MAX, `A tag has at most ${DISCUSSION_TAG_MAX} characters.`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}+#.-]*$/u, 'Tags use letters, digits and + # . -');

export const categoryListQuerySchema = z.object({ category_type: z.enum(CATEGORY_TYPES).default('public') });
export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  category_type: z.enum(CATEGORY_TYPES),
  post_count: z.number().int(),
});
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type DiscussionCategory = z.infer<typeof categorySchema>;

export const tagQuerySchema = z.object({ term: z.string().trim().max(DISCUSSION_TAG_MAX).optional() });
export const tagListSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});

export const postListQuerySchema = z.object({
  sort: z.enum(DISCUSSION_SORTS).default('hot'),
  category: z.enum(CATEGORY_SLUGS).optional(),
  tag: tagSchema.optional(),
  problem_id: z.coerce.number().int().positive().optional(),
  college: z.string().trim().min(1).max(120).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const authorSchema = z.object({ uuid: z.string(), name: z.string(), image: z.string().nullable() });
export type DiscussionAuthor = z.infer<typeof authorSchema>;

export const POST_STATUSES = ['visible', 'held', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const postSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  problem_id: z.number().int().nullable(),
  college: z.string().nullable(),
  author: authorSchema,
  score: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  comment_count: z.number().int(),
  status: z.enum(POST_STATUSES),
  pinned: z.boolean(),
  locked: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  /** The viewer's vote: 1, -1 or 0. */
  my_vote: z.number().int(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListSchema = z.object({
  posts: z.array(postSummarySchema),
  total: z.number().int(),
  /** False when more than DISCUSSION_COUNT_CAP posts match (total is then the cap). */
  total_exact: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PostList = z.infer<typeof postListSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: authorSchema,
  body: z.string(),
  body_html: z.string(),
  score: z.number().int(),
  my_vote: z.number().int(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  mine: z.boolean(),
});
export type DiscussionComment = z.infer<typeof commentSchema>;
export type DiscussionCommentThread = DiscussionComment & { replies: DiscussionComment[] };
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });

export const postDetailSchema = postSummarySchema.extend({
  body: z.string(),
  body_html: z.string(),
  is_following: z.boolean(),
  mine: z.boolean(),
  comments: z.array(commentThreadSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const problemIdParamsSchema = z.object({ problemId: z.coerce.number().int().positive() });
export const userIdParamsSchema = z.object({ userId: z.string().uuid() });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

export const postBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(5, 'The title needs at least 5 characters.')
    .max(DISCUSSION_TITLE_MAX, `At most ${DISCUSSION_TITLE_MAX} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Write something.')
    .max(DISCUSSION_BODY_MAX, `At most ${DISCUSSION_BODY_MAX} characters.`),
  category: z.enum(CATEGORY_SLUGS, { message: DiscussionMessage.UNKNOWN_CATEGORY }),
  tags: z.array(tagSchema).max(DISCUSSION_TAGS_MAX, `At most ${DISCUSSION_TAGS_MAX} tags.`).default([]),
});
export const createPostBodySchema = postBodySchema.extend({
  problem_id: z.number().int().positive().optional(),
  college: z.string().trim().min(1).max(120).optional(),
  captcha_token: captchaTokenSchema,
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;
export const updatePostBodySchema = postBodySchema;

export const createdPostSchema = z.object({ post: postDetailSchema, message: z.string().nullable() });

export const commentBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write something.')
    .max(DISCUSSION_COMMENT_MAX, `At most ${DISCUSSION_COMMENT_MAX} characters.`),
  parent_id: z.number().int().positive().optional(),
});
export const updateCommentBodySchema = commentBodySchema.pick({ body: true });

export const reactionBodySchema = z.object({
  parent_id: z.number().int().positive(),
  reaction_type: z.enum(REACTION_TYPES),
  parent_type: z.enum(REACTION_PARENT_TYPES),
});
export const reactionResultSchema = z.object({
  parent_id: z.number().int(),
  parent_type: z.enum(REACTION_PARENT_TYPES),
  score: z.number().int(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  my_vote: z.number().int(),
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;

export const followResultSchema = z.object({ is_following: z.boolean() });

export const reportBodySchema = z.object({
  parent_type: z.enum(REACTION_PARENT_TYPES),
  parent_id: z.number().int().positive(),
  reason: z.string().trim().min(1, 'Tell us what is wrong.').max(DISCUSSION_REASON_MAX),
});
export const messageSchema = z.object({ message: z.string() });

export const problemStatusSchema = z.object({ open: z.boolean(), message: z.string().nullable() });

export const activeCollegesSchema = z.object({
  colleges: z.array(z.object({ slug: z.string(), name: z.string(), post_count: z.number().int() })),
});
export const collegeMembersSchema = z.object({ members: z.array(authorSchema), total: z.number().int() });

// Moderation
export const MODERATION_ACTIONS = ['hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin', 'approve'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const moderateBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().trim().max(DISCUSSION_REASON_MAX).optional(),
});
export const moderateCommentBodySchema = z.object({
  action: z.enum(['hide', 'unhide']),
  reason: z.string().trim().max(DISCUSSION_REASON_MAX).optional(),
});
export const banBodySchema = z.object({
  user_uuid: z.string().uuid(),
  reason: z.string().trim().min(1, 'Give a reason.').max(DISCUSSION_REASON_MAX),
  /** ISO time the ban ends; absent: until lifted. */
  ends_at: z.string().datetime({ offset: true }).optional(),
});
export type BanBody = z.infer<typeof banBodySchema>;
export const banSchema = z.object({
  user: authorSchema,
  reason: z.string(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export const banListSchema = z.object({ bans: z.array(banSchema) });

/** A learner as moderators see them: the name, the @screen name if set, and the link to their profile. */
export const personSchema = authorSchema.extend({
  screen_name: z.string().nullable(),
  profile_url: z.string(),
});
export type ModerationPerson = z.infer<typeof personSchema>;

export const REPORT_DECISIONS = ['resolve', 'dismiss'] as const;
export const reportDecisionBodySchema = z.object({
  action: z.enum(REPORT_DECISIONS),
  reason: z.string().trim().max(DISCUSSION_REASON_MAX).optional(),
});
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** The review queue: held posts not yet decided (approved or hidden) and the open reports. */
export const queueSchema = z.object({
  held: z.array(postSummarySchema),
  reports: z.array(
    z.object({
      id: z.number().int(),
      parent_type: z.enum(REACTION_PARENT_TYPES),
      parent_id: z.number().int(),
      post_id: z.number().int().nullable(),
      reason: z.string(),
      reporter: personSchema,
      /** Who wrote the reported post or comment (null once it is gone). */
      author: personSchema.nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ModerationQueue = z.infer<typeof queueSchema>;

export const auditSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      moderator: personSchema.nullable(),
      action: z.string(),
      /** The learner the action was about: the banned learner, or the author of the post or comment. */
      target_user: personSchema.nullable(),
      target_type: z.string(),
      target_id: z.number().int(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AuditLog = z.infer<typeof auditSchema>;
