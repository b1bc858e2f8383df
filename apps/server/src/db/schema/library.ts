/**
 * Library, videos and what's new (issue 17): the learner's state only. The articles, videos and releases are
 * content files (content/library, content/videos, content/whats-new) read by the library slice; learner rows key
 * on their stable slugs, so editing or moving content keeps every read mark and bookmark.
 */
import { index, integer, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** "Mark as read": one row per learner and article (the first read time is kept), the reading history. */
export const libraryReads = pgTable(
  'library_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleSlug: text('article_slug').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleSlug] }),
    index('library_reads_user_read_at_idx').on(t.userId, t.readAt),
  ],
);

export const libraryBookmarks = pgTable(
  'library_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleSlug: text('article_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleSlug] })],
);

/** The spec's video watch log (youtube_video_id, event_type, video_timestamp), append-only. */
export const videoWatchLogs = pgTable(
  'video_watch_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    youtubeVideoId: text('youtube_video_id').notNull(),
    eventType: text('event_type').notNull(),
    videoTimestamp: real('video_timestamp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_watch_logs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The one record of completed videos, /resources/videos' and the goals' video elements': `video_key` is the video's
 * identity (library/video-completions.ts: the player URL for YouTube and Vimeo, else the URL); rows from before
 * goals shared it may hold an operator's video key (content/videos), read through the content.
 */
export const videoCompletions = pgTable(
  'video_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoKey: text('video_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoKey] })],
);

/** The last release of what's new a learner has read (the header's "new" dot is off while it is the newest). */
export const whatsNewReads = pgTable('whats_new_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Releases already announced: a release file seen for the first time is "published" (one NEW_CONTENT item per
 * learner), once, whichever node starts first; learners who sign up later are not told about old releases.
 */
export const whatsNewPublished = pgTable('whats_new_published', {
  version: text('version').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
