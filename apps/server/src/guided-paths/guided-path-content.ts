/**
 * Reads one guided path folder (content/guided-paths/README.md): path.yaml checked against its schema, the files it
 * names read, every articles/videos Markdown file required to be used. Nothing here touches the database: the
 * importer checks the problem slugs against the catalogue and writes the result. Every error names the file and
 * the line, `<file>:<line>: <reason>` (the line of the YAML node at fault, found through the parser's node ranges).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { guidedPathKindSchema, guidedPathLevelSchema } from '@katana/shared/api/guided-paths';
import { parseLinedYaml } from '../plugins/app/content-yaml.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const kebab = z.string().regex(KEBAB, 'must be kebab-case (a-z, 0-9, -)').max(120);
const text = z.string().trim().min(1);
const mdFile = (folder: 'articles' | 'videos') =>
  z
    .string()
    .regex(new RegExp(`^${folder}/[A-Za-z0-9_.-]+\\.md$`), `must name a file ${folder}/<name>.md`)
    .refine((f) => !f.includes('..'), 'must stay inside the path folder');

const videoSchema = z.strictObject({
  key: kebab,
  title: text,
  url: z
    .url({ message: 'must be a URL' })
    .refine((u) => u.startsWith('https://'), 'video URLs must be https'),
  duration_minutes: z.number().int().positive().max(600),
  notes: mdFile('videos'),
});

const itemSchema = z
  .strictObject({
    article: mdFile('articles').optional(),
    problem: kebab.optional(),
    video: videoSchema.optional(),
  })
  .refine((i) => [i.article, i.problem, i.video].filter((x) => x !== undefined).length === 1, {
    error: 'an item is exactly one of `article: articles/<name>.md`, `problem: <slug>` or `video: {...}`',
  });

const pathSchema = z.strictObject({
  slug: kebab,
  title: text.max(120),
  kind: guidedPathKindSchema,
  level: guidedPathLevelSchema,
  position: z.number().int().default(0),
  summary: text.max(160),
  estimated_hours: z.number().int().positive().max(10_000),
  topics: z.array(kebab).max(30).default([]),
  description: text,
  what_you_will_learn: z.array(text).min(1).max(12),
  prerequisites: z.array(text).max(12).default([]),
  modules: z
    .array(
      z.strictObject({
        slug: kebab,
        title: text.max(120),
        summary: z.string().trim().default(''),
        weightage: z.number().int().positive(),
        contentables: z
          .array(
            z.strictObject({
              slug: kebab,
              title: text.max(120),
              items: z.array(itemSchema).min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export type LoadedItem =
  | { kind: 'problem'; key: string; problemSlug: string; line: number }
  | { kind: 'article'; key: string; title: string; markdown: string; minutes: number }
  | {
      kind: 'video';
      key: string;
      title: string;
      url: string;
      durationMinutes: number;
      notesMarkdown: string;
    };

export interface LoadedPath {
  slug: string;
  title: string;
  kind: z.infer<typeof guidedPathKindSchema>;
  level: z.infer<typeof guidedPathLevelSchema>;
  position: number;
  summary: string;
  estimatedHours: number;
  topics: string[];
  description: string;
  whatYouWillLearn: string[];
  prerequisites: string[];
  modules: {
    slug: string;
    title: string;
    summary: string;
    weightage: number;
    contentables: { slug: string; title: string; items: LoadedItem[] }[];
  }[];
  /** path.yaml's name as the errors print it (relative to the import's base). */
  file: string;
  contentHash: string;
}

export type LoadResult = { ok: true; path: LoadedPath } | { ok: false; errors: string[] };

const WORDS_PER_MINUTE = 200;

/** Reading time of an article in whole minutes (at least 1). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => w.length > 0).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The article's `# Title` first line, and the rest. */
function splitTitle(markdown: string): { title: string; body: string } | null {
  const match = /^\s*#\s+(.+?)\s*(?:\r?\n|$)/.exec(markdown);
  if (!match) return null;
  return { title: match[1]!, body: markdown.slice(match[0].length) };
}

/** Loads `<dir>/path.yaml`; `display` is how the folder is named in errors (e.g. content/guided-paths/dsa). */
export function loadGuidedPathFolder(dir: string, display: string): LoadResult {
  const file = `${display}/path.yaml`;
  const yamlPath = path.join(dir, 'path.yaml');
  if (!existsSync(yamlPath)) return { ok: false, errors: [`${file}:1: missing path.yaml`] };
  const source = readFileSync(yamlPath, 'utf8');
  const lined = parseLinedYaml(source, file, pathSchema);
  if (!lined.ok) return lined;
  const { lineOf } = lined;
  const data = lined.data;
  const errors: string[] = [];
  const hash = createHash('sha256').update(source);
  const used = new Set<string>();
  const folderName = path.basename(dir);
  if (data.slug !== folderName)
    errors.push(
      `${file}:${lineOf(['slug'])}: slug '${data.slug}' must equal the folder name '${folderName}'`,
    );

  /** Reads a Markdown file the YAML names at `at`; null (with the error noted) when it is missing. */
  const readNamed = (relative: string, at: (string | number)[]): string | null => {
    const full = path.join(dir, relative);
    if (!existsSync(full) || !statSync(full).isFile()) {
      errors.push(`${file}:${lineOf(at)}: ${relative} does not exist`);
      return null;
    }
    used.add(relative);
    const content = readFileSync(full, 'utf8');
    hash.update(`\0${relative}\0${content}`);
    return content;
  };

  const moduleSlugs = new Set<string>();
  const itemKeys = new Set<string>();
  const modules: LoadedPath['modules'] = data.modules.map((m, mi) => {
    if (moduleSlugs.has(m.slug))
      errors.push(`${file}:${lineOf(['modules', mi, 'slug'])}: module slug '${m.slug}' is used twice`);
    moduleSlugs.add(m.slug);
    const contentableSlugs = new Set<string>();
    return {
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      weightage: m.weightage,
      contentables: m.contentables.map((c, ci) => {
        const at = ['modules', mi, 'contentables', ci];
        if (contentableSlugs.has(c.slug))
          errors.push(
            `${file}:${lineOf([...at, 'slug'])}: section slug '${c.slug}' is used twice in the module`,
          );
        contentableSlugs.add(c.slug);
        const items: LoadedItem[] = [];
        c.items.forEach((item, ii) => {
          const itemAt = [...at, 'items', ii];
          let loaded: LoadedItem | null = null;
          if (item.problem !== undefined) {
            loaded = { kind: 'problem', key: item.problem, problemSlug: item.problem, line: lineOf(itemAt) };
          } else if (item.article !== undefined) {
            const markdown = readNamed(item.article, [...itemAt, 'article']);
            if (markdown !== null) {
              const split = splitTitle(markdown);
              if (!split)
                errors.push(`${display}/${item.article}:1: an article starts with a '# Title' line`);
              else
                loaded = {
                  kind: 'article',
                  key: `article-${path.basename(item.article, '.md')}`,
                  title: split.title,
                  markdown: split.body,
                  minutes: readingMinutes(split.body),
                };
            }
          } else if (item.video !== undefined) {
            const v = item.video;
            const notes = readNamed(v.notes, [...itemAt, 'video', 'notes']);
            if (notes !== null)
              loaded = {
                kind: 'video',
                key: `video-${v.key}`,
                title: v.title,
                url: v.url,
                durationMinutes: v.duration_minutes,
                notesMarkdown: notes,
              };
          }
          if (!loaded) return;
          if (itemKeys.has(loaded.key))
            errors.push(`${file}:${lineOf(itemAt)}: item '${loaded.key}' appears twice in the path`);
          itemKeys.add(loaded.key);
          items.push(loaded);
        });
        return { slug: c.slug, title: c.title, items };
      }),
    };
  });

  for (const folder of ['articles', 'videos'] as const) {
    const full = path.join(dir, folder);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full).sort()) {
      const relative = `${folder}/${name}`;
      if (name.endsWith('.md') && !used.has(relative))
        errors.push(`${display}/${relative}:1: not used by path.yaml (every ${folder} file must be)`);
    }
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    path: {
      slug: data.slug,
      title: data.title,
      kind: data.kind,
      level: data.level,
      position: data.position,
      summary: data.summary,
      estimatedHours: data.estimated_hours,
      topics: data.topics,
      description: data.description,
      whatYouWillLearn: data.what_you_will_learn,
      prerequisites: data.prerequisites,
      modules,
      file,
      contentHash: hash.digest('hex'),
    },
  };
}
