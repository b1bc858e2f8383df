/**
 * The learner's library, video and what's new state (reads, bookmarks, watch log, last read release; completed
 * videos are video-completions.ts'), the releases already announced, and the catalogue problems an article names.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  libraryBookmarks,
  libraryReads,
  videoWatchLogs,
  whatsNewPublished,
  whatsNewReads,
} from '../db/schema/library.ts';
import { problems } from '../db/schema/practice.ts';

export function createLibraryRepository(db: Db) {
  return {
    /** Article slug -> read time, for the learner (all their reads). */
    async reads(userId: number): Promise<Map<string, Date>> {
      const rows = await db
        .select({ slug: libraryReads.articleSlug, readAt: libraryReads.readAt })
        .from(libraryReads)
        .where(eq(libraryReads.userId, userId))
        .orderBy(desc(libraryReads.readAt), libraryReads.articleSlug);
      return new Map(rows.map((r) => [r.slug, r.readAt]));
    },

    async bookmarks(userId: number): Promise<string[]> {
      const rows = await db
        .select({ slug: libraryBookmarks.articleSlug })
        .from(libraryBookmarks)
        .where(eq(libraryBookmarks.userId, userId))
        .orderBy(desc(libraryBookmarks.createdAt), libraryBookmarks.articleSlug);
      return rows.map((r) => r.slug);
    },

    /** Marks the article read; the first read time stays. Returns the stored read time. */
    async markRead(userId: number, slug: string, at: Date): Promise<Date> {
      await db.insert(libraryReads).values({ userId, articleSlug: slug, readAt: at }).onConflictDoNothing();
      const [row] = await db
        .select({ readAt: libraryReads.readAt })
        .from(libraryReads)
        .where(and(eq(libraryReads.userId, userId), eq(libraryReads.articleSlug, slug)));
      return row!.readAt;
    },

    async setBookmark(userId: number, slug: string, bookmarked: boolean): Promise<void> {
      if (bookmarked)
        await db.insert(libraryBookmarks).values({ userId, articleSlug: slug }).onConflictDoNothing();
      else
        await db
          .delete(libraryBookmarks)
          .where(and(eq(libraryBookmarks.userId, userId), eq(libraryBookmarks.articleSlug, slug)));
    },

    /** Slug -> name and difficulty of the problems among `slugs` that `visible` lets the viewer see. */
    async visibleProblems(slugs: readonly string[], visible: SQL | undefined) {
      if (slugs.length === 0) return new Map<string, { name: string; difficulty: string }>();
      const rows = await db
        .select({ slug: problems.slug, name: problems.name, difficulty: problems.difficulty })
        .from(problems)
        .where(and(inArray(problems.slug, [...new Set(slugs)]), visible));
      return new Map(rows.map((r) => [r.slug, { name: r.name, difficulty: r.difficulty }]));
    },

    async logVideoEvent(
      userId: number,
      event: { youtubeVideoId: string; eventType: string; videoTimestamp: number },
    ): Promise<void> {
      await db.insert(videoWatchLogs).values({ userId, ...event });
    },

    async lastReadRelease(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ version: whatsNewReads.version })
        .from(whatsNewReads)
        .where(eq(whatsNewReads.userId, userId));
      return row?.version ?? null;
    },

    async setLastReadRelease(userId: number, version: string): Promise<void> {
      await db
        .insert(whatsNewReads)
        .values({ userId, version })
        .onConflictDoUpdate({ target: whatsNewReads.userId, set: { version, readAt: new Date() } });
    },

    /** Records the versions as published; returns those that were not yet (this call published them). */
    async publishReleases(versions: readonly string[]): Promise<string[]> {
      if (versions.length === 0) return [];
      const rows = await db
        .insert(whatsNewPublished)
        .values(versions.map((version) => ({ version })))
        .onConflictDoNothing()
        .returning({ version: whatsNewPublished.version });
      return rows.map((r) => r.version);
    },
  };
}
