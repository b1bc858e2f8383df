/**
 * Content as code: the YAML files of one folder under content/ (flash-card decks, concepts), each parsed and checked
 * against its zod schema, in file-name order. A missing folder reads as none; a file that does not parse or fit the
 * schema throws `content/<folder>/<file>: <field>: <reason>` (the first problem), so the importer names what to fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNode, LineCounter, parseDocument, parse as parseYaml, type Document } from 'yaml';
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

/**
 * The 1-based line of the YAML node at `at`, or of its nearest existing parent (a missing key is reported at the map
 * that lacks it; 1 for the document). A map's or a sequence's range starts at its first entry, a scalar's at itself.
 */
export function yamlLineAt(
  doc: Document,
  lineCounter: LineCounter,
  at: readonly (string | number)[],
): number {
  for (let n = at.length; n >= 0; n--) {
    const node: unknown = n === 0 ? doc.contents : doc.getIn(at.slice(0, n), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return 1;
}

/** A line-aware parse: the data that fits the schema and a way to name any path's line, or `<file>:<line>:` errors. */
export type LinedYaml<T> =
  | { ok: true; data: T; lineOf: (at: readonly (string | number)[]) => number }
  | { ok: false; errors: string[] };

/**
 * Parses YAML `source` (unique keys) and checks it against `schema`; every refusal names `<file>:<line>:` and, for a
 * schema issue, the field's path — what the content importers report to an author.
 */
export function parseLinedYaml<S extends z.ZodType>(
  source: string,
  file: string,
  schema: S,
): LinedYaml<z.output<S>> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0)
    return {
      ok: false,
      errors: doc.errors.map(
        (e) => `${file}:${lineCounter.linePos(e.pos[0]).line}: ${e.message.split('\n')[0]}`,
      ),
    };
  const lineOf = (at: readonly (string | number)[]) => yamlLineAt(doc, lineCounter, at);
  const parsed = schema.safeParse(doc.toJS());
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const at = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        return `${file}:${lineOf(at)}: ${at.length ? `${at.join('.')}: ` : ''}${issue.message}`;
      }),
    };
  return { ok: true, data: parsed.data, lineOf };
}
