/**
 * katana.yaml, the platform's metadata beside problem.yaml (content/README.md). Packages from elsewhere may come
 * without one: they import with defaults (slug from the folder or zip name, MEDIUM, no tags).
 */
import { z } from 'zod';
import { DIFFICULTIES } from '@katana/shared/api/practice-catalogue';
import { PackageError, type YamlMap } from '@katana/judge';

export const CODE_MAX_SCORE: Readonly<Record<(typeof DIFFICULTIES)[number], number>> = {
  EASY: 40,
  MEDIUM: 80,
  HARD: 120,
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const tagList = z.array(z.string().trim().min(1).max(60)).max(30).default([]);

/**
 * An unquoted hint with ": " in it ("Walk the tree one level at a time: a queue holds...") is a one-entry map in
 * YAML; the author meant the text, so it is read back as "key: value".
 */
function unquotedColonText(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (entries.length !== 1) return value;
  const [key, inner] = entries[0]!;
  return typeof inner === 'string' || typeof inner === 'number' ? `${key}: ${inner}` : value;
}

const katanaYamlSchema = z.looseObject({
  slug: z.string().regex(KEBAB, 'must be kebab-case (a-z, 0-9, -)').max(80).optional(),
  type: z.string().optional(),
  difficulty: z.enum(DIFFICULTIES).default('MEDIUM'),
  max_score: z.number().int().min(0).max(10_000).optional(),
  topics: z.array(z.string().regex(KEBAB, 'topic slugs are kebab-case')).max(30).default([]),
  companies: tagList,
  lists: z.array(z.string().regex(KEBAB, 'list slugs are kebab-case')).max(30).default([]),
  hints: z.preprocess(
    (v) => (Array.isArray(v) ? v.map(unquotedColonText) : v),
    z.array(z.string().min(1)).max(20).default([]),
  ),
  meta_description: z.string().default(''),
  meta_keywords: z.string().default(''),
});

export type KatanaYaml = z.infer<typeof katanaYamlSchema> & { max_score: number };

export function parseKatanaYaml(doc: YamlMap | null): KatanaYaml {
  const parsed = katanaYamlSchema.safeParse(doc ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `'${issue.path.join('.')}': ` : '';
    throw new PackageError('katana.yaml', `${where}${issue.message}`);
  }
  const data = parsed.data;
  return { ...data, max_score: data.max_score ?? CODE_MAX_SCORE[data.difficulty] };
}
