/**
 * The web-project importer: content/web-projects/<slug>.yaml at server start (content/web-projects/README.md).
 * Idempotent like the catalogue: a project is keyed by its slug and updated in place; an unchanged file (same
 * content hash) is skipped. A project naming a problem the catalogue lacks, or one that is not a front-end problem,
 * is refused whole with `<file>:<line>: <reason>`; each project is written in one transaction under an advisory lock
 * on its slug, so API nodes starting together never clash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { problems } from '../db/schema/practice.ts';
import { webProjects } from '../db/schema/web-projects.ts';
import { logContentImport, parseLinedYaml, type ContentImportReport } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';

const CONTENT_DIR = path.join(REPO_ROOT, 'content', 'web-projects');
const FRONTEND_TYPES = new Set(['FRONTEND', 'REACT']);

const kebab = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, -)')
  .max(120);
const projectSchema = z.strictObject({
  slug: kebab,
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(200),
  position: z.number().int().default(0),
  steps: z.array(kebab).min(2).max(12),
});

interface LoadedProject {
  slug: string;
  title: string;
  summary: string;
  position: number;
  steps: { slug: string; line: number }[];
  file: string;
  contentHash: string;
}

function loadProjectFile(
  full: string,
  file: string,
): { ok: true; project: LoadedProject } | { ok: false; errors: string[] } {
  const source = readFileSync(full, 'utf8');
  const lined = parseLinedYaml(source, file, projectSchema);
  if (!lined.ok) return lined;
  const { data, lineOf } = lined;
  const errors: string[] = [];
  const name = path.basename(full, '.yaml');
  if (data.slug !== name)
    errors.push(`${file}:${lineOf(['slug'])}: slug '${data.slug}' must equal the file name '${name}'`);
  const seen = new Set<string>();
  const steps = data.steps.map((slug, i) => {
    const line = lineOf(['steps', i]);
    if (seen.has(slug)) errors.push(`${file}:${line}: step '${slug}' appears twice in the project`);
    seen.add(slug);
    return { slug, line };
  });
  if (errors.length > 0) return { ok: false, errors };
  const contentHash = createHash('sha256').update(source).digest('hex');
  return { ok: true, project: { ...data, steps, file, contentHash } };
}

/** Server start and `katana seed`: every content/web-projects/*.yaml, refused projects logged. */
export async function importWebProjectsAtStart(
  db: Db,
  log: Parameters<typeof logContentImport>[0],
  dir = CONTENT_DIR,
): Promise<ContentImportReport> {
  const report: ContentImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .sort()) {
      const full = path.join(dir, name);
      const loaded = loadProjectFile(full, path.relative(REPO_ROOT, full));
      if (!loaded.ok) {
        report.errors.push(...loaded.errors);
        continue;
      }
      const outcome = await importProject(db, loaded.project, path.relative(REPO_ROOT, full));
      if (Array.isArray(outcome)) report.errors.push(...outcome);
      else report[outcome].push(loaded.project.slug);
    }
  }
  logContentImport(log, 'web project', report);
  return report;
}

async function importProject(
  db: Db,
  project: LoadedProject,
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged' | string[]> {
  const rows = await db
    .select({ slug: problems.slug, problemType: problems.problemType })
    .from(problems)
    .where(
      inArray(
        problems.slug,
        project.steps.map((s) => s.slug),
      ),
    );
  const types = new Map(rows.map((r) => [r.slug, r.problemType]));
  const errors = project.steps.flatMap((s) => {
    const type = types.get(s.slug);
    if (type === undefined) return [`${project.file}:${s.line}: problem '${s.slug}' is not in the catalogue`];
    if (!FRONTEND_TYPES.has(type))
      return [`${project.file}:${s.line}: problem '${s.slug}' is ${type}, not a front-end problem`];
    return [];
  });
  if (errors.length > 0) return errors;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`web-project:${project.slug}`}))`);
    const [existing] = await tx
      .select({ id: webProjects.id, contentHash: webProjects.contentHash })
      .from(webProjects)
      .where(eq(webProjects.slug, project.slug))
      .for('update');
    if (existing?.contentHash === project.contentHash) return 'unchanged';
    const fields = {
      title: project.title,
      summary: project.summary,
      position: project.position,
      steps: project.steps.map((s) => s.slug),
      contentHash: project.contentHash,
      source,
      updatedAt: sql`now()`,
    };
    if (existing) {
      await tx.update(webProjects).set(fields).where(eq(webProjects.id, existing.id));
      return 'updated';
    }
    await tx.insert(webProjects).values({ slug: project.slug, ...fields });
    return 'inserted';
  });
}
