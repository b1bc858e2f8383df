/**
 * Reads one goal file (content/goals/README.md): `<slug>.yaml` checked against its schema. Nothing here touches the
 * database: the importer checks the guided path modules, problem lists and articles it names and writes the
 * result. Every error names the file and the line, `<file>:<line>: <reason>`, found like the guided path loader's
 * (the YAML node at fault, through the parser's node ranges: content-yaml.ts' yamlLineAt).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { parseLinedYaml } from '../plugins/app/content-yaml.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const kebab = z.string().regex(KEBAB, 'must be kebab-case (a-z, 0-9, -)').max(120);
const text = z.string().trim().min(1);
const pathRef = z
  .string()
  .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be `<guided path slug>/<module slug or item key>`');

const elementSchema = z
  .strictObject({
    key: kebab,
    optional: z.boolean().default(false),
    guided_path_module: pathRef.optional(),
    problem_list: kebab.optional(),
    target: z.number().int().positive().optional(),
    article: pathRef.optional(),
    video: z
      .strictObject({
        title: text.max(120),
        url: z
          .url({ message: 'must be a URL' })
          .refine((u) => u.startsWith('https://'), 'video URLs must be https'),
        duration_minutes: z.number().int().positive().max(600),
        notes: text,
      })
      .optional(),
  })
  .refine(
    (e) =>
      [e.guided_path_module, e.problem_list, e.article, e.video].filter((x) => x !== undefined).length === 1,
    { error: 'an element is exactly one of guided_path_module, problem_list, article or video' },
  )
  .refine((e) => e.target === undefined || e.problem_list !== undefined, {
    error: '`target` belongs to a problem_list element',
  });

const goalSchema = z.strictObject({
  slug: kebab,
  title: text.max(120),
  summary: text.max(200),
  position: z.number().int().default(0),
  description: text,
  languages: z.array(z.enum(COMPILER_LANGUAGES)).min(1),
  phases: z
    .array(
      z.strictObject({
        slug: kebab,
        title: text.max(120),
        summary: z.string().trim().default(''),
        elements: z.array(elementSchema).min(1),
      }),
    )
    .min(1),
});

export type LoadedElement = { key: string; optional: boolean; line: number } & (
  | { type: 'guided_path_module'; path: string; module: string }
  | { type: 'problem_list'; list: string; target: number | null }
  | { type: 'article'; path: string; item: string }
  | { type: 'video'; title: string; url: string; durationMinutes: number; notes: string }
);

export interface LoadedGoal {
  slug: string;
  title: string;
  summary: string;
  position: number;
  description: string;
  languages: string[];
  phases: { slug: string; title: string; summary: string; elements: LoadedElement[] }[];
  file: string;
  contentHash: string;
}

export type GoalLoadResult = { ok: true; goal: LoadedGoal } | { ok: false; errors: string[] };

/** Loads `full` (a `<slug>.yaml`); `file` is how it is named in errors (e.g. content/goals/first-coding-job.yaml). */
export function loadGoalFile(full: string, file: string): GoalLoadResult {
  const source = readFileSync(full, 'utf8');
  const lined = parseLinedYaml(source, file, goalSchema);
  if (!lined.ok) return lined;
  const { lineOf } = lined;
  const data = lined.data;
  const errors: string[] = [];
  const expected = path.basename(full, '.yaml');
  if (data.slug !== expected)
    errors.push(`${file}:${lineOf(['slug'])}: slug '${data.slug}' must equal the file name '${expected}'`);
  const phaseSlugs = new Set<string>();
  const keys = new Set<string>();
  const phases = data.phases.map((p, pi) => {
    if (phaseSlugs.has(p.slug))
      errors.push(`${file}:${lineOf(['phases', pi, 'slug'])}: phase slug '${p.slug}' is used twice`);
    phaseSlugs.add(p.slug);
    const elements = p.elements.map((e, ei): LoadedElement => {
      const line = lineOf(['phases', pi, 'elements', ei]);
      if (keys.has(e.key)) errors.push(`${file}:${line}: element key '${e.key}' is used twice in the goal`);
      keys.add(e.key);
      const base = { key: e.key, optional: e.optional, line };
      if (e.guided_path_module !== undefined) {
        const [pathSlug, module] = e.guided_path_module.split('/') as [string, string];
        return { ...base, type: 'guided_path_module', path: pathSlug, module };
      }
      if (e.problem_list !== undefined)
        return { ...base, type: 'problem_list', list: e.problem_list, target: e.target ?? null };
      if (e.article !== undefined) {
        const [pathSlug, item] = e.article.split('/') as [string, string];
        return { ...base, type: 'article', path: pathSlug, item };
      }
      const v = e.video!;
      return {
        ...base,
        type: 'video',
        title: v.title,
        url: v.url,
        durationMinutes: v.duration_minutes,
        notes: v.notes,
      };
    });
    if (elements.every((e) => e.optional))
      errors.push(
        `${file}:${lineOf(['phases', pi, 'elements'])}: a phase needs at least one required element`,
      );
    return { slug: p.slug, title: p.title, summary: p.summary, elements };
  });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    goal: {
      slug: data.slug,
      title: data.title,
      summary: data.summary,
      position: data.position,
      description: data.description,
      languages: data.languages,
      phases,
      file,
      contentHash: createHash('sha256').update(source).digest('hex'),
    },
  };
}
