/**
 * The goal importer: content/goals/*.yaml at server start (after the catalogue and the guided paths). Idempotent
 * like theirs: a goal is keyed by its slug and updated in place (every learner's goal, custom picks and marks key
 * on slugs and survive); an unchanged goal is skipped. A goal that names a guided path module, a problem list or
 * an article the database does not have is refused whole with `<file>:<line>: <reason>`.
 */
import { logContentImport } from '../plugins/app/content-yaml.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { journeyGoals, type StoredGoalElement, type StoredGoalPhase } from '../db/schema/goals.ts';
import { guidedPathItems, guidedPathModules, guidedPaths } from '../db/schema/guided-paths.ts';
import { problemLists } from '../db/schema/practice.ts';
import { renderMarkdown } from '../practice/index.ts';
import { loadGoalFile, type LoadedElement, type LoadedGoal } from './goal-content.ts';

export interface GoalImportReport {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  errors: string[];
}

const CONTENT_DIR = path.join(REPO_ROOT, 'content', 'goals');

/** Server start: content/goals/*.yaml, refused goals logged (the server still starts). */
export async function importGoalsAtStart(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  dir = CONTENT_DIR,
): Promise<GoalImportReport> {
  const report = await importGoals(db, dir, REPO_ROOT);
  logContentImport(log, 'goal', report);
  return report;
}

/** Imports every `*.yaml` in `dir` (sorted); `base` makes the file names in errors relative. */
export async function importGoals(db: Db, dir: string, base = process.cwd()): Promise<GoalImportReport> {
  const report: GoalImportReport = { inserted: [], updated: [], unchanged: [], errors: [] };
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    report.errors.push(`${path.relative(base, dir) || dir}:1: no such folder`);
    return report;
  }
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.yaml')) continue;
    const full = path.join(dir, name);
    const file = path.relative(base, full) || full;
    const loaded = loadGoalFile(full, file);
    if (!loaded.ok) {
      report.errors.push(...loaded.errors);
      continue;
    }
    const resolved = await resolvePhases(db, loaded.goal);
    if (!resolved.ok) {
      report.errors.push(...resolved.errors);
      continue;
    }
    report[await writeGoal(db, loaded.goal, resolved.phases, file)].push(loaded.goal.slug);
  }
  return report;
}

type Resolved = { ok: true; phases: StoredGoalPhase[] } | { ok: false; errors: string[] };

async function resolvePhases(db: Db, goal: LoadedGoal): Promise<Resolved> {
  const errors: string[] = [];
  const resolve = async (e: LoadedElement): Promise<StoredGoalElement | null> => {
    const base = { key: e.key, optional: e.optional };
    const refuse = (what: string) => {
      errors.push(`${goal.file}:${e.line}: ${what}`);
      return null;
    };
    switch (e.type) {
      case 'guided_path_module': {
        const [row] = await db
          .select({ title: guidedPathModules.title, pathTitle: guidedPaths.title })
          .from(guidedPathModules)
          .innerJoin(guidedPaths, eq(guidedPaths.id, guidedPathModules.pathId))
          .where(and(eq(guidedPaths.slug, e.path), eq(guidedPathModules.slug, e.module)));
        if (!row) return refuse(`guided path module '${e.path}/${e.module}' does not exist`);
        return { ...base, type: e.type, title: row.title, path: e.path, module: e.module };
      }
      case 'problem_list': {
        const [row] = await db
          .select({ name: problemLists.name })
          .from(problemLists)
          .where(eq(problemLists.slug, e.list));
        if (!row) return refuse(`problem list '${e.list}' does not exist`);
        return { ...base, type: e.type, title: row.name, list: e.list, target: e.target };
      }
      case 'article': {
        const [row] = await db
          .select({ title: guidedPathItems.title })
          .from(guidedPathItems)
          .innerJoin(guidedPaths, eq(guidedPaths.id, guidedPathItems.pathId))
          .where(
            and(
              eq(guidedPaths.slug, e.path),
              eq(guidedPathItems.key, e.item),
              eq(guidedPathItems.kind, 'article'),
            ),
          );
        if (!row) return refuse(`guided path article '${e.path}/${e.item}' does not exist`);
        return { ...base, type: e.type, title: row.title, path: e.path, item: e.item };
      }
      case 'video':
        return {
          ...base,
          type: e.type,
          title: e.title,
          url: e.url,
          durationMinutes: e.durationMinutes,
          notesHtml: renderMarkdown(e.notes),
        };
    }
  };
  const phases: StoredGoalPhase[] = [];
  for (const p of goal.phases) {
    const elements: StoredGoalElement[] = [];
    for (const e of p.elements) {
      const stored = await resolve(e);
      if (stored) elements.push(stored);
    }
    phases.push({ slug: p.slug, title: p.title, summary: p.summary, elements });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, phases };
}

async function writeGoal(
  db: Db,
  goal: LoadedGoal,
  phases: StoredGoalPhase[],
  source: string,
): Promise<'inserted' | 'updated' | 'unchanged'> {
  // The resolved titles are part of the hash: a renamed module or list updates the goal.
  const hash = createHash('sha256').update(goal.contentHash).update(JSON.stringify(phases)).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`journey-goal:${goal.slug}`}))`);
    const [existing] = await tx
      .select({ contentHash: journeyGoals.contentHash })
      .from(journeyGoals)
      .where(eq(journeyGoals.slug, goal.slug));
    if (existing?.contentHash === hash) return 'unchanged';
    const fields = {
      title: goal.title,
      summary: goal.summary,
      position: goal.position,
      descriptionHtml: renderMarkdown(goal.description),
      languages: goal.languages,
      phases,
      contentHash: hash,
      source,
      updatedAt: sql`now()`,
    };
    if (existing) await tx.update(journeyGoals).set(fields).where(eq(journeyGoals.slug, goal.slug));
    else await tx.insert(journeyGoals).values({ slug: goal.slug, ...fields });
    return existing ? 'updated' : 'inserted';
  });
}
