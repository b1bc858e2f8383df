/**
 * Problem statements: legacy `problem_statement/problem.<lang>.tex` (language optional, default en), draft
 * `statement/problem.<lang>.{md,tex,pdf}`. Markdown is accepted in both layouts since many legacy packages carry it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PackageError } from './package-error.ts';
import type { Statement, StatementFormat } from './types.ts';

const STATEMENT_FILE = /^problem(?:\.([a-z]{2,3}(?:-[A-Z]{2})?))?\.(md|tex|pdf)$/;

export async function readStatements(
  root: string,
): Promise<{ statements: Statement[]; folder: string | null }> {
  const statements: Statement[] = [];
  let folder: string | null = null;
  for (const candidate of ['statement', 'problem_statement']) {
    let entries: string[];
    try {
      entries = await readdir(path.join(root, candidate));
    } catch {
      continue;
    }
    if (folder !== null)
      throw new PackageError(`${candidate}/`, `package has both ${folder}/ and ${candidate}/`);
    folder = candidate;
    for (const entry of entries.sort()) {
      const match = STATEMENT_FILE.exec(entry);
      if (!match) continue;
      statements.push({
        language: match[1] ?? 'en',
        format: match[2] as StatementFormat,
        path: path.join(root, candidate, entry),
      });
    }
  }
  return { statements, folder };
}

/** The plain problem name a LaTeX statement declares with \problemname{...} (or a %% plainproblemname comment). */
export async function nameFromLatex(file: string): Promise<string | null> {
  const text = await readFile(file, 'utf8');
  const plain = /^%%\s*plainproblemname:\s*(.+)$/m.exec(text);
  if (plain) return plain[1]!.trim();
  const declared = /\\problemname\{([^}]*)\}/.exec(text);
  return declared ? declared[1]!.trim() : null;
}

/** The first `# Heading` of a Markdown statement, used as a name when problem.yaml gives none. */
export async function nameFromMarkdown(file: string): Promise<string | null> {
  const heading = /^#\s+(.+)$/m.exec(await readFile(file, 'utf8'));
  return heading ? heading[1]!.trim() : null;
}
