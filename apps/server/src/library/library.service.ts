/**
 * The library, videos and what's new by the rules of the contract's header (@katana/shared/api/library), and the
 * server-rendered heads of their pages. Content is read once (lazily, so an app that never serves the library never
 * renders it); the learner's marks come from the repository.
 */
import type { SQL } from 'drizzle-orm';
import { ErrorCode } from '@katana/shared/envelope';
import {
  LIBRARY_HISTORY_LIMIT,
  LibraryMessage,
  compareVersions,
  type LibraryArticle,
  type LibraryCategoryDetail,
  type LibraryHome,
  type VideoList,
  type WhatsNew,
} from '@katana/shared/api/library';
import type { Db } from '../db/client.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { loadLibraryContent, type LibraryContent } from './library-content.ts';
import {
  NO_MARKS,
  presentArticle,
  presentCard,
  presentCategory,
  presentVideo,
  type ViewerMarks,
} from './library.presenter.ts';
import { createLibraryRepository } from './library.repository.ts';
import { loadReleases, loadVideos, type ReleaseContent, type VideoContent } from './resource-content.ts';
import { completedVideoIdentities, isVideoCompleted, markVideoCompleted } from './video-completions.ts';

type Viewer = number | null;

export interface LibraryServiceDeps {
  db: Db;
  repoRoot: string;
  /** Practice's access policy: the viewer's visibility condition over problems.id (undefined: all visible). */
  visibleTo: (viewer: Viewer) => SQL | undefined;
}

function once<T>(load: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: load() }).v;
}

export function createLibraryService(deps: LibraryServiceDeps) {
  const repo = createLibraryRepository(deps.db);
  const library = once<LibraryContent>(() => loadLibraryContent(deps.repoRoot));
  const videos = once<VideoContent[]>(() => loadVideos(deps.repoRoot));
  const releases = once<ReleaseContent[]>(() => loadReleases(deps.repoRoot));

  const marksOf = async (viewer: Viewer): Promise<ViewerMarks> =>
    viewer === null
      ? NO_MARKS
      : { reads: await repo.reads(viewer), bookmarks: new Set(await repo.bookmarks(viewer)) };

  const categoryOf = (slug: string) => {
    const category = library().categories.find((c) => c.slug === slug);
    if (!category) throw new ApiError(404, ErrorCode.NOT_FOUND, LibraryMessage.CATEGORY_NOT_FOUND);
    return category;
  };

  const articleIn = (categorySlug: string, slug: string) => {
    const category = categoryOf(categorySlug);
    const index = category.articles.findIndex((a) => a.slug === slug);
    if (index < 0) throw new ApiError(404, ErrorCode.NOT_FOUND, LibraryMessage.ARTICLE_NOT_FOUND);
    return { category, index, article: category.articles[index]! };
  };

  const titleOfCategory = (slug: string) => library().categories.find((c) => c.slug === slug)?.title ?? slug;

  const unreadFor = (latest: string | null, lastRead: string | null) =>
    latest !== null && (lastRead === null || compareVersions(latest, lastRead) > 0);

  return {
    /** Reads and renders the content now (the first visitor then does not wait for it). */
    warm() {
      library();
      videos();
      releases();
    },

    async home(viewer: Viewer): Promise<LibraryHome> {
      const marks = await marksOf(viewer);
      const { articles, categories } = library();
      const card = (slug: string) => {
        const a = articles.get(slug);
        return a ? presentCard(a, titleOfCategory(a.category), marks) : null;
      };
      const history = [...marks.reads.entries()].flatMap(([slug, at]) => {
        const c = card(slug);
        return c ? [{ ...c, read_at: at.toISOString() }] : [];
      });
      return {
        categories: categories.map((c) => presentCategory(c, marks)),
        history: history.slice(0, LIBRARY_HISTORY_LIMIT),
        bookmarks: [...marks.bookmarks].flatMap((slug) => card(slug) ?? []),
      };
    },

    async category(slug: string, viewer: Viewer): Promise<LibraryCategoryDetail> {
      const category = categoryOf(slug);
      const marks = await marksOf(viewer);
      return {
        category: presentCategory(category, marks),
        articles: category.articles.map((a) => presentCard(a, category.title, marks)),
      };
    },

    async article(categorySlug: string, slug: string, viewer: Viewer): Promise<LibraryArticle> {
      const { category, index, article } = articleIn(categorySlug, slug);
      const [marks, problems] = await Promise.all([
        marksOf(viewer),
        repo.visibleProblems(article.related, deps.visibleTo(viewer)),
      ]);
      return presentArticle(category, index, marks, problems);
    },

    async markRead(userId: number, body: { category: string; slug: string }, at = new Date()) {
      articleIn(body.category, body.slug);
      const readAt = await repo.markRead(userId, body.slug, at);
      return { is_read: true, read_at: readAt.toISOString() };
    },

    async setBookmark(userId: number, body: { category: string; slug: string; bookmarked: boolean }) {
      articleIn(body.category, body.slug);
      await repo.setBookmark(userId, body.slug, body.bookmarked);
      return { is_bookmarked: body.bookmarked };
    },

    async videos(viewer: Viewer): Promise<VideoList> {
      const list = videos();
      const done =
        viewer === null ? new Set<string>() : await completedVideoIdentities(deps.db, viewer, list);
      const topics = new Map<string, number>();
      for (const v of list) topics.set(v.topic, (topics.get(v.topic) ?? 0) + 1);
      return {
        videos: list.map((v) => presentVideo(v, isVideoCompleted(done, v.url))),
        topics: [...topics].map(([value, count]) => ({ value, count })),
      };
    },

    async logVideoEvent(
      userId: number,
      body: { youtube_video_id: string; event_type: string; video_timestamp: number },
    ) {
      await repo.logVideoEvent(userId, {
        youtubeVideoId: body.youtube_video_id,
        eventType: body.event_type,
        videoTimestamp: body.video_timestamp,
      });
      return { recorded: true };
    },

    async completeVideo(userId: number, body: { video_id: string; video_list_id: string }) {
      const video = videos().find((v) => v.key === body.video_id && v.topic === body.video_list_id);
      if (!video) throw new ApiError(404, ErrorCode.NOT_FOUND, LibraryMessage.VIDEO_NOT_FOUND);
      await markVideoCompleted(deps.db, userId, video.url);
      return { video_id: video.key, completed: true };
    },

    async whatsNew(viewer: Viewer): Promise<WhatsNew> {
      const entries = releases();
      const latest = entries[0]?.version ?? null;
      const lastRead = viewer === null ? null : await repo.lastReadRelease(viewer);
      return {
        entries,
        latest_version: latest,
        last_read_version: lastRead,
        unread: viewer !== null && unreadFor(latest, lastRead),
      };
    },

    async markWhatsNewRead(userId: number, version: string) {
      const entries = releases();
      if (!entries.some((e) => e.version === version))
        throw new ApiError(404, ErrorCode.NOT_FOUND, LibraryMessage.RELEASE_NOT_FOUND);
      const lastRead = await repo.lastReadRelease(userId);
      // Reading an older release (an old tab) never brings the dot back.
      const kept = lastRead !== null && compareVersions(lastRead, version) > 0 ? lastRead : version;
      if (kept !== lastRead) await repo.setLastReadRelease(userId, kept);
      return { last_read_version: kept, unread: unreadFor(entries[0]!.version, kept) };
    },

    /** Heads of the server-rendered pages; null for an unknown slug (the page answers 404). */
    categoryHead(slug: string) {
      const c = library().categories.find((x) => x.slug === slug);
      return c ? { category_title: c.title, description: c.description } : null;
    },
    articleHead(categorySlug: string, slug: string) {
      const c = library().categories.find((x) => x.slug === categorySlug);
      const a = c?.articles.find((x) => x.slug === slug);
      return a ? { title: a.title, description: a.description } : null;
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
