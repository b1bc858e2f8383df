/**
 * Reads one interview bundle folder (content/interview-bundles/README.md): bundle.yaml checked against its schema.
 * Nothing here touches the database: the importer checks the problem slugs against the catalogue and writes the
 * result. Every error names the file and the line, `<file>:<line>: <reason>` (the YAML node at fault).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { interviewBundleLevelSchema, type InterviewBundleLevel } from '@katana/shared/api/interview-bundles';
import { parseLinedYaml } from '../plugins/app/content-yaml.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const kebab = z.string().regex(KEBAB, 'must be kebab-case (a-z, 0-9, -)').max(120);
const text = z.string().trim().min(1);

const bundleSchema = z.strictObject({
  slug: kebab,
  title: text.max(120),
  level: interviewBundleLevelSchema,
  position: z.number().int().default(0),
  summary: text.max(160),
  estimated_hours: z.number().int().positive().max(1_000),
  topics: z.array(kebab).max(12).default([]),
  description: text,
  sections: z
    .array(
      z.strictObject({
        title: text.max(120),
        summary: z.string().trim().max(300).default(''),
        problems: z.array(kebab).min(1).max(50),
      }),
    )
    .min(1)
    .max(20),
});

export interface LoadedBundle {
  slug: string;
  title: string;
  level: InterviewBundleLevel;
  position: number;
  summary: string;
  estimatedHours: number;
  topics: string[];
  description: string;
  sections: { title: string; summary: string; problems: { slug: string; line: number }[] }[];
  /** bundle.yaml's name as the errors print it (relative to the import's base). */
  file: string;
  contentHash: string;
}

export type LoadResult = { ok: true; bundle: LoadedBundle } | { ok: false; errors: string[] };

/** Loads `<dir>/bundle.yaml`; `display` is how the folder is named in errors. */
export function loadBundleFolder(dir: string, display: string): LoadResult {
  const file = `${display}/bundle.yaml`;
  const yamlPath = path.join(dir, 'bundle.yaml');
  if (!existsSync(yamlPath)) return { ok: false, errors: [`${file}:1: missing bundle.yaml`] };
  const source = readFileSync(yamlPath, 'utf8');
  const lined = parseLinedYaml(source, file, bundleSchema);
  if (!lined.ok) return lined;
  const { lineOf } = lined;
  const data = lined.data;
  const errors: string[] = [];
  const folderName = path.basename(dir);
  if (data.slug !== folderName)
    errors.push(
      `${file}:${lineOf(['slug'])}: slug '${data.slug}' must equal the folder name '${folderName}'`,
    );
  const seen = new Set<string>();
  const sections = data.sections.map((s, si) => ({
    title: s.title,
    summary: s.summary,
    problems: s.problems.map((slug, pi) => {
      const line = lineOf(['sections', si, 'problems', pi]);
      if (seen.has(slug)) errors.push(`${file}:${line}: problem '${slug}' appears twice in the bundle`);
      seen.add(slug);
      return { slug, line };
    }),
  }));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    bundle: {
      slug: data.slug,
      title: data.title,
      level: data.level,
      position: data.position,
      summary: data.summary,
      estimatedHours: data.estimated_hours,
      topics: data.topics,
      description: data.description,
      sections,
      file,
      contentHash: createHash('sha256').update(source).digest('hex'),
    },
  };
}
