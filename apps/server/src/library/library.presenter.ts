/** Wire shapes of the library's answers (contract @katana/shared/api/library). */
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import type { LibraryArticle, LibraryArticleCard, LibraryCategory, Video } from '@katana/shared/api/library';
import type { LibraryArticleContent, LibraryCategoryContent } from './library-content.ts';
import type { VideoContent } from './resource-content.ts';

export interface ViewerMarks {
  reads: Map<string, Date>;
  bookmarks: Set<string>;
}

export const NO_MARKS: ViewerMarks = { reads: new Map(), bookmarks: new Set() };

export function presentCard(
  article: LibraryArticleContent,
  categoryTitle: string,
  marks: ViewerMarks,
): LibraryArticleCard {
  return {
    slug: article.slug,
    category: article.category,
    category_title: categoryTitle,
    title: article.title,
    description: article.description,
    reading_minutes: article.minutes,
    is_read: marks.reads.has(article.slug),
    is_bookmarked: marks.bookmarks.has(article.slug),
  };
}

export function presentCategory(category: LibraryCategoryContent, marks: ViewerMarks): LibraryCategory {
  return {
    slug: category.slug,
    title: category.title,
    description: category.description,
    article_count: category.articles.length,
    read_count: category.articles.filter((a) => marks.reads.has(a.slug)).length,
  };
}

const link = (a: LibraryArticleContent | undefined) =>
  a ? { slug: a.slug, category: a.category, title: a.title } : null;

export function presentArticle(
  category: LibraryCategoryContent,
  index: number,
  marks: ViewerMarks,
  problems: Map<string, { name: string; difficulty: string }>,
): LibraryArticle {
  const article = category.articles[index]!;
  return {
    ...presentCard(article, category.title, marks),
    html: article.html,
    toc: article.toc,
    read_at: marks.reads.get(article.slug)?.toISOString() ?? null,
    previous: link(category.articles[index - 1]),
    next: link(category.articles[index + 1]),
    related_problems: article.related.flatMap((slug) => {
      const p = problems.get(slug);
      return p ? [{ slug, name: p.name, difficulty: p.difficulty as Difficulty }] : [];
    }),
    guided_path: article.guidedPath,
  };
}

export function presentVideo(video: VideoContent, completed: boolean): Video {
  return {
    id: video.key,
    title: video.title,
    topic: video.topic,
    url: video.url,
    embed_url: video.embedUrl,
    youtube_video_id: video.youtubeVideoId,
    duration_minutes: video.durationMinutes,
    notes_html: video.notesHtml,
    completed,
  };
}
