/**
 * content/lists.yaml: the curated lists' names, descriptions and order. Membership comes from each problem's
 * `lists:`, except for a topic ladder (`topic:`), whose members are every CODE and SQL problem of that topic.
 */
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

const listsFileSchema = z.object({
  lists: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
        name: z.string().trim().min(1).max(120),
        description: z.string().trim().max(2000).default(''),
        topic: z
          .string()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
          .optional(),
      }),
    )
    .default([]),
});

export interface ListDefinition {
  slug: string;
  name: string;
  description: string;
  position: number;
  /** A topic ladder's topic: its members are the problems of that topic (easy to hard); null for a curated list. */
  topic: string | null;
}

/** The lists of `file`; a missing file is no lists. Throws with the file name and the reason when it is malformed. */
export async function readListsFile(file: string): Promise<ListDefinition[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let doc: unknown;
  try {
    doc = parseYaml(text) ?? {};
  } catch (error) {
    throw new Error(`lists.yaml: invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = listsFileSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`lists.yaml: '${issue.path.join('.')}': ${issue.message}`);
  }
  const seen = new Set<string>();
  return parsed.data.lists.map((list, position) => {
    if (seen.has(list.slug)) throw new Error(`lists.yaml: list '${list.slug}' appears twice`);
    seen.add(list.slug);
    return { ...list, position, topic: list.topic ?? null };
  });
}
