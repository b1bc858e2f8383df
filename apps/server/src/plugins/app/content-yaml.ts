/**
 * Content as code: the YAML files of one folder under content/ (flash-card decks, concepts), each parsed and checked
 * against its zod schema, in file-name order. A missing folder reads as none; a file that does not parse or fit the
 * schema throws `content/<folder>/<file>: <field>: <reason>` (the first problem), so the importer names what to fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export function readContentYaml<S extends z.ZodType>(
  repoRoot: string,
  folder: string,
  schema: S,
): { file: string; data: z.output<S> }[] {
  const dir = join(repoRoot, 'content', folder);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const where = `content/${folder}/${file}`;
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message.split('\n')[0]}`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${where}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    return { file, data: parsed.data };
  });
}

/** What an idempotent content import did: slugs by outcome, and one `<file>:<line>: <reason>` per refused file. */
export interface ContentImportReport {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  errors: string[];
}

/** Logs an import at start: each refusal as a warning (the server still starts), then the counts. */
export function logContentImport(
  log: { info(obj: object, msg: string): void; warn(msg: string): void },
  what: string,
  report: ContentImportReport,
): void {
  for (const error of report.errors) log.warn(`${what} import: ${error}`);
  log.info(
    {
      inserted: report.inserted.length,
      updated: report.updated.length,
      unchanged: report.unchanged.length,
      rejected: report.errors.length,
    },
    `${what}s imported`,
  );
}
