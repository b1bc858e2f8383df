/**
 * Guided paths: the list, a path's detail and classroom content, items, enrolment, marks, last viewed item and the
 * completion certificate, by the rules of the contract's header (evaluated in guided-path-progress.ts; what a
 * change pays is settled in guided-path-settle.ts).
 */
import type { SQL } from 'drizzle-orm';
import { ErrorCode } from '@katana/shared/envelope';
import {
  GuidedPathMessage,
  type GuidedPathCard,
  type GuidedPathContent,
  type GuidedPathDetail,
  type GuidedPathEnrolled,
  type GuidedPathItem,
  type GuidedPathList,
  type GuidedPathProgress,
  type LastContent,
} from '@katana/shared/api/guided-paths';
import { formatIstDate, istDate } from '@katana/shared/engagement/ist-time';
import type { z } from 'zod';
import type { guidedPathListQuerySchema } from '@katana/shared/api/guided-paths';
import { ApiError } from '../plugins/app/api-error.ts';
import type { Db } from '../db/client.ts';
import type { GuidedPathRow } from '../db/schema/guided-paths.ts';
import { renderCertificatePng } from '../engagement/index.ts';
import { ANONYMOUS_STATE, evaluatePath, type EvaluatedPath } from './guided-path-progress.ts';
import { createGuidedPathsRepository, problemIdsOf } from './guided-paths.repository.ts';
import { learnerState, settleLearner } from './guided-path-settle.ts';
import {
  certificateUrlOf,
  contentOf,
  embedUrlOf,
  lastContentOf,
  presentCard,
  presentModule,
} from './guided-paths.presenter.ts';

type Viewer = number | null;
type ListQuery = z.infer<typeof guidedPathListQuerySchema>;

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, GuidedPathMessage.NOT_FOUND);
const itemNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, GuidedPathMessage.ITEM_NOT_FOUND);
const locked = () => new ApiError(403, ErrorCode.FORBIDDEN, GuidedPathMessage.LOCKED);
const notEnrolled = () => new ApiError(403, ErrorCode.FORBIDDEN, GuidedPathMessage.NOT_ENROLLED);

export interface GuidedPathsServiceDeps {
  db: Db;
  /** Practice's access policy: the viewer's visibility condition over problems.id (undefined: all visible). */
  visibleTo: (viewer: Viewer) => SQL | undefined;
  /** Delivers the user's stored toasts after a commit (app.notifications.deliver). */
  deliver: (userId: number) => Promise<unknown>;
  now?: () => Date;
}

export function createGuidedPathsService(deps: GuidedPathsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createGuidedPathsRepository(db);

  async function pathOr404(slug: string): Promise<GuidedPathRow> {
    const path = await repo.pathBySlug(slug);
    if (!path) throw notFound();
    return path;
  }

  /** The path as the viewer sees it now. */
  async function view(path: GuidedPathRow, viewer: Viewer) {
    const structure = await repo.structure(path.id);
    const problemIds = problemIdsOf(structure);
    const visible = await repo.visibleProblemIds(problemIds, deps.visibleTo(viewer));
    const enrolment = viewer === null ? undefined : await repo.enrolment(path.id, viewer);
    const state =
      viewer === null ? ANONYMOUS_STATE : await learnerState(repo, path.id, viewer, enrolment, problemIds);
    return { structure, visible, enrolment, evaluated: evaluatePath(structure, state, visible) };
  }

  function firstItem(evaluated: EvaluatedPath): LastContent {
    const first = evaluated.items[0];
    return first ? contentOf(first) : null;
  }

  return {
    async list(viewer: Viewer, query: ListQuery): Promise<GuidedPathList> {
      const [paths, counts, names] = await Promise.all([
        repo.allPaths(),
        repo.enrolledCounts(),
        repo.topicNames(),
      ]);
      const cards: { card: GuidedPathCard; completed: boolean }[] = [];
      for (const path of paths) {
        const { evaluated, enrolment } = await view(path, viewer);
        cards.push({
          card: presentCard(path, evaluated, enrolment, counts.get(path.id) ?? 0, names),
          completed:
            Boolean(enrolment?.completedAt) ||
            (enrolment !== undefined && evaluated.progress.percentage === 100),
        });
      }
      const byStatus = ({ card, completed }: (typeof cards)[number]) => {
        if (viewer === null || !query.status) return true;
        if (query.status === 'completed') return completed;
        if (query.status === 'enrolled') return card.enrolled && !completed;
        return !card.enrolled;
      };
      const byKind = ({ card }: (typeof cards)[number]) => !query.kind || card.kind === query.kind;
      const byLevel = ({ card }: (typeof cards)[number]) =>
        !query.level?.length || query.level.includes(card.level);
      const byTopic = ({ card }: (typeof cards)[number]) =>
        !query.topic?.length || card.topics.some((t) => query.topic!.includes(t.slug));
      // Each facet counts the paths the other filters keep (so picking a level still shows the other levels).
      const levelBase = cards.filter((c) => byStatus(c) && byKind(c) && byTopic(c));
      const topicBase = cards.filter((c) => byStatus(c) && byKind(c) && byLevel(c));
      const levels = new Map<GuidedPathCard['level'], number>();
      for (const { card } of levelBase) levels.set(card.level, (levels.get(card.level) ?? 0) + 1);
      const topics = new Map<string, { value: GuidedPathCard['topics'][number]; count: number }>();
      for (const { card } of topicBase)
        for (const t of card.topics)
          topics.set(t.slug, { value: t, count: (topics.get(t.slug)?.count ?? 0) + 1 });
      return {
        paths: cards.filter((c) => byStatus(c) && byKind(c) && byLevel(c) && byTopic(c)).map((c) => c.card),
        facets: {
          levels: [...levels].map(([value, count]) => ({ value, count })),
          topics: [...topics.values()].sort(
            (a, b) => b.count - a.count || a.value.name.localeCompare(b.value.name),
          ),
        },
      };
    },

    async detail(slug: string, viewer: Viewer): Promise<GuidedPathDetail> {
      const path = await pathOr404(slug);
      const { evaluated, enrolment } = await view(path, viewer);
      return {
        ...presentCard(
          path,
          evaluated,
          enrolment,
          await repo.enrolledCount(path.id),
          await repo.topicNames(),
        ),
        description_html: path.descriptionHtml,
        what_you_will_learn: path.whatYouWillLearn,
        prerequisites: path.prerequisites,
        syllabus: evaluated.modules.map((m) => ({
          slug: m.slug,
          name: m.title,
          summary: m.summary,
          weightage: m.weightage,
          contentables: m.contentables.map((c) => ({
            slug: c.slug,
            name: c.title,
            items_count: c.items.length,
          })),
          progress: m.progress,
        })),
        last_content: lastContentOf(evaluated, enrolment),
        certificate_url: certificateUrlOf(path, enrolment),
        completed_at: enrolment?.completedAt?.toISOString() ?? null,
      };
    },

    async enroll(
      userId: number,
      body: { slug: string; source?: string | undefined },
    ): Promise<GuidedPathEnrolled> {
      const path = await pathOr404(body.slug);
      const at = now();
      const { visible } = await view(path, userId);
      const settled = await db.transaction(async (tx) => {
        await createGuidedPathsRepository(tx).enroll(path.id, userId, body.source ?? null, at);
        // Items solved before enrolling count: a module already complete pays its EXP now.
        return settleLearner(tx, userId, path, visible, at);
      });
      if (settled.expAwarded > 0) await deps.deliver(userId);
      return {
        slug: path.slug,
        enrolled: true,
        enrolled_count: await repo.enrolledCount(path.id),
        resume: lastContentOf(settled.evaluated, settled.enrolment) ?? firstItem(settled.evaluated),
      };
    },

    async content(slug: string, viewer: Viewer): Promise<GuidedPathContent> {
      const path = await pathOr404(slug);
      const { evaluated, enrolment } = await view(path, viewer);
      return {
        slug: path.slug,
        title: path.title,
        enrolled: enrolment !== undefined,
        modules: evaluated.modules.map(presentModule),
        last_content: lastContentOf(evaluated, enrolment),
        progress: evaluated.progress,
        certificate_url: certificateUrlOf(path, enrolment),
      };
    },

    async item(slug: string, key: string, viewer: Viewer): Promise<GuidedPathItem> {
      const path = await pathOr404(slug);
      const { evaluated } = await view(path, viewer);
      const index = evaluated.items.findIndex((i) => i.key === key);
      const item = evaluated.items[index];
      if (!item) throw itemNotFound();
      if (item.locked) throw locked();
      const isArticleOrVideo = item.kind !== 'problem';
      return {
        key: item.key,
        kind: item.kind,
        title: item.title,
        module_slug: item.moduleSlug,
        is_completed: item.completed,
        body_html: isArticleOrVideo ? item.bodyHtml : null,
        video:
          item.kind === 'video' && item.videoUrl
            ? {
                url: item.videoUrl,
                embed_url: embedUrlOf(item.videoUrl),
                duration_minutes: Math.max(1, item.durationMinutes),
              }
            : null,
        problem:
          item.kind === 'problem' && item.problemSlug
            ? {
                slug: item.problemSlug,
                type: item.problemType as NonNullable<GuidedPathItem['problem']>['type'],
                difficulty: item.difficulty as NonNullable<GuidedPathItem['problem']>['difficulty'],
                max_score: item.maxScore,
              }
            : null,
        previous_key: evaluated.items[index - 1]?.key ?? null,
        next_key: evaluated.items[index + 1]?.key ?? null,
      };
    },

    async markComplete(
      userId: number,
      body: { slug: string; key: string; completed: boolean },
    ): Promise<GuidedPathProgress> {
      const path = await pathOr404(body.slug);
      const before = await view(path, userId);
      if (!before.enrolment) throw notEnrolled();
      const item = before.evaluated.items.find((i) => i.key === body.key);
      if (!item) throw itemNotFound();
      if (item.locked) throw locked();
      if (!item.markable) throw new ApiError(400, ErrorCode.BAD_REQUEST, GuidedPathMessage.SOLVE_TO_COMPLETE);
      const at = now();
      const settled = await db.transaction(async (tx) => {
        await createGuidedPathsRepository(tx).setMark(path.id, userId, body.key, body.completed, at);
        return settleLearner(tx, userId, path, before.visible, at);
      });
      if (settled.expAwarded > 0) await deps.deliver(userId);
      const module = settled.evaluated.modules.find((m) => m.slug === item.moduleSlug)!;
      const wasLocked = new Set(before.evaluated.modules.filter((m) => m.locked).map((m) => m.slug));
      return {
        key: body.key,
        is_completed: body.completed,
        module: { slug: module.slug, is_completed: module.completed, progress: module.progress },
        progress: settled.evaluated.progress,
        unlocked_modules: settled.evaluated.modules
          .filter((m) => !m.locked && wasLocked.has(m.slug))
          .map((m) => m.slug),
        exp_awarded: settled.expAwarded,
        certificate_url: certificateUrlOf(path, settled.enrolment),
      };
    },

    async lastViewed(
      userId: number,
      body: { slug: string; key: string },
    ): Promise<{ last_content: LastContent }> {
      const path = await pathOr404(body.slug);
      const { evaluated, enrolment } = await view(path, userId);
      const item = evaluated.items.find((i) => i.key === body.key);
      if (!item) throw itemNotFound();
      if (item.locked) throw locked();
      // Only an enrolled learner's place is kept; anyone else browses module one without a record.
      if (!enrolment) return { last_content: null };
      await repo.setLastViewed(path.id, userId, item.key, now());
      return { last_content: contentOf(item) };
    },

    /** The learner's completion certificate (404 until they completed the path). */
    async certificatePng(slug: string, userId: number): Promise<Buffer> {
      const path = await pathOr404(slug);
      const enrolment = await repo.enrolment(path.id, userId);
      if (!enrolment?.completedAt) throw notFound();
      return renderCertificatePng({
        learnerName: await repo.userName(userId),
        badgeName: path.title,
        badgeKind: 'GuidedPath',
        tier: 'Master',
        date: formatIstDate(istDate(enrolment.completedAt.getTime())),
        contestRank: null,
      });
    },

    /** Page heads: the path's title and summary, or null (404). */
    async pageHead(slug: string): Promise<{ title: string; description: string } | null> {
      const path = await repo.pathBySlug(slug);
      return path ? { title: path.title, description: path.summary } : null;
    },
  };
}

export type GuidedPathsService = ReturnType<typeof createGuidedPathsService>;
