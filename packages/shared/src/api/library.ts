/**
 * Library, videos and what's new (issue 17; spec 01 routes /library, /library/{category}, /library/{category}/
 * {article}, /resources, /resources/videos, /whats-new and the Resources menu; spec 03 page kinds reading club
 * list/category/article and what's new, title inputs category (category_title) and article (title, description,
 * metaTitle), the calls "video watch log" and "mark video completed"). Paths are ours. The content formats are
 * content/library/README.md, content/videos/README.md and content/whats-new/README.md.
 *
 *   GET  /api/v1/library                               categories, the viewer's reading history and bookmarks
 *   GET  /api/v1/library/categories/:category          one category's articles with the viewer's marks
 *   GET  /api/v1/library/articles/:category/:slug      one article: HTML, table of contents, previous/next, related
 *   POST /api/v1/library/read       { category, slug } mark as read (signed in)                -> libraryReadState
 *   POST /api/v1/library/bookmark   { category, slug, bookmarked }  (signed in)                -> libraryBookmarkState
 *   GET  /api/v1/videos                                the operator's videos with the viewer's completions
 *   POST /api/v1/videos/watch_log   { youtube_video_id, event_type, video_timestamp }  (signed in)
 *   POST /api/v1/videos/completed   { video_id, video_list_id }  mark video completed (signed in; the body of
 *                                   the goals call, video_list_id = the video's topic)
 *   GET  /api/v1/whats_new                             the changelog, newest first, and whether it is unread
 *   POST /api/v1/whats_new/read     { version }        the viewer has read up to this release (signed in)
 *
 * Rules:
 * - Reads are public; anonymous callers get no marks (never read, not bookmarked, what's new never "unread": the
 *   web keeps an anonymous visitor's last read release in local storage).
 * - An unknown category or article is a 404 (the page's server-rendered status too).
 * - Marking an article read twice keeps the first read time; the history lists the latest reads first.
 * - What's new is unread while the newest published release is newer than the last one the learner read.
 */
import { z } from 'zod';
import { difficultySchema } from './practice-catalogue.ts';

export const LibraryPaths = {
  home: '/api/v1/library',
  category: '/api/v1/library/categories/:category',
  article: '/api/v1/library/articles/:category/:slug',
  read: '/api/v1/library/read',
  bookmark: '/api/v1/library/bookmark',
  videos: '/api/v1/videos',
  videoWatchLog: '/api/v1/videos/watch_log',
  videoCompleted: '/api/v1/videos/completed',
  whatsNew: '/api/v1/whats_new',
  whatsNewRead: '/api/v1/whats_new/read',
} as const;

export const LibraryMessage = {
  CATEGORY_NOT_FOUND: 'Library category not found.',
  ARTICLE_NOT_FOUND: 'Article not found.',
  VIDEO_NOT_FOUND: 'Video not found.',
  RELEASE_NOT_FOUND: 'Release not found.',
} as const;

/** How many recent reads the library page lists. */
export const LIBRARY_HISTORY_LIMIT = 10;

const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');

export const libraryCategoryParamsSchema = z.object({ category: slugSchema });
export const libraryArticleParamsSchema = z.object({ category: slugSchema, slug: slugSchema });

export const libraryArticleCardSchema = z.object({
  slug: z.string(),
  category: z.string().describe("The category's slug"),
  category_title: z.string(),
  title: z.string(),
  description: z.string(),
  reading_minutes: z.number().int().positive().describe('At 200 words a minute'),
  is_read: z.boolean(),
  is_bookmarked: z.boolean(),
});
export type LibraryArticleCard = z.infer<typeof libraryArticleCardSchema>;

export const libraryCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  article_count: z.number().int().nonnegative(),
  read_count: z.number().int().nonnegative().describe("The viewer's read articles here; 0 when anonymous"),
});
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;

export const libraryHomeSchema = z.object({
  categories: z.array(libraryCategorySchema),
  history: z
    .array(libraryArticleCardSchema.extend({ read_at: z.string().datetime() }))
    .describe(`The viewer's latest reads (at most ${LIBRARY_HISTORY_LIMIT}), newest first`),
  bookmarks: z.array(libraryArticleCardSchema),
});
export type LibraryHome = z.infer<typeof libraryHomeSchema>;

export const libraryCategoryDetailSchema = z.object({
  category: libraryCategorySchema,
  articles: z.array(libraryArticleCardSchema),
});
export type LibraryCategoryDetail = z.infer<typeof libraryCategoryDetailSchema>;

const articleLinkSchema = z.object({ slug: z.string(), category: z.string(), title: z.string() });

export const libraryArticleSchema = libraryArticleCardSchema.extend({
  html: z.string().describe('Rendered Markdown (KaTeX, code), headings carry ids for the table of contents'),
  toc: z.array(z.object({ id: z.string(), text: z.string(), level: z.number().int().min(2).max(3) })),
  read_at: z.string().datetime().nullable(),
  previous: articleLinkSchema.nullable().describe('The previous article of the category'),
  next: articleLinkSchema.nullable(),
  related_problems: z.array(z.object({ slug: z.string(), name: z.string(), difficulty: difficultySchema })),
  guided_path: z
    .object({ slug: z.string(), title: z.string() })
    .nullable()
    .describe('The guided path this article also belongs to (one source, shown in both places)'),
});
export type LibraryArticle = z.infer<typeof libraryArticleSchema>;

export const libraryReadBodySchema = libraryArticleParamsSchema;
export const libraryReadStateSchema = z.object({ is_read: z.boolean(), read_at: z.string().datetime() });

export const libraryBookmarkBodySchema = libraryArticleParamsSchema.extend({ bookmarked: z.boolean() });
export const libraryBookmarkStateSchema = z.object({ is_bookmarked: z.boolean() });

export const videoSchema = z.object({
  id: z.string().describe('Stable key from the content file'),
  title: z.string(),
  topic: z.string(),
  url: z.string().url(),
  embed_url: z.string().url().nullable().describe('Privacy-enhanced player, loaded only after a click'),
  youtube_video_id: z.string().nullable(),
  duration_minutes: z.number().int().positive(),
  notes_html: z.string(),
  completed: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoListSchema = z.object({
  videos: z.array(videoSchema),
  topics: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type VideoList = z.infer<typeof videoListSchema>;

export const VIDEO_EVENT_TYPES = ['PLAY', 'PAUSE', 'ENDED', 'PROGRESS'] as const;
export const videoWatchLogBodySchema = z.object({
  youtube_video_id: z.string().trim().min(1).max(64),
  event_type: z.enum(VIDEO_EVENT_TYPES),
  video_timestamp: z.number().nonnegative().max(86_400).describe('Seconds into the video'),
});
export const videoCompletedBodySchema = z.object({
  video_id: z.string().trim().min(1).max(120),
  video_list_id: z.string().trim().min(1).max(120).describe("The video's topic"),
});
export const videoCompletedSchema = z.object({ video_id: z.string(), completed: z.boolean() });

export const whatsNewEntrySchema = z.object({
  version: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  title: z.string(),
  html: z.string(),
});

export const whatsNewSchema = z.object({
  entries: z.array(whatsNewEntrySchema).describe('Newest first'),
  latest_version: z.string().nullable(),
  last_read_version: z.string().nullable().describe('null when anonymous or never read'),
  unread: z.boolean(),
});
export type WhatsNew = z.infer<typeof whatsNewSchema>;

export const whatsNewReadBodySchema = z.object({ version: z.string().trim().min(1).max(40) });
export const whatsNewReadStateSchema = z.object({ last_read_version: z.string(), unread: z.boolean() });

/** Orders release versions (1.10.0 after 1.9.0): numeric parts compared in turn. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
