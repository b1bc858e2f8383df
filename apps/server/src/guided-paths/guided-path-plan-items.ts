/**
 * What the prep plan needs from guided paths (exported through index.ts): for a learner, each named path's items as
 * they see them (problems hidden by practice's access policy left out), in path order, with each item's completion
 * and when it was completed (a mark's moment, or the problem's first accepted solution).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evaluatePath } from './guided-path-progress.ts';
import { createGuidedPathsRepository, problemIdsOf } from './guided-paths.repository.ts';

export interface LearnerPathItem {
  key: string;
  kind: 'problem' | 'article' | 'video';
  title: string;
  moduleTitle: string;
  durationMinutes: number;
  problemType: string | null;
  difficulty: string | null;
  completedAt: Date | null;
}

export interface LearnerPath {
  slug: string;
  title: string;
  enrolled: boolean;
  items: LearnerPathItem[];
}

/** The learner's view of each path of `slugs` that exists (unknown slugs are absent from the map). */
export async function learnerPathItems(
  db: Db,
  userId: number,
  slugs: readonly string[],
  visible: SQL | undefined,
): Promise<Map<string, LearnerPath>> {
  const repo = createGuidedPathsRepository(db);
  const out = new Map<string, LearnerPath>();
  for (const slug of slugs) {
    const path = await repo.pathBySlug(slug);
    if (!path) continue;
    const structure = await repo.structure(path.id);
    const problemIds = problemIdsOf(structure);
    const [enrolment, shown, marks, problems] = await Promise.all([
      repo.enrolment(path.id, userId),
      repo.visibleProblemIds(problemIds, visible),
      repo.marks(path.id, userId),
      repo.problemStates(userId, problemIds),
    ]);
    const evaluated = evaluatePath(structure, { enrolled: enrolment !== undefined, marks, problems }, shown);
    const moduleTitles = new Map(structure.map((m) => [m.slug, m.title]));
    out.set(slug, {
      slug: path.slug,
      title: path.title,
      enrolled: enrolment !== undefined,
      items: evaluated.items.map((item) => ({
        key: item.key,
        kind: item.kind,
        title: item.title,
        moduleTitle: moduleTitles.get(item.moduleSlug) ?? '',
        durationMinutes: item.durationMinutes,
        problemType: item.problemType,
        difficulty: item.difficulty,
        completedAt: !item.completed
          ? null
          : ((item.markable ? marks.get(item.key) : problems.get(item.problemId ?? -1)?.solvedAt) ?? null),
      })),
    });
  }
  return out;
}
