/**
 * Interview bundles: the list with its level and topic filters and a bundle's detail, each with the viewer's
 * progress, by the rules of the contract's header; and the server-rendered head of a bundle's page.
 */
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@katana/shared/envelope';
import {
  InterviewBundleMessage,
  type InterviewBundleCard,
  type InterviewBundleDetail,
  type InterviewBundleList,
  type interviewBundleListQuerySchema,
} from '@katana/shared/api/interview-bundles';
import type { Db } from '../db/client.ts';
import type { InterviewBundleRow } from '../db/schema/interview-bundles.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { createInterviewBundlesRepository } from './interview-bundles.repository.ts';
import { presentCard, presentDetail, type BundleViewInput } from './interview-bundles.presenter.ts';

type Viewer = number | null;
type ListQuery = z.infer<typeof interviewBundleListQuerySchema>;

export interface InterviewBundlesServiceDeps {
  db: Db;
  /** Practice's access policy: the viewer's visibility condition over problems.id (undefined: all visible). */
  visibleTo: (viewer: Viewer) => SQL | undefined;
}

export function createInterviewBundlesService(deps: InterviewBundlesServiceDeps) {
  const repo = createInterviewBundlesRepository(deps.db);

  /** What the viewer sees of the problems the bundles name, and their marks on them. */
  async function viewOf(bundles: readonly InterviewBundleRow[], viewer: Viewer): Promise<BundleViewInput> {
    const slugs = bundles.flatMap((b) => b.sections.flatMap((s) => s.problems));
    const [problems, topicNames] = await Promise.all([
      repo.visibleProblems(slugs, deps.visibleTo(viewer)),
      repo.topicNames(),
    ]);
    const ids = [...problems.values()].map((p) => p.id);
    const marks = viewer === null ? new Map() : await repo.marks(viewer, ids);
    return { problems, marks, topicNames };
  }

  return {
    async list(viewer: Viewer, query: ListQuery): Promise<InterviewBundleList> {
      const bundles = await repo.allBundles();
      const input = await viewOf(bundles, viewer);
      const cards = bundles.map((b) => presentCard(b, input));
      const byLevel = (card: InterviewBundleCard) => !query.level?.length || query.level.includes(card.level);
      const byTopic = (card: InterviewBundleCard) =>
        !query.topic?.length || card.topics.some((t) => query.topic!.includes(t.slug));
      // Each facet counts the bundles the other filter keeps (so picking a level still shows the other levels).
      const levels = new Map<InterviewBundleCard['level'], number>();
      for (const card of cards.filter(byTopic)) levels.set(card.level, (levels.get(card.level) ?? 0) + 1);
      const topics = new Map<string, { value: InterviewBundleCard['topics'][number]; count: number }>();
      for (const card of cards.filter(byLevel))
        for (const t of card.topics)
          topics.set(t.slug, { value: t, count: (topics.get(t.slug)?.count ?? 0) + 1 });
      return {
        bundles: cards.filter((c) => byLevel(c) && byTopic(c)),
        facets: {
          levels: [...levels].map(([value, count]) => ({ value, count })),
          topics: [...topics.values()].sort(
            (a, b) => b.count - a.count || a.value.name.localeCompare(b.value.name),
          ),
        },
      };
    },

    async detail(slug: string, viewer: Viewer): Promise<InterviewBundleDetail> {
      const bundle = await repo.bundleBySlug(slug);
      if (!bundle) throw new ApiError(404, ErrorCode.NOT_FOUND, InterviewBundleMessage.NOT_FOUND);
      return presentDetail(bundle, await viewOf([bundle], viewer));
    },

    async pageHead(slug: string): Promise<{ title: string; description: string } | null> {
      const bundle = await repo.bundleBySlug(slug);
      return bundle ? { title: bundle.title, description: bundle.summary } : null;
    },
  };
}

export type InterviewBundlesService = ReturnType<typeof createInterviewBundlesService>;
