/** Wire shapes of guided paths (contract: @katana/shared/api/guided-paths) from the evaluated path. */
import {
  GuidedPathsPaths,
  type GuidedPathCard,
  type GuidedPathItemSummary,
  type GuidedPathModule,
  type LastContent,
} from '@katana/shared/api/guided-paths';
import { fillPath } from '@katana/shared/api/paths';
import type { GuidedPathEnrolmentRow, GuidedPathRow } from '../db/schema/guided-paths.ts';
import type { EvaluatedItem, EvaluatedModule, EvaluatedPath } from './guided-path-progress.ts';

type OfferingType = GuidedPathItemSummary['offering_type'];

function offeringTypeOf(item: EvaluatedItem): OfferingType {
  if (item.kind === 'video') return 'VideoOffering';
  if (item.kind === 'article') return 'CourseLecture';
  return item.problemType === 'NOTE' ? 'NoteOffering' : 'SingleProblemOffering';
}

/** A section's type: its items' one type, a ProblemSet of several problems, else a CourseLecture. */
function contentableTypeOf(items: readonly EvaluatedItem[]): OfferingType {
  const types = new Set(items.map(offeringTypeOf));
  if (types.size === 1) {
    const only = [...types][0]!;
    return only === 'SingleProblemOffering' && items.length > 1 ? 'ProblemSet' : only;
  }
  return 'CourseLecture';
}

export function presentItemSummary(item: EvaluatedItem): GuidedPathItemSummary {
  return {
    key: item.key,
    kind: item.kind,
    offering_name: item.title,
    offering_type: offeringTypeOf(item),
    duration: item.durationMinutes,
    problem_slug: item.problemSlug,
    problem_type: (item.problemType as GuidedPathItemSummary['problem_type']) ?? null,
    level: (item.difficulty as GuidedPathItemSummary['level']) ?? null,
    user_score: item.userScore,
    max_score: item.maxScore,
    attempted: item.attempted,
    is_completed: item.completed,
    locked: item.locked,
  };
}

export function presentModule(module: EvaluatedModule): GuidedPathModule {
  return {
    slug: module.slug,
    course_module_name: module.title,
    summary: module.summary,
    weightage: module.weightage,
    is_locked: module.locked,
    is_completed: module.completed,
    contentables: module.contentables.map((c) => ({
      slug: c.slug,
      name: c.title,
      offering_type: contentableTypeOf(c.items),
      locked: module.locked,
      is_completed: c.items.length > 0 && c.items.every((i) => i.completed),
      duration: c.items.reduce((s, i) => s + i.durationMinutes, 0),
      items: c.items.map(presentItemSummary),
      progress: c.progress,
    })),
    progress: module.progress,
  };
}

export function presentCard(
  path: GuidedPathRow,
  evaluated: EvaluatedPath,
  enrolment: GuidedPathEnrolmentRow | undefined,
  enrolledCount: number,
  topicNames: ReadonlyMap<string, string>,
): GuidedPathCard {
  return {
    id: path.id,
    slug: path.slug,
    title: path.title,
    kind: path.kind as GuidedPathCard['kind'],
    level: path.level as GuidedPathCard['level'],
    summary: path.summary,
    topics: path.topics.map((slug) => ({ slug, name: topicNames.get(slug) ?? humanise(slug) })),
    estimated_hours: path.estimatedHours,
    modules_count: evaluated.modules.length,
    enrolled_count: enrolledCount,
    enrolled: enrolment !== undefined,
    progress: evaluated.progress,
  };
}

/** 'two-pointers' -> 'Two pointers' for a topic the catalogue does not name. */
function humanise(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The learner's last viewed item when it is still in the path and visible to them. */
export function lastContentOf(
  evaluated: EvaluatedPath,
  enrolment: GuidedPathEnrolmentRow | undefined,
): LastContent {
  const key = enrolment?.lastItemKey;
  const item = key ? evaluated.items.find((i) => i.key === key) : undefined;
  return item ? contentOf(item) : null;
}

export function contentOf(item: EvaluatedItem): NonNullable<LastContent> {
  return { module_slug: item.moduleSlug, key: item.key, title: item.title };
}

export function certificateUrlOf(path: GuidedPathRow, enrolment: GuidedPathEnrolmentRow | undefined) {
  return enrolment?.completedAt ? fillPath(GuidedPathsPaths.certificate, { slug: path.slug }) : null;
}

/**
 * A privacy-friendly player for a video URL: YouTube through youtube-nocookie.com, Vimeo with dnt=1; null for any
 * other host (the page links out and shows the notes).
 */
export function embedUrlOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromPath = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1];
    const id = parsed.pathname === '/watch' ? parsed.searchParams.get('v') : fromPath;
    return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1);
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d+)/.exec(parsed.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
