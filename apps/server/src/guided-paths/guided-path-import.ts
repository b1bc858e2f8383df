/**
 * The guided path importer: content/guided-paths/* at server start and `katana guided-path import DIR...`.
 * Idempotent like the catalogue: a path is keyed by its slug and updated in place (its row and id stay, so every
 * enrolment, completion mark and last viewed item survives); an unchanged folder (same content hash) is skipped.
 * The structure (modules, sections, items) is rewritten whole on a change. A path that names a problem the
 * catalogue does not have, or a file that does not exist, is refused whole with `<file>:<line>: <reason>`.
 * Each path is written in one transaction under an advisory lock on its slug, so concurrent imports never clash.
 */
import { logContentImport } from '../plugins/app/content-yaml.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import {
  guidedPathContentables,
  guidedPathItems,
  guidedPathModules,
  guidedPaths,
} from '../db/schema/guided-paths.ts';
import { problems } from '../db/schema/practice.ts';
import { renderMarkdown } from '../practice/index.ts';
import { loadGuidedPathFolder, type LoadedPath } from './guided-path-content.ts';

export interface GuidedPathImportReport {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  /** `<file>:<line>: <reason>`, for every refused path. */
  errors: string[];
}

const CONTENT_DIR = path.join(REPO_ROOT, 'content', 'guided-paths');

/** Server start and `katana seed`: content/guided-paths/*, refused paths logged (the server still starts). */
export async function importGuidedPathsAtStart(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  dir = CONTENT_DIR,
): Promise<GuidedPathImportReport> {
  const report = await importGuidedPaths(db, [dir], REPO_ROOT);
  logContentImport(log, 'guided path', report);
  return report;
}

/** The path folders under `dir`: itself when it holds a path.yaml, else its sub-folders (sorted). */
export function pathFolders(dir: string): string[] {
  if (existsSync(path.join(dir, 'path.yaml'))) return [dir];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name))
    .filter((full) => statSync(full).isDirectory());
}

/** Imports every path folder found under `dirs`; `base` makes the file names in errors relative. */
export async function importGuidedPaths(
  db: Db,
  dirs: readonly string[],
  base = process.cwd(),
): Promise<GuidedPathImportReport> {
  const report: GuidedPathImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      report.errors.push(`${path.relative(base, dir) || dir}:1: no such folder`);
      continue;
    }
    for (const folder of pathFolders(dir)) {
      const display = path.relative(base, folder) || folder;
      const loaded = loadGuidedPathFolder(folder, display);
      if (!loaded.ok) {
        report.errors.push(...loaded.errors);
        continue;
      }
      const outcome = await importLoadedPath(db, loaded.path, display);
      if (Array.isArray(outcome)) report.errors.push(...outcome);
      else report[outcome].push(loaded.path.slug);
    }
  }
  return report;
}

/** Writes one read path: its outcome, or the errors of the problems the catalogue does not have. */
export async function importLoadedPath(
  db: Db,
  loaded: LoadedPath,
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged' | string[]> {
  const problemIds = await problemIdsBySlug(db, loaded);
  const missing = loaded.modules
    .flatMap((m) => m.contentables.flatMap((c) => c.items))
    .flatMap((item) =>
      item.kind === 'problem' && !problemIds.has(item.problemSlug)
        ? [`${loaded.file}:${item.line}: problem '${item.problemSlug}' is not in the catalogue`]
        : [],
    );
  if (missing.length > 0) return missing;
  return writePath(db, loaded, problemIds, source);
}

async function problemIdsBySlug(db: Db, loaded: LoadedPath): Promise<Map<string, number>> {
  const slugs = [
    ...new Set(
      loaded.modules.flatMap((m) =>
        m.contentables.flatMap((c) => c.items.flatMap((i) => (i.kind === 'problem' ? [i.problemSlug] : []))),
      ),
    ),
  ];
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: problems.id, slug: problems.slug })
    .from(problems)
    .where(inArray(problems.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function writePath(
  db: Db,
  loaded: LoadedPath,
  problemIds: Map<string, number>,
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged'> {
  // The problem ids are part of the hash: a re-imported catalogue that renumbered a problem rewrites the items.
  const hash = `${loaded.contentHash}:${[...problemIds.entries()].sort().join(',')}`;
  return db.transaction(async (tx) => {
    // API nodes starting together (and a CLI import beside them) write a path one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guided-path:${loaded.slug}`}))`);
    const [existing] = await tx
      .select({ id: guidedPaths.id, contentHash: guidedPaths.contentHash })
      .from(guidedPaths)
      .where(eq(guidedPaths.slug, loaded.slug))
      .for('update');
    if (existing?.contentHash === hash) return 'unchanged';
    const fields = {
      title: loaded.title,
      kind: loaded.kind,
      level: loaded.level,
      position: loaded.position,
      summary: loaded.summary,
      estimatedHours: loaded.estimatedHours,
      topics: loaded.topics,
      descriptionHtml: renderMarkdown(loaded.description),
      whatYouWillLearn: loaded.whatYouWillLearn,
      prerequisites: loaded.prerequisites,
      contentHash: hash,
      source,
      updatedAt: sql`now()`,
    };
    let pathId: number;
    if (existing) {
      pathId = existing.id;
      await tx.update(guidedPaths).set(fields).where(eq(guidedPaths.id, pathId));
      await tx.delete(guidedPathModules).where(eq(guidedPathModules.pathId, pathId));
    } else {
      const [row] = await tx
        .insert(guidedPaths)
        .values({ slug: loaded.slug, ...fields })
        .returning({ id: guidedPaths.id });
      pathId = row!.id;
    }
    for (const [mi, m] of loaded.modules.entries()) {
      const [moduleRow] = await tx
        .insert(guidedPathModules)
        .values({
          pathId,
          slug: m.slug,
          title: m.title,
          summary: m.summary,
          weightage: m.weightage,
          position: mi,
        })
        .returning({ id: guidedPathModules.id });
      for (const [ci, c] of m.contentables.entries()) {
        const [contentable] = await tx
          .insert(guidedPathContentables)
          .values({ moduleId: moduleRow!.id, slug: c.slug, title: c.title, position: ci })
          .returning({ id: guidedPathContentables.id });
        await tx.insert(guidedPathItems).values(
          c.items.map((item, ii) => ({
            pathId,
            contentableId: contentable!.id,
            key: item.key,
            kind: item.kind,
            position: ii,
            ...(item.kind === 'problem'
              ? { title: item.problemSlug, problemId: problemIds.get(item.problemSlug)! }
              : item.kind === 'article'
                ? {
                    title: item.title,
                    durationMinutes: item.minutes,
                    bodyHtml: renderMarkdown(item.markdown),
                  }
                : {
                    title: item.title,
                    durationMinutes: item.durationMinutes,
                    bodyHtml: renderMarkdown(item.notesMarkdown),
                    videoUrl: item.url,
                  }),
          })),
        );
      }
    }
    return existing ? 'updated' : 'inserted';
  });
}
