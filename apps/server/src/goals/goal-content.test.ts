/**
 * The shipped journeys (content/goals/*.yaml): each passes the schema, has at least three phases, and names only
 * guided path modules and articles of content/guided-paths and lists of content/lists.yaml (what the importer checks
 * against the database at start).
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { loadGuidedPathFolder } from '../guided-paths/guided-path-content.ts';
import { loadGoalFile } from './goal-content.ts';

const GOALS = path.join(REPO_ROOT, 'content', 'goals');
const PATHS = path.join(REPO_ROOT, 'content', 'guided-paths');

describe('shipped goals', () => {
  const files = readdirSync(GOALS).filter((f) => f.endsWith('.yaml'));
  const lists = new Set(
    (
      parse(readFileSync(path.join(REPO_ROOT, 'content', 'lists.yaml'), 'utf8')) as {
        lists: { slug: string }[];
      }
    ).lists.map((l) => l.slug),
  );
  const modules = new Set<string>();
  const articles = new Set<string>();
  for (const slug of readdirSync(PATHS).filter((f) => !f.includes('.'))) {
    const loaded = loadGuidedPathFolder(path.join(PATHS, slug), slug);
    if (!loaded.ok) continue;
    for (const m of loaded.path.modules) {
      modules.add(`${slug}/${m.slug}`);
      for (const item of m.contentables.flatMap((c) => c.items))
        if (item.kind === 'article') articles.add(`${slug}/${item.key}`);
    }
  }

  it('ships at least three journeys', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s loads and names only existing modules, articles and lists', (file) => {
    const loaded = loadGoalFile(path.join(GOALS, file), `content/goals/${file}`);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    expect(loaded.goal.phases.length).toBeGreaterThanOrEqual(3);
    const missing = loaded.goal.phases
      .flatMap((p) => p.elements)
      .flatMap((e) => {
        if (e.type === 'guided_path_module')
          return modules.has(`${e.path}/${e.module}`) ? [] : [`${e.path}/${e.module}`];
        if (e.type === 'article') return articles.has(`${e.path}/${e.item}`) ? [] : [`${e.path}/${e.item}`];
        if (e.type === 'problem_list') return lists.has(e.list) ? [] : [e.list];
        return [];
      });
    expect(missing).toEqual([]);
  });

  it('refuses a file whose slug is not its name, with the line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'goal-'));
    const full = path.join(dir, 'renamed.yaml');
    copyFileSync(path.join(import.meta.dirname, 'fixtures', 'valid', 'second-goal.yaml'), full);
    const loaded = loadGoalFile(full, 'x/renamed.yaml');
    expect(loaded).toEqual({
      ok: false,
      errors: ["x/renamed.yaml:1: slug 'second-goal' must equal the file name 'renamed'"],
    });
  });
});
