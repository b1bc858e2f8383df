/**
 * The interview bundle importer: content/interview-bundles/* at server start and `katana bundle import DIR...`.
 * Idempotent like the catalogue: a bundle is keyed by its slug and updated in place; an unchanged bundle.yaml (same
 * content hash) is skipped. A bundle that names a problem the catalogue does not have is refused whole with
 * `<file>:<line>: <reason>`. Each bundle is written in one transaction under an advisory lock on its slug, so
 * concurrent imports (API nodes starting together, a CLI import beside them) never clash.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { interviewBundles } from '../db/schema/interview-bundles.ts';
import { problems } from '../db/schema/practice.ts';
import { logContentImport, type ContentImportReport } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { renderMarkdown } from '../practice/index.ts';
import { loadBundleFolder, type LoadedBundle } from './interview-bundle-content.ts';

const CONTENT_DIR = path.join(REPO_ROOT, 'content', 'interview-bundles');

/** Server start and `katana seed`: content/interview-bundles/*, refused bundles logged (the server still starts). */
export async function importInterviewBundlesAtStart(
  db: Db,
  log: Parameters<typeof logContentImport>[0],
  dir = CONTENT_DIR,
): Promise<ContentImportReport> {
  const report = await importInterviewBundles(db, [dir], REPO_ROOT);
  logContentImport(log, 'interview bundle', report);
  return report;
}

/** The bundle folders under `dir`: itself when it holds a bundle.yaml, else its sub-folders (sorted). */
function bundleFolders(dir: string): string[] {
  if (existsSync(path.join(dir, 'bundle.yaml'))) return [dir];
  if (!statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name))
    .filter((full) => statSync(full).isDirectory());
}

/** Imports every bundle folder found under `dirs`; `base` makes the file names in errors relative. */
export async function importInterviewBundles(
  db: Db,
  dirs: readonly string[],
  base = process.cwd(),
): Promise<ContentImportReport> {
  const report: ContentImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      report.errors.push(`${path.relative(base, dir) || dir}:1: no such folder`);
      continue;
    }
    for (const folder of bundleFolders(dir)) {
      const loaded = loadBundleFolder(folder, path.relative(base, folder) || folder);
      if (!loaded.ok) {
        report.errors.push(...loaded.errors);
        continue;
      }
      const outcome = await importLoadedBundle(db, loaded.bundle, path.relative(REPO_ROOT, folder));
      if (Array.isArray(outcome)) report.errors.push(...outcome);
      else report[outcome].push(loaded.bundle.slug);
    }
  }
  return report;
}

async function importLoadedBundle(
  db: Db,
  bundle: LoadedBundle,
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged' | string[]> {
  const named = bundle.sections.flatMap((s) => s.problems);
  const rows = await db
    .select({ slug: problems.slug })
    .from(problems)
    .where(
      inArray(
        problems.slug,
        named.map((p) => p.slug),
      ),
    );
  const known = new Set(rows.map((r) => r.slug));
  const missing = named
    .filter((p) => !known.has(p.slug))
    .map((p) => `${bundle.file}:${p.line}: problem '${p.slug}' is not in the catalogue`);
  if (missing.length > 0) return missing;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interview-bundle:${bundle.slug}`}))`);
    const [existing] = await tx
      .select({ id: interviewBundles.id, contentHash: interviewBundles.contentHash })
      .from(interviewBundles)
      .where(eq(interviewBundles.slug, bundle.slug))
      .for('update');
    if (existing?.contentHash === bundle.contentHash) return 'unchanged';
    const fields = {
      title: bundle.title,
      summary: bundle.summary,
      level: bundle.level,
      position: bundle.position,
      estimatedHours: bundle.estimatedHours,
      topics: bundle.topics,
      descriptionHtml: renderMarkdown(bundle.description),
      sections: bundle.sections.map((s) => ({
        title: s.title,
        summary: s.summary,
        problems: s.problems.map((p) => p.slug),
      })),
      contentHash: bundle.contentHash,
      source,
      updatedAt: sql`now()`,
    };
    if (existing) {
      await tx.update(interviewBundles).set(fields).where(eq(interviewBundles.id, existing.id));
      return 'updated';
    }
    await tx.insert(interviewBundles).values({ slug: bundle.slug, ...fields });
    return 'inserted';
  });
}
