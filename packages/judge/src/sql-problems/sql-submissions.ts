/**
 * Which dialects a package's SQL submission is written for, and which accepted submission is the reference query
 * of a dialect. `name.sql` is for every dialect of the problem that has no `name.<dialect>.sql` variant beside it;
 * `name.mysql.sql` is for mysql only (a dialect-specific variant of the same query).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackageSubmission, ProblemPackage } from '../package/types.ts';
import type { SqlDialect } from '../sql/types.ts';
import { SQL_DIALECTS, type SqlPackagePart } from './sql-package.ts';

function parts(file: string): { base: string; dialect: SqlDialect | null } | null {
  if (!file.endsWith('.sql')) return null;
  const stem = file.slice(0, -'.sql'.length);
  const dot = stem.lastIndexOf('.');
  const suffix = dot > 0 ? stem.slice(dot + 1) : '';
  if (SQL_DIALECTS.includes(suffix as SqlDialect))
    return { base: stem.slice(0, dot), dialect: suffix as SqlDialect };
  return { base: stem, dialect: null };
}

/** The dialects `submission` is judged in; empty when it is not a single `.sql` file. */
export function submissionDialects(
  sql: SqlPackagePart,
  submission: PackageSubmission,
  siblings: readonly PackageSubmission[],
): SqlDialect[] {
  if (submission.program.kind !== 'file') return [];
  const own = parts(path.basename(submission.program.path));
  if (!own) return [];
  if (own.dialect) return sql.dialects.includes(own.dialect) ? [own.dialect] : [];
  const folder = path.dirname(submission.name);
  const variants = new Set(
    siblings
      .filter((s) => s.program.kind === 'file' && path.dirname(s.name) === folder)
      .map((s) => parts(path.basename(s.program.path)))
      .filter((p) => p !== null && p.base === own.base && p.dialect !== null)
      .map((p) => p!.dialect),
  );
  return sql.dialects.filter((d) => !variants.has(d));
}

/** The first accepted submission (in name order) that is judged in `dialect`, or null. */
export function referenceSubmission(pkg: ProblemPackage, dialect: SqlDialect): PackageSubmission | null {
  if (!pkg.sql) return null;
  const accepted = pkg.submissions
    .filter((s) => s.expected === 'accepted')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return accepted.find((s) => submissionDialects(pkg.sql!, s, pkg.submissions).includes(dialect)) ?? null;
}

/** The reference query text for `dialect`; throws when the package has none (it is broken). */
export async function readReferenceQuery(pkg: ProblemPackage, dialect: SqlDialect): Promise<string> {
  const reference = referenceSubmission(pkg, dialect);
  if (!reference)
    throw new Error(`${pkg.shortName}: submissions/accepted/ holds no reference query for ${dialect}`);
  return readFile(reference.program.path, 'utf8');
}
