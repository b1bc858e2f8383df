/**
 * Imports content/concepts/*.yaml (format: content/concepts/README.md) at start. Idempotent: concepts are upserted
 * by slug; a concept removed from the folder is kept (its past days still show it). A file that breaks the format
 * stops the import, naming the file and the field.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { concepts } from '../db/schema/concepts.ts';
import { readContentYaml } from '../plugins/app/content-yaml.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and hyphens');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const conceptFileSchema = z.object({
  slug,
  title: z.string().trim().min(1),
  topic: slug,
  summary: z.string().trim().min(1).max(300),
  article: z
    .string()
    .trim()
    .refine((a) => words(a) >= 300 && words(a) <= 800, 'the article must have 300 to 800 words'),
  quiz: z
    .array(
      z
        .object({
          prompt: z.string().trim().min(1),
          options: z.array(z.string().trim().min(1)).min(2).max(6),
          answer: z.number().int().min(0),
          explanation: z.string().trim().min(1),
        })
        .refine((q) => q.answer < q.options.length, 'answer must be the index of one of the options')
        .refine((q) => new Set(q.options).size === q.options.length, 'options must be distinct'),
    )
    .length(3, 'the quiz has exactly 3 questions'),
});
export type ConceptFile = z.input<typeof conceptFileSchema>;

function readConceptFiles(repoRoot: string): z.output<typeof conceptFileSchema>[] {
  const seen = new Set<string>();
  return readContentYaml(repoRoot, 'concepts', conceptFileSchema).map(({ file, data }) => {
    if (seen.has(data.slug)) throw new Error(`content/concepts/${file}: slug: ${data.slug} is used twice`);
    seen.add(data.slug);
    return data;
  });
}

/** One concept, upserted by slug (also the tests' way in). */
export async function upsertConcept(db: Db, input: ConceptFile): Promise<void> {
  const c = conceptFileSchema.parse(input);
  const fields = { title: c.title, topic: c.topic, summary: c.summary, article: c.article, quiz: c.quiz };
  await db
    .insert(concepts)
    .values({ slug: c.slug, ...fields })
    .onConflictDoUpdate({ target: concepts.slug, set: fields });
}

export async function seedConcepts(db: Db, repoRoot: string): Promise<number> {
  const files = readConceptFiles(repoRoot);
  for (const concept of files) await upsertConcept(db, concept);
  return files.length;
}

/** The server's start: imports the repository's concepts (server.ts, after the catalogue import). */
export async function importConceptsAtStart(db: Db, log: Logger): Promise<void> {
  const count = await seedConcepts(db, REPO_ROOT);
  if (count > 0) log.info({ concepts: count }, 'concepts imported');
}
